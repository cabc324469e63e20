// The dirty mark as the user sees it in the title: any change a project file would record makes
// the document dirty (cells, start and goal, search settings, setups, notes), a save of the state
// it was in makes it clean, and a change made while the save was under way still counts.
import { describe, expect, it } from 'vitest';
import { fillArea } from '../../../../src/shared/edit/fill';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { windowTitle, suggestedFileName } from '../../../../src/renderer/files/documentNames';
import { applySetup, saveSetup } from '../../../../src/renderer/state/setups.svelte';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import { fakeHost } from '../fakeHost';

const freshStudio = () => new Studio(fakeHost().host, createProject(createGrid(16, 12), 'Test map'));
const saved = (studio: Studio) => studio.file.savedAs({ path: '/maps/test.astar', name: 'test.astar' }, studio.file.stamp());

describe('the dirty mark', () => {
  it('is off for a document just opened, and the title names the map', () => {
    const studio = freshStudio();
    expect(studio.file.dirty).toBe(false);
    expect(studio.file.title).toBe('Test map — A* Studio');
  });

  it('comes on for every change a file records', () => {
    const changes: [string, (s: Studio) => void][] = [
      ['painting', (s) => fillArea(s.doc.history, 0, 0, 2)],
      ['moving the start', (s) => (s.doc.start = 5)],
      ['moving the goal', (s) => (s.doc.goal = 7)],
      ['a search setting', (s) => (s.runs.options.algorithm = 'dijkstra')],
      ['a height cost', (s) => (s.runs.options.heightCosting = { uphill: 2, downhill: 0 })],
      ['the notes', (s) => (s.notes = 'try the bridge')],
      ['a saved setup', (s) => saveSetup(s, 'Mine')],
    ];
    for (const [what, change] of changes) {
      const studio = freshStudio();
      saved(studio);
      change(studio);
      expect(studio.file.dirty, what).toBe(true);
      expect(studio.file.title, what).toBe('● test.astar — A* Studio');
    }
  });

  it('goes when the document is saved in the state it is in', () => {
    const studio = freshStudio();
    studio.notes = 'draft';
    expect(studio.file.dirty).toBe(true);
    saved(studio);
    expect(studio.file.dirty).toBe(false);
    expect(studio.file.name).toBe('test.astar');
  });

  it('stays on for a change made while a save was under way', () => {
    const studio = freshStudio();
    fillArea(studio.doc.history, 0, 0, 2);
    const atSaveStart = studio.file.stamp();
    fillArea(studio.doc.history, 0, 0, 3); // painted while the file was being written
    studio.file.savedAs({ path: '/maps/test.astar', name: 'test.astar' }, atSaveStart);
    expect(studio.file.dirty).toBe(true);
  });

  it('settings put back as they were are not a change', () => {
    const studio = freshStudio();
    studio.runs.options.heuristic = 'manhattan';
    expect(studio.file.dirty).toBe(true);
    studio.runs.options.heuristic = 'octile';
    expect(studio.file.dirty).toBe(false);
  });

  it('is on for a restored backup until it is saved', () => {
    const studio = freshStudio();
    studio.load(createProject(createGrid(8, 8), 'Recovered'), { path: '/maps/r.astar', name: 'r.astar' }, true);
    expect(studio.file.dirty).toBe(true);
    expect(studio.file.title).toBe('● r.astar — A* Studio');
  });

  it('loads the project\'s settings, setups and notes, and applying a setup keeps the trace choice', () => {
    const project = createProject(createGrid(16, 12), 'With setups');
    project.settings = { ...project.settings, algorithm: 'greedy', recordTrace: false };
    project.setups = [{ name: 'Dijkstra', options: { ...project.settings, algorithm: 'dijkstra', recordTrace: false } }];
    project.notes = 'Notes from the file';
    const studio = new Studio(fakeHost().host, project);
    expect(studio.runs.options.algorithm).toBe('greedy');
    // Small maps record the trace (it shows the explored cells) whatever the file says.
    expect(studio.runs.options.recordTrace).toBe(true);
    expect(studio.notes).toBe('Notes from the file');
    expect(studio.file.dirty).toBe(false);
    applySetup(studio, 0);
    expect(studio.runs.options).toMatchObject({ algorithm: 'dijkstra', recordTrace: true });
    expect(studio.file.dirty).toBe(true);
  });
});

describe('document names', () => {
  it('titles mark unsaved changes before the name', () => {
    expect(windowTitle('river.astar', false)).toBe('river.astar — A* Studio');
    expect(windowTitle('river.astar', true)).toBe('● river.astar — A* Studio');
  });

  it('Save As offers the file\'s name, else one made from the map\'s name', () => {
    expect(suggestedFileName('river.astar')).toBe('river.astar');
    expect(suggestedFileName('old.astar.json')).toBe('old.astar.json');
    expect(suggestedFileName('Tutorial: river and bridge')).toBe('tutorial-river-and-bridge.astar');
    expect(suggestedFileName('Île de Ré')).toBe('île-de-ré.astar');
    expect(suggestedFileName('???')).toBe('untitled.astar');
  });
});
