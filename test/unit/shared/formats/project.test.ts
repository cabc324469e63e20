// Project files: a save/load round trip keeps every byte, and each kind of damaged or foreign
// file is refused with a sentence that says what is wrong.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProject, ProjectFormatError, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';

function sampleProject(): Project {
  const grid = createGrid(37, 23, 0);
  for (let i = 0; i < grid.terrain.length; i++) grid.terrain[i] = (i * 7) % grid.palette.length;
  grid.heights = Int16Array.from({ length: 37 * 23 }, (_, i) => (i % 91) - 45);
  return { name: 'Test', grid, start: 5, goal: 37 * 23 - 1 };
}

describe('project files', () => {
  it('round-trip terrain, heights, palette, start and goal exactly', () => {
    const project = sampleProject();
    const loaded = parseProject(serializeProject(project, '0.1.0'));
    expect(loaded.name).toBe('Test');
    expect(loaded.grid.terrain).toEqual(project.grid.terrain);
    expect(loaded.grid.heights).toEqual(project.grid.heights);
    expect(loaded.grid.palette).toEqual(project.grid.palette);
    expect([loaded.start, loaded.goal]).toEqual([5, 37 * 23 - 1]);
  });

  it('opens the bundled sample project', () => {
    const sample = parseProject(readFileSync('resources/samples/river-valley.astar.json', 'utf8'));
    expect(sample.grid.width * sample.grid.height).toBe(sample.grid.terrain.length);
    expect(sample.start).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['not JSON', '{oops', /not valid JSON/],
    ['another format', '{"format":"tiled"}', /not an A\* Studio project/],
    ['a newer format', '{"format":"astar-studio-project","formatVersion":99}', /newer A\* Studio/],
  ])('refuses %s with a clear message', (_what, text, message) => {
    expect(() => parseProject(text)).toThrow(ProjectFormatError);
    expect(() => parseProject(text)).toThrow(message);
  });

  it('names the damaged field, row or cell', () => {
    const file = JSON.parse(serializeProject(sampleProject(), '0.1.0'));
    file.map.width = 5000;
    expect(() => parseProject(JSON.stringify(file))).toThrow(/map\.width/);

    const rows = JSON.parse(serializeProject(sampleProject(), '0.1.0'));
    rows.map = { ...rows.map, width: 3, height: 2, terrain: { encoding: 'rows', legend: '.#', rows: ['..#', '.x.'] }, heights: null };
    rows.start = null;
    rows.goal = null;
    expect(() => parseProject(JSON.stringify(rows))).toThrow(/row 2, column 2: 'x' is not in the legend/);

    const truncated = JSON.parse(serializeProject(sampleProject(), '0.1.0'));
    truncated.map.terrain.data = truncated.map.terrain.data.slice(0, 12);
    expect(() => parseProject(JSON.stringify(truncated))).toThrow(/terrain layer/);
  });

  it('refuses a terrain cost out of bounds with a sentence naming the terrain; heights are int16 by storage', () => {
    for (const cost of [1e-8, 0, 1e305]) {
      const file = JSON.parse(serializeProject(sampleProject(), '0.1.0'));
      file.map.palette[1].cost = cost;
      expect(() => parseProject(JSON.stringify(file))).toThrow(
        `This project cannot be opened: Terrain "Road" costs ${cost}; a cost must be between 0.001 and 1000000 (1 is ordinary ground). Set a cost in that range.`,
      );
    }
    const extremes = sampleProject();
    extremes.grid.heights![0] = -32768;
    extremes.grid.heights![1] = 32767;
    extremes.grid.palette[0]!.cost = 1e-3;
    extremes.grid.palette[1]!.cost = 1e6;
    const loaded = parseProject(serializeProject(extremes, '0.1.0'));
    expect([loaded.grid.heights![0], loaded.grid.heights![1], loaded.grid.palette[0]!.cost, loaded.grid.palette[1]!.cost]).toEqual([-32768, 32767, 1e-3, 1e6]);
  });
});
