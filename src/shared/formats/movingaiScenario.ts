// MovingAI scenario files (`.map.scen`): start/goal pairs with their optimal lengths, in the tab-
// separated `version 1` or the older space-separated `version 1.0`. Read line by line (a file of
// millions of lines never becomes millions of strings at once; the map names, all alike, are kept
// once), numbers in plain decimal within what the named map allows, file content quoted escaped.
import { MAX_MAP_SIDE } from '../grid/grid';
import { isOverFileLimit } from './fileLimits';
import { MovingAiParseError, movingAiTooLarge } from './movingai';
import { plainDecimal, plainWhole } from './plainNumbers';
import { quoted } from './printable';
import { TextLines } from './textLines';

/** One start/goal pair of a scenario file; x is the column and y the row, from the top-left. */
export interface ScenarioEntry {
  /** Line number in the file (1-based), for messages. */
  line: number;
  bucket: number;
  map: string;
  width: number;
  height: number;
  startX: number;
  startY: number;
  goalX: number;
  goalY: number;
  /** Optimal length under 8-connected, no-corner-cutting, √2 diagonal moves. */
  optimal: number;
}

export interface Scenario {
  version: '1' | '1.0';
  entries: ScenarioEntry[];
}

const FIELD_NAMES = 'bucket, map, width, height, start x, start y, goal x, goal y, length';

/** Reads a `.map.scen` file (tab-separated `version 1` or space-separated `version 1.0`). */
export function parseMovingAiScenario(text: string): Scenario {
  if (isOverFileLimit(text.length)) throw movingAiTooLarge('scenario file');
  const lines = new TextLines(text);
  const first = lines.next()!.trim();
  const vm = /^version\s+(1(?:\.0)?)$/.exec(first);
  if (!vm) throw new MovingAiParseError(1, 1, `expected "version 1" or "version 1.0", found ${quoted(first)}. Check that this is a MovingAI .scen file.`);
  const version = vm[1] as '1' | '1.0';
  const entries: ScenarioEntry[] = [];
  // One string per map named, not one per line.
  const mapNames = new Map<string, string>();
  for (let raw = lines.next(); raw !== null; raw = lines.next()) {
    if (raw.trim() === '') continue;
    // Fields are tab-separated in version 1 (a map name may hold spaces), space-separated in 1.0.
    const fields = version === '1' && raw.includes('\t') ? raw.split('\t') : raw.trim().split(/\s+/);
    const name = fields[1]?.trim() ?? '';
    const map = mapNames.get(name) ?? (mapNames.set(name, name), name);
    entries.push(readEntry(fields, lines.number, map));
  }
  return { version, entries };
}

/** One line's fields as an entry, every number checked; throws MovingAiParseError naming the field. */
function readEntry(fields: string[], line: number, map: string): ScenarioEntry {
  if (fields.length !== 9)
    throw new MovingAiParseError(line, 1, `expected 9 fields (${FIELD_NAMES}), found ${fields.length}. Fix or remove this line.`);
  const bucket = whole(fields, 0, line);
  const width = side(fields, 2, line, 'width'), height = side(fields, 3, line, 'height');
  const startX = whole(fields, 4, line), startY = whole(fields, 5, line), goalX = whole(fields, 6, line), goalY = whole(fields, 7, line);
  const optimal = plainDecimal(fields[8]!);
  if (optimal === null) throw fieldError(fields, 8, line, `${quoted(fields[8]!)} is not a length in plain decimal digits`);
  // A shortest path enters each cell at most once, each move costing at most √2; buckets group by length.
  const cells = width * height;
  if (bucket > cells) throw fieldError(fields, 0, line, `the bucket ${bucket} is larger than any path on a ${width}×${height} map could need (at most ${cells})`);
  const longest = cells * Math.SQRT2;
  if (optimal > longest) throw fieldError(fields, 8, line, `the length ${optimal} is longer than any path on a ${width}×${height} map (at most ${longest.toFixed(2)})`);
  if (startX >= width || goalX >= width || startY >= height || goalY >= height)
    throw new MovingAiParseError(line, 1, `the start or goal lies outside the ${width}×${height} map. Fix the coordinates.`);
  return { line, bucket, map, width, height, startX, startY, goalX, goalY, optimal };
}

function whole(fields: readonly string[], k: number, line: number): number {
  const n = plainWhole(fields[k]!);
  if (n === null) throw fieldError(fields, k, line, `${quoted(fields[k]!)} is not a whole number in plain digits`);
  return n;
}

function side(fields: readonly string[], k: number, line: number, what: string): number {
  const n = whole(fields, k, line);
  if (n < 1) throw fieldError(fields, k, line, `the map's ${what} must be at least 1, not ${n}`);
  if (n > MAX_MAP_SIDE) throw fieldError(fields, k, line, `the map's ${what} is ${n}, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side`);
  return n;
}

/** The error for field `k`, at its column (each field and its separator counted before it). */
function fieldError(fields: readonly string[], k: number, line: number, problem: string): MovingAiParseError {
  let column = 1;
  for (let i = 0; i < k; i++) column += fields[i]!.length + 1;
  return new MovingAiParseError(line, column, `${problem}. Fix this field.`);
}
