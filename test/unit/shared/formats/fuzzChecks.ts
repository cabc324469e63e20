// What every fuzzed file must end as: a usable map (or path, or scenario) or an ImportError whose
// message is a sentence, escaped and with nothing of the program's own wording in it; and what no
// decompression may exceed.
import { expect } from 'vitest';
import { INFLATE_SLICE } from '../../../../src/shared/formats/boundedInflate';
import { ImportError } from '../../../../src/shared/formats/importError';
import { createGrid, MAX_MAP_SIDE, type Grid } from '../../../../src/shared/grid/grid';
import { int, seeded } from './mutations';

/** Most one step of decompression can produce past the declared size: a slice at deflate's ~1032:1. */
export const SLICE_OUTPUT = INFLATE_SLICE * 1032 + 258;
/** Wording a person must never see. */
export const RAW_WORDING = /\bundefined\b|\[object |NaN|Unexpected token|is not a function|Cannot read prop/;
/** Characters a terminal would act on, or that hide or reorder text. */
export const RAW_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069]/;

/** Passes an ImportError whose message is a sentence; throws anything else on, so the test fails with it. */
export function expectSentence(e: unknown): void {
  if (!(e instanceof ImportError)) throw e;
  expect(e.message).toMatch(/^(This|Line \d+, column \d+:) .+[.!]$/s);
  expect(e.message).not.toMatch(RAW_WORDING);
  expect(e.message, JSON.stringify(e.message)).not.toMatch(RAW_CHARACTERS);
}

/** A grid the engine can take: a size within bounds, every cell a terrain of the palette. */
export function expectUsableGrid(g: Grid): void {
  expect(g.width >= 1 && g.width <= MAX_MAP_SIDE && g.height >= 1 && g.height <= MAX_MAP_SIDE).toBe(true);
  expect(g.terrain.length).toBe(g.width * g.height);
  expect(g.terrain.every((t) => t < g.palette.length)).toBe(true);
}

/** A w×h map of the default palette's terrain, seeded. */
export function sampleGrid(w: number, h: number, seed: number): Grid {
  const rand = seeded(seed);
  const g = createGrid(w, h);
  for (let i = 0; i < g.terrain.length; i++) g.terrain[i] = int(rand, g.palette.length);
  return g;
}
