// File › Import › MovingAI map…, Image… and Tiled map… as the user meets them: unsaved changes are
// asked about before any dialog (Cancel stops there), the chosen file becomes the document (named
// after the file, no file of its own, clean, the search settings fitted to its cells), an image or
// Tiled map waits in its dialog for the user's mapping, a damaged file is refused with its sentence
// and the document stays, and edits made while a dialog was open are asked about again.
import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { fillArea } from '../../../../src/shared/edit/fill';
import { gridToTiled } from '../../../../src/shared/formats/tiled';
import { createGrid } from '../../../../src/shared/grid/grid';
import { defaultPalette } from '../../../../src/shared/grid/terrain';
import { chosen, exchangeStudio } from './exchangeSetup';

const ARENA = 'type octile\nheight 3\nwidth 5\nmap\n.....\n.@@T.\n.....\n';

describe('importing a MovingAI map', () => {
  it('asks about unsaved changes first: Cancel keeps the map and shows no file dialog', async () => {
    const { studio, exchange, disk, asked } = exchangeStudio(createGrid(8, 8));
    fillArea(studio.doc.history, 0, 0, 2);
    await exchange.imports.mapFile('movingai');
    expect(asked).toEqual(['Test map']);
    expect(disk.log).not.toContain('import-dialog movingai');
    expect(studio.doc.width).toBe(8);
  });

  it("Don't Save goes on: the file becomes the document, named after it, clean, without a file", async () => {
    const { studio, exchange, disk, answers } = exchangeStudio(createGrid(8, 8));
    fillArea(studio.doc.history, 0, 0, 2);
    answers.push('discard');
    disk.importAnswers.push(chosen('arena.map', ARENA));
    await exchange.imports.mapFile('movingai');
    expect([studio.doc.width, studio.doc.height]).toEqual([5, 3]);
    expect(Array.from(studio.doc.grid.terrain)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 2, 0, 0, 0, 0, 0, 0]);
    expect(studio.doc.name).toBe('arena');
    expect(studio.file.ref).toBeNull();
    expect(studio.file.dirty).toBe(false);
    expect(studio.notices.at(-1)?.text).toBe('Imported "arena.map" as a 5×3 map; File › Save As… keeps it as a project.');
  });

  it('refuses a damaged file with its sentence and keeps the document', async () => {
    const { studio, exchange, disk, notices } = exchangeStudio(createGrid(8, 8));
    disk.importAnswers.push(chosen('bad.map', 'type octile\nheight 2\nwidth 2\nmap\n..\n.\n'));
    await exchange.imports.mapFile('movingai');
    expect(notices('error')).toEqual(['"bad.map" could not be imported. Line 6, column 2: the row has 1 cells but the header says 2. Complete the row or fix "width".']);
    expect(studio.doc.width).toBe(8);
  });

  it('a cancelled file dialog does nothing', async () => {
    const { studio, exchange, notices } = exchangeStudio(createGrid(8, 8));
    await exchange.imports.mapFile('movingai');
    expect(notices('error')).toEqual([]);
    expect(studio.doc.width).toBe(8);
  });
});

describe('importing an image', () => {
  const palette = defaultPalette();
  const png = () => {
    const rgba = new Uint8Array(4 * 2 * 4);
    const colours = [palette[0]!.color, palette[0]!.color, 0xff0000, palette[6]!.color, palette[0]!.color, 0xff0000, palette[6]!.color, palette[0]!.color];
    colours.forEach((c, i) => rgba.set([c >> 16, (c >> 8) & 255, c & 255, 255], i * 4));
    return encode({ width: 4, height: 2, data: rgba, channels: 4, depth: 8 });
  };

  it('opens the dialog with the colours, makes the map through the chosen mapping, and closes it', async () => {
    const { studio, exchange, disk } = exchangeStudio(createGrid(8, 8));
    disk.importAnswers.push(chosen('level.png', png()));
    await exchange.imports.image();
    const dialog = exchange.imports.dialog;
    expect(dialog?.kind).toBe('image');
    if (dialog?.kind !== 'image') return;
    expect(dialog.image.colours.map((c) => c.rgb)).toEqual([palette[0]!.color, palette[6]!.color, 0xff0000]); // most used first, ties by colour
    expect(exchange.modal).toBe(true);
    const mapping = new Map(dialog.image.suggested);
    mapping.set(0xff0000, 4);
    await exchange.imports.makeImageMap([...mapping]);
    expect(exchange.imports.dialog).toBeNull();
    expect(Array.from(studio.doc.grid.terrain)).toEqual([0, 0, 4, 6, 0, 4, 6, 0]);
    expect(studio.doc.name).toBe('level');
  });

  it('edits made while the dialog was open (a native menu still works) are asked about again', async () => {
    const { studio, exchange, disk, asked } = exchangeStudio(createGrid(8, 8));
    disk.importAnswers.push(chosen('level.png', png()));
    await exchange.imports.image();
    fillArea(studio.doc.history, 0, 0, 3);
    const dialog = exchange.imports.dialog;
    if (dialog?.kind !== 'image') throw new Error('no dialog');
    await exchange.imports.makeImageMap(dialog.image.suggested);
    expect(asked).toEqual(['Test map']);
    expect(studio.doc.width).toBe(8); // Cancel: the edited map stays
  });

  it('Cancel closes the dialog and the map stays', async () => {
    const { studio, exchange, disk } = exchangeStudio(createGrid(8, 8));
    disk.importAnswers.push(chosen('level.png', png()));
    await exchange.imports.image();
    exchange.imports.close();
    expect(exchange.imports.dialog).toBeNull();
    expect(exchange.modal).toBe(false);
    expect(studio.doc.width).toBe(8);
  });
});

describe('importing a Tiled map', () => {
  it('a hex map written by A* Studio comes back as the same hex map', async () => {
    const grid = createGrid(6, 4);
    grid.terrain.set([1, 2, 3, 4, 5, 6], 6);
    const text = gridToTiled(grid, 'hexes', { topology: 'hex' });
    const { studio, exchange, disk } = exchangeStudio(createGrid(8, 8));
    disk.importAnswers.push(chosen('hexes.tmj', text));
    await exchange.imports.tiled();
    const dialog = exchange.imports.dialog;
    if (dialog?.kind !== 'tiled') throw new Error('no Tiled dialog');
    expect(dialog.tiled.hex).toBe(true);
    expect(dialog.tiled.layers.map((l) => [l.name, l.fromStudio])).toEqual([['hexes', true]]);
    await exchange.imports.makeTiledMap(0, dialog.tiled.layers[0]!.suggested);
    expect(studio.doc.topology).toBe('hex');
    expect(studio.runs.options.topology).toBe('hex');
    expect(Array.from(studio.doc.grid.terrain)).toEqual(Array.from(grid.terrain));
  });
});
