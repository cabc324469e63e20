// The last batch run's settings in a project file: saved and opened again unchanged, absent from a
// file that never ran one, and a file with settings out of bounds refused with a sentence (a save
// of such settings too).
import { describe, expect, it } from 'vitest';
import { createProject, parseProject, ProjectFormatError, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';

const withBatch = (batch: Project['batch']): Project => ({ ...createProject(createGrid(8, 6), 'Batch'), batch });

function refusal(text: string): string {
  try {
    parseProject(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ProjectFormatError);
    return (e as Error).message;
  }
  throw new Error('expected the file to be refused');
}

describe('batch settings in a project file', () => {
  it('open again as saved: random pairs with their seed, or a scenario file by name', () => {
    for (const batch of [
      { source: 'random', pairs: 500, seed: 4294967295, scenarioName: null },
      { source: 'scenario', pairs: 100, seed: 1, scenarioName: 'arena.map.scen' },
      { source: 'markers', pairs: 100, seed: 0, scenarioName: null },
    ] as const) {
      const text = serializeProject(withBatch({ ...batch }), 'test');
      expect(JSON.parse(text).batch).toEqual({ source: batch.source, pairs: batch.pairs, seed: batch.seed, scenario: batch.scenarioName });
      expect(parseProject(text).batch).toEqual(batch);
    }
  });

  it('are absent from a project that never ran a batch, and missing fields take the defaults', () => {
    const plain = serializeProject(createProject(createGrid(8, 6), 'Plain'), 'test');
    expect(JSON.parse(plain)).not.toHaveProperty('batch');
    expect(parseProject(plain).batch).toBeUndefined();
    const file = { ...JSON.parse(plain), batch: { source: 'markers' } };
    expect(parseProject(JSON.stringify(file)).batch).toEqual({ source: 'markers', pairs: 100, seed: 1, scenarioName: null });
  });

  it('out of bounds are refused with a sentence, on opening and on saving', () => {
    const plain = JSON.parse(serializeProject(createProject(createGrid(8, 6), 'Plain'), 'test'));
    expect(refusal(JSON.stringify({ ...plain, batch: { source: 'random', pairs: 0 } }))).toBe(
      "The batch settings' pairs must be a whole number from 1 to 100000; this file says 0.",
    );
    expect(refusal(JSON.stringify({ ...plain, batch: { source: 'everywhere' } }))).toMatch(/^The batch settings' source must be "random", "markers" or "scenario"/);
    expect(() => serializeProject(withBatch({ source: 'random', pairs: 1.5, seed: 1, scenarioName: null }), 'test')).toThrow(
      'The batch settings: type a number of pairs from 1 to 100,000. Then save.',
    );
  });
});
