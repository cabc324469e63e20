// MovingAI scenario files (`.map.scen`): start/goal pairs with their optimal lengths, in the tab-
// separated `version 1` or the older space-separated `version 1.0`. Read line by line (a file of
// millions of lines never becomes millions of strings at once; the map names, all alike, are kept
// once), numbers in plain decimal within what the named map allows, file content quoted escaped.
import { MAX_MAP_SIDE } from '../grid/grid';
import { isOverFileLimit } from './file-limits';
import { MovingAiParseError, movingAiTooLarge } from './movingai';
import { plainDecimal, plainWhole } from './plain-numbers';
import { quoted } from './printable';
import { TextLines } from './text-lines';

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
  const mapNames = new Map<string, string>();
  for (let raw = lines.next(); raw !== null; raw = lines.next()) {
    if (raw.trim() === '') continue;
    const entry = readEntry(raw, lines.number, version);
    // One string per map named, not one per line.
    const map = mapNames.get(entry.map) ?? (mapNames.set(entry.map, entry.map), entry.map);
    entries.push({ ...entry, map });
  }
  return { version, entries };
}

function readEntry(raw: string, line: number, version: Scenario['version']): ScenarioEntry {
  // Fields are tab-separated in version 1 (a map name may hold spaces), space-separated in 1.0.
  const fields = version === '1' && raw.includes('\t') ? raw.split('\t') : raw.trim().split(/\s+/);
  if (fields.length !== 9)
    throw new MovingAiParseError(line, 1, `expected 9 fields (${FIELD_NAMES}), found ${fields.length}. Fix or remove this line.`);
  const columns: number[] = [];
  for (let k = 0, column = 1; k < 9; column += fields[k]!.length + 1, k++) columns.push(column);
  const fail = (k: number, problem: string) => new MovingAiParseError(line, columns[k]!, `${problem}. Fix this field.`);
  const whole = (k: number) => {
    const n = plainWhole(fields[k]!);
    if (n === null) throw fail(k, `${quoted(fields[k]!)} is not a whole number in plain digits`);
    return n;
  };
  const side = (k: number, what: string) => {
    const n = whole(k);
    if (n < 1) throw fail(k, `the map's ${what} must be at least 1, not ${n}`);
    if (n > MAX_MAP_SIDE) throw fail(k, `the map's ${what} is ${n}, but A* Studio holds maps of at most ${MAX_MAP_SIDE} cells a side`);
    return n;
  };
  const bucket = whole(0);
  const width = side(2, 'width'), height = side(3, 'height');
  const [startX, startY, goalX, goalY] = [whole(4), whole(5), whole(6), whole(7)];
  const optimal = plainDecimal(fields[8]!);
  if (optimal === null) throw fail(8, `${quoted(fields[8]!)} is not a length in plain decimal digits`);
  // A shortest path enters each cell at most once, each move costing at most √2; buckets group by length.
  const cells = width * height;
  if (bucket > cells) throw fail(0, `the bucket ${bucket} is larger than any path on a ${width}×${height} map could need (at most ${cells})`);
  const longest = cells * Math.SQRT2;
  if (optimal > longest) throw fail(8, `the length ${optimal} is longer than any path on a ${width}×${height} map (at most ${longest.toFixed(2)})`);
  if (startX >= width || goalX >= width || startY >= height || goalY >= height)
    throw new MovingAiParseError(line, 1, `the start or goal lies outside the ${width}×${height} map. Fix the coordinates.`);
  return { line, bucket, map: fields[1]!.trim(), width, height, startX, startY, goalX, goalY, optimal };
}
