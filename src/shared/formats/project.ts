// The A* Studio project file (.astar.json): a map, its palette, start and goal. Versioned and
// validated at load. Saved terrain is deflated and base64-encoded; hand-written samples may use
// readable rows (one legend character per cell) instead.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { z } from 'zod';
import { assertMapSize, MAX_MAP_SIDE, type Grid } from '../grid/grid';
import { isTerrainCost, terrainCostProblem } from '../grid/limits';

export const PROJECT_FORMAT = 'astar-studio-project';
export const PROJECT_FORMAT_VERSION = 1;

/** A project as the app holds it. */
export interface Project {
  name: string;
  grid: Grid;
  /** Cell indices, or -1 when not placed. */
  start: number;
  goal: number;
}

/** A file the user opened could not be read; the message says what is wrong and what to do. */
export class ProjectFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectFormatError';
  }
}

const terrainType = z
  .object({
    name: z.string().min(1),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    cost: z.number(),
    passable: z.boolean(),
  })
  // A cost out of bounds is a sentence of its own: the file is not damaged, the value needs changing.
  .superRefine((t, ctx) => {
    if (!isTerrainCost(t.cost)) ctx.addIssue({ code: 'custom', path: ['cost'], message: terrainCostProblem(t.name, t.cost), input: t.cost });
  });

const layer = z.discriminatedUnion('encoding', [
  z.object({ encoding: z.literal('rows'), legend: z.string().min(1), rows: z.array(z.string()) }),
  z.object({ encoding: z.literal('deflate-base64'), data: z.string() }),
]);

const cell = z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable();

const projectFile = z.object({
  format: z.literal(PROJECT_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  name: z.string(),
  map: z.object({
    width: z.number().int().min(1).max(MAX_MAP_SIDE),
    height: z.number().int().min(1).max(MAX_MAP_SIDE),
    palette: z.array(terrainType).min(1).max(256),
    terrain: layer,
    heights: z.object({ encoding: z.literal('deflate-base64'), data: z.string() }).nullable(),
  }),
  start: cell,
  goal: cell,
});

export type ProjectFile = z.infer<typeof projectFile>;

/** Reads a project file's text; throws ProjectFormatError with a sentence for the user. */
export function parseProject(text: string): Project {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ProjectFormatError(`This file is not valid JSON (${(err as Error).message}); it may be damaged or not an A* Studio project.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== PROJECT_FORMAT) throw new ProjectFormatError('This file is not an A* Studio project (its "format" field is missing or different).');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > PROJECT_FORMAT_VERSION)
    throw new ProjectFormatError(`This project was saved by a newer A* Studio (format ${version}); update A* Studio to open it.`);
  const parsed = projectFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'custom') throw new ProjectFormatError(`This project cannot be opened: ${issue.message}`);
    throw new ProjectFormatError(`This project file is damaged: ${issue?.path.join('.') || 'file'}: ${issue?.message}.`);
  }
  return fromFile(parsed.data);
}

function fromFile(file: ProjectFile): Project {
  const { width, height } = file.map;
  assertMapSize(width, height);
  const palette = file.map.palette.map((t) => ({ ...t, color: parseInt(t.color.slice(1), 16) }));
  const terrain = decodeTerrain(file.map.terrain, width, height);
  for (let i = 0; i < terrain.length; i++)
    if (terrain[i]! >= palette.length) throw new ProjectFormatError(`Cell ${i % width},${Math.floor(i / width)} uses terrain ${terrain[i]}, but the palette has only ${palette.length} types.`);
  let heights: Int16Array | null = null;
  if (file.map.heights) {
    const bytes = inflate(file.map.heights.data, width * height * 2, 'heights');
    heights = new Int16Array(bytes.buffer, bytes.byteOffset, width * height).slice();
  }
  const toIndex = (c: [number, number] | null, what: string) => {
    if (!c) return -1;
    if (c[0] >= width || c[1] >= height) throw new ProjectFormatError(`The ${what} ${c[0]},${c[1]} lies outside the ${width}×${height} map.`);
    return c[1] * width + c[0];
  };
  return { name: file.name, grid: { width, height, terrain, heights, palette }, start: toIndex(file.start, 'start'), goal: toIndex(file.goal, 'goal') };
}

function decodeTerrain(l: ProjectFile['map']['terrain'], width: number, height: number): Uint8Array {
  if (l.encoding === 'deflate-base64') return inflate(l.data, width * height, 'terrain');
  if (l.rows.length !== height) throw new ProjectFormatError(`The terrain has ${l.rows.length} rows; the map is ${height} high.`);
  const terrain = new Uint8Array(width * height);
  l.rows.forEach((row, y) => {
    if (row.length !== width) throw new ProjectFormatError(`Terrain row ${y + 1} has ${row.length} cells; the map is ${width} wide.`);
    for (let x = 0; x < width; x++) {
      const t = l.legend.indexOf(row[x]!);
      if (t < 0) throw new ProjectFormatError(`Terrain row ${y + 1}, column ${x + 1}: '${row[x]}' is not in the legend "${l.legend}".`);
      terrain[y * width + x] = t;
    }
  });
  return terrain;
}

function inflate(base64: string, expected: number, what: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = inflateSync(base64ToBytes(base64));
  } catch {
    throw new ProjectFormatError(`The ${what} layer is damaged and cannot be decompressed.`);
  }
  if (bytes.length !== expected) throw new ProjectFormatError(`The ${what} layer holds ${bytes.length} bytes; the map needs ${expected}.`);
  return bytes;
}

/** Writes a project as file text (terrain deflated). */
export function serializeProject(project: Project, appVersion: string): string {
  const { grid } = project;
  const at = (i: number): [number, number] | null => (i < 0 ? null : [i % grid.width, Math.floor(i / grid.width)]);
  const file: ProjectFile = {
    format: PROJECT_FORMAT,
    formatVersion: PROJECT_FORMAT_VERSION,
    appVersion,
    name: project.name,
    map: {
      width: grid.width,
      height: grid.height,
      palette: grid.palette.map((t) => ({ ...t, color: `#${t.color.toString(16).padStart(6, '0')}` })),
      terrain: { encoding: 'deflate-base64', data: bytesToBase64(deflateSync(grid.terrain, { level: 6 })) },
      heights: grid.heights
        ? { encoding: 'deflate-base64', data: bytesToBase64(deflateSync(new Uint8Array(grid.heights.buffer, grid.heights.byteOffset, grid.heights.byteLength))) }
        : null,
    },
    start: at(project.start),
    goal: at(project.goal),
  };
  return JSON.stringify(file);
}

// fflate's string helpers handle binary strings ('latin1'); btoa/atob exist in browsers and Node.
declare function btoa(s: string): string;
declare function atob(s: string): string;

function bytesToBase64(bytes: Uint8Array): string {
  return btoa(strFromU8(bytes, true));
}

function base64ToBytes(base64: string): Uint8Array {
  return strToU8(atob(base64), true);
}
