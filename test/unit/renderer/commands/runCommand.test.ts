// Every command of the table and every tool reaches a handler, and the handlers do what the
// command says, on a studio wired as the app wires it (files over a pretend disk, import/export,
// a search worker answering on the page, the tool controller); only the camera is a recording
// stand-in, the map view being Pixi's.
import { describe, expect, it, vi } from 'vitest';
import { fillArea } from '../../../../src/shared/edit/fill';
import { createGrid } from '../../../../src/shared/grid/grid';
import { APP_COMMANDS, splitCommand, type CommandId } from '../../../../src/renderer/commands/appCommands';
import type { CommandTarget, DialogId } from '../../../../src/renderer/commands/commandTarget';
import { HANDLERS, runCommand } from '../../../../src/renderer/commands/runCommand';
import { Autosave } from '../../../../src/renderer/files/autosave.svelte';
import { FileCommands } from '../../../../src/renderer/files/fileCommands.svelte';
import { inlineCodec } from '../../../../src/renderer/files/projectCodec';
import { ToolController } from '../../../../src/renderer/tools/toolController';
import { exchangeStudio } from '../importExport/exchangeSetup';

function appWindow() {
  const { studio, exchange, disk, notices } = exchangeStudio(createGrid(16, 12));
  const tools = new ToolController(studio.doc, studio.editor, () => {}, (task) => task(), 0);
  const autosave = new Autosave(studio, inlineCodec, '1.0.0');
  const files = new FileCommands({ studio, codec: inlineCodec, autosave, appVersion: '1.0.0', askUnsaved: async () => 'cancel', settle: () => tools.settle() });
  const camera = { zooms: [] as number[], fits: 0, zoomCentre: (f: number) => void camera.zooms.push(f), fit: () => void camera.fits++ };
  const dialogs: DialogId[] = [];
  const target: CommandTarget = { studio, files, exchange, camera: () => camera, tools: () => tools, openDialog: (d) => void dialogs.push(d) };
  const run = (...commands: CommandId[]) => commands.forEach((c) => runCommand(target, c));
  return { studio, disk, notices, camera, dialogs, run };
}

describe('running commands', () => {
  it('finds a handler for every command of the table and every tool, and none for a command that is not there', () => {
    const families = new Set(APP_COMMANDS.map((c) => splitCommand(c.id)[0]));
    expect(Object.keys(HANDLERS).sort()).toEqual([...families].sort());
  });

  it('selects a tool by its command, and picks the palette\'s terrains by number while there are that many', () => {
    const { studio, run } = appWindow();
    run('tool:fill');
    expect(studio.editor.tool).toBe('fill');
    run('terrain:2');
    expect(studio.editor.terrain).toBe(2);
    run('terrain:8'); // the default palette has 7 terrains
    expect(studio.editor.terrain).toBe(2);
  });

  it('undoes and redoes, and says so when there is nothing to undo', () => {
    const { studio, notices, run } = appWindow();
    run('undo');
    expect(notices('info')).toContain('Nothing to undo.');
    fillArea(studio.doc.history, 0, 0, 3);
    run('undo');
    expect(studio.doc.grid.terrain[0]).toBe(0);
    run('redo');
    expect(studio.doc.grid.terrain[0]).toBe(3);
  });

  it('swaps the start and the goal, or says to place both first', () => {
    const { studio, notices, run } = appWindow();
    run('swap-markers');
    expect(notices('info')).toContain('Place both the start and the goal first (S and G, or right-click a cell), then swap them.');
    studio.doc.start = 3;
    studio.doc.goal = 40;
    run('swap-markers');
    expect([studio.doc.start, studio.doc.goal]).toEqual([40, 3]);
  });

  it('zooms and fits the camera, flips the view switches and cycles the heights', () => {
    const { studio, camera, run } = appWindow();
    run('zoom-in', 'zoom-out', 'zoom-fit');
    expect(camera).toMatchObject({ zooms: [1.25, 0.8], fits: 1 });
    const { showGrid, showMinimap } = studio.editor;
    run('toggle-grid', 'toggle-minimap', 'toggle-heights');
    expect(studio.editor).toMatchObject({ showGrid: !showGrid, showMinimap: !showMinimap, heightView: 'shading' });
    run('toggle-heights', 'toggle-heights');
    expect(studio.editor.heightView).toBe('off');
  });

  it('sizes and shapes the brush within its bounds', () => {
    const { studio, run } = appWindow();
    run('brush-smaller');
    expect(studio.editor.brushSize).toBe(1);
    run('brush-larger', 'brush-larger', 'toggle-brush-shape', 'toggle-shape-fill');
    expect(studio.editor).toMatchObject({ brushSize: 3, brushShape: 'round', shapeFilled: false });
  });

  it('opens the shortcut list and the resize dialog', () => {
    const { dialogs, run } = appWindow();
    run('show-shortcuts', 'resize-map');
    expect(dialogs).toEqual(['shortcuts', 'resize-map']);
  });

  it('saves through the file commands, and runs the search through the worker', async () => {
    const { studio, disk, run } = appWindow();
    disk.saveAnswer = '/maps/river.astar';
    run('save-project');
    await vi.waitFor(() => expect(disk.files.has('/maps/river.astar')).toBe(true));
    studio.doc.start = 0;
    studio.doc.goal = 16 * 12 - 1;
    run('run-search');
    await vi.waitFor(() => expect(studio.runs.result?.status).toBe('found'));
  });

  it('says what to do when asked to export a path before any search', () => {
    const { notices, run } = appWindow();
    run('export-path-csv');
    expect(notices('error')).toEqual(['There is no path to export yet: run the search first (F9).']);
  });

  it('opens and closes the compare view', () => {
    const { studio, run } = appWindow();
    run('toggle-compare');
    expect(studio.compare.active).toBe(true);
    run('toggle-compare');
    expect(studio.compare.active).toBe(false);
  });

  it('answers a command it does not know with a sentence', () => {
    const { notices, run } = appWindow();
    run('print-map' as CommandId);
    expect(notices('info')).toContain('“print-map” is not available yet.');
  });
});
