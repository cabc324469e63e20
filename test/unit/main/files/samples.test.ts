// Help › Samples lists whatever project files the samples folder holds, with readable labels.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleLabel } from '../../../../src/shared/formats/project';
import { listSamples } from '../../../../src/main/files/samples';

describe('samples', () => {
  it('lists the project files of the folder by label, and nothing else', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'astar-samples-'));
    try {
      for (const name of ['river-valley.astar.json', 'maze.astar', 'README.md', 'big_open_field.astar', 'notes.json']) await writeFile(join(folder, name), '{}');
      expect(await listSamples(folder)).toEqual([
        { path: join(folder, 'big_open_field.astar'), label: 'Big Open Field' },
        { path: join(folder, 'maze.astar'), label: 'Maze' },
        { path: join(folder, 'river-valley.astar.json'), label: 'River Valley' },
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('has none when the folder is missing (a build without samples)', async () => {
    expect(await listSamples(join(tmpdir(), 'astar-no-such-folder'))).toEqual([]);
  });

  it('labels files by their words', () => {
    expect(sampleLabel('weighted-outdoor-heights.ASTAR')).toBe('Weighted Outdoor Heights');
  });
});
