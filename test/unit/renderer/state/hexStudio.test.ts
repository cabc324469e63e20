// Hex maps in the studio: New map with Hex makes a hex document searched with hex moves, a square
// map after it goes back to squares, and a saved square setup applied on a hex map keeps hex moves.
import { describe, expect, it } from 'vitest';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { applySetup } from '../../../../src/renderer/state/setups.svelte';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import { fakeHost } from '../fakeHost';

const freshStudio = () => new Studio(fakeHost().host, createProject(createGrid(16, 12), 'Test map'));

describe('hex maps in the studio', () => {
  it('New map with Hex makes a hex document searched with hex moves and the hex heuristic', () => {
    const studio = freshStudio();
    studio.runs.options.algorithm = 'jps';
    studio.newMap(20, 10, 0, 'hex');
    expect(studio.doc.topology).toBe('hex');
    expect(studio.runs.options).toMatchObject({ topology: 'hex', heuristic: 'hex', algorithm: 'astar' });
    studio.newMap(20, 10, 0, 'square');
    expect(studio.doc.topology).toBe('square');
    expect(studio.runs.options).toMatchObject({ topology: 'square8', heuristic: 'octile' });
  });

  it('a square setup applied on a hex map keeps hex moves', () => {
    const studio = freshStudio();
    studio.newMap(20, 10, 0, 'hex');
    studio.setups.push({ name: 'square', options: { ...studio.runs.options, algorithm: 'dijkstra', topology: 'square4', heuristic: 'manhattan' } });
    applySetup(studio, 0);
    expect(studio.runs.options).toMatchObject({ algorithm: 'dijkstra', topology: 'hex', heuristic: 'hex' });
  });

  it('a square project that asks for hex distance opens with octile, and says so', () => {
    const studio = freshStudio();
    const project = createProject(createGrid(16, 12), 'odd');
    project.settings = { ...project.settings, topology: 'square8', heuristic: 'hex' };
    studio.load(project, null);
    expect(studio.runs.options).toMatchObject({ topology: 'square8', heuristic: 'octile' });
    expect(studio.notices.map((n) => n.text)).toContainEqual(expect.stringContaining('Hex distance heuristic, which does not fit'));
  });

  it('a square map keeps its heights shown only when it has heights; the choice does not carry over', () => {
    const studio = freshStudio();
    const hilly = createProject(createGrid(8, 8), 'hills');
    hilly.grid.heights = new Int16Array(64).fill(3);
    studio.load(hilly, null);
    expect(studio.editor.heightView).toBe('shading');
    studio.newMap(8, 8, 0);
    expect(studio.editor.heightView).toBe('off');
  });
});
