// Saving and opening as the user meets them, over a pretend disk: Save asks where only the first
// time; a failed save says why and leaves the document unsaved; unsaved changes are asked about
// before they would go; a damaged file keeps the map; the desktop's close waits for the answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseProject, serializeProject } from '../../../../src/shared/formats/project';
import { JOURNAL_INTERVAL_MS } from '../../../../src/renderer/files/autosave.svelte';
import { inlineCodec } from '../../../../src/renderer/files/projectCodec';
import { APP_VERSION, filesOnFakeDisk, testProject } from './fileSetup';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('Save', () => {
  it('asks where the first time, writes the project, and the document is clean under the file\'s name', async () => {
    const { files, studio, disk, paint } = filesOnFakeDisk();
    paint(2);
    studio.notes = 'north bridge';
    disk.saveAnswer = '/maps/mine.astar';

    expect(await files.save()).toBe(true);
    expect(disk.log).toEqual(['save-dialog test-map.astar', 'saved /maps/mine.astar']);
    const written = parseProject(disk.files.get('/maps/mine.astar')!);
    expect(Array.from(written.grid.terrain)).toEqual(Array(256).fill(2));
    expect(written.notes).toBe('north bridge');
    expect(studio.file.dirty).toBe(false);
    expect(studio.file.title).toBe('mine.astar — A* Studio');

    paint(3);
    expect(await files.save()).toBe(true);
    expect(disk.log.filter((l) => l.startsWith('save-dialog'))).toHaveLength(1); // the same file, no dialog
    expect(parseProject(disk.files.get('/maps/mine.astar')!).grid.terrain[0]).toBe(3);
  });

  it('a failed save shows the host\'s sentence, keeps the document unsaved and the file as it was', async () => {
    const { files, studio, disk, paint, errors } = filesOnFakeDisk();
    disk.saveAnswer = '/maps/mine.astar';
    await files.save();
    const before = disk.files.get('/maps/mine.astar');
    paint(4);
    disk.saveFailure = '"mine.astar" could not be saved: the disk holding "/maps" is full. Free some space and save again.';

    expect(await files.save()).toBe(false);
    expect(errors()).toEqual([disk.saveFailure]);
    expect(studio.file.dirty).toBe(true);
    expect(disk.files.get('/maps/mine.astar')).toBe(before);
  });

  it('a setting that would not reopen is refused with the format\'s sentence, and nothing is written', async () => {
    const { files, studio, disk, errors } = filesOnFakeDisk();
    disk.saveAnswer = '/maps/mine.astar';
    studio.runs.options.weight = 0.5; // being typed: below the least weight

    expect(await files.save()).toBe(false);
    expect(disk.files.size).toBe(0);
    expect(errors()[0]).toMatch(/^"Test map" was not saved\. The search settings: .*weight/);
    expect(studio.file.dirty).toBe(true);
  });

  it('Save As cancelled writes nothing and changes nothing', async () => {
    const { files, studio, disk, paint } = filesOnFakeDisk();
    paint();
    disk.saveAnswer = null;
    expect(await files.saveAs()).toBe(false);
    expect(disk.files.size).toBe(0);
    expect(studio.file.dirty).toBe(true);
    expect(studio.file.ref).toBeNull();
  });

  it('a save removes the recovery backup once the document is clean', async () => {
    const { files, studio, disk, paint, autosave } = filesOnFakeDisk();
    autosave.start(false);
    paint();
    await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS);
    await autosave.settled();
    expect(disk.backup).not.toBeNull();

    disk.saveAnswer = '/maps/mine.astar';
    await files.save();
    autosave.documentChanged();
    await autosave.settled();
    expect(studio.file.dirty).toBe(false);
    expect(disk.backup).toBeNull();
  });
});

describe('replacing a document with unsaved changes', () => {
  const withFileOnDisk = () => {
    const setup = filesOnFakeDisk();
    const other = testProject('Other map', 8);
    setup.disk.files.set('/maps/other.astar', serializeProject(other, APP_VERSION));
    setup.disk.openAnswer = '/maps/other.astar';
    setup.paint(5);
    return setup;
  };

  it('Cancel keeps the document and opens nothing', async () => {
    const { files, studio, answers, asked, disk } = withFileOnDisk();
    answers.push('cancel');
    await files.open();
    expect(asked).toEqual(['Test map']);
    expect(disk.log).not.toContain('open-dialog');
    expect(studio.doc.width).toBe(16);
    expect(studio.file.dirty).toBe(true);
  });

  it("Don't Save opens the file, clean, under its name", async () => {
    const { files, studio, answers } = withFileOnDisk();
    answers.push('discard');
    await files.open();
    expect(studio.doc.width).toBe(8);
    expect(studio.file.dirty).toBe(false);
    expect(studio.file.title).toBe('other.astar — A* Studio');
  });

  it('Save saves first, then opens; a save that fails opens nothing', async () => {
    const ok = withFileOnDisk();
    ok.answers.push('save');
    ok.disk.saveAnswer = '/maps/first.astar';
    await ok.files.open();
    expect(parseProject(ok.disk.files.get('/maps/first.astar')!).grid.terrain[0]).toBe(5);
    expect(ok.studio.doc.width).toBe(8);

    const failing = withFileOnDisk();
    failing.answers.push('save');
    failing.disk.saveAnswer = '/maps/first.astar';
    failing.disk.saveFailure = '"first.astar" could not be saved: you are not allowed to write in the folder "/maps".';
    await failing.files.open();
    expect(failing.studio.doc.width).toBe(16);
    expect(failing.studio.file.dirty).toBe(true);
  });

  it('a clean document is replaced without asking', async () => {
    const { files, studio, asked, disk } = filesOnFakeDisk();
    disk.files.set('/maps/other.astar', serializeProject(testProject('Other map', 8), APP_VERSION));
    await files.openRecent('/maps/other.astar');
    expect(asked).toEqual([]);
    expect(studio.doc.width).toBe(8);
  });

  it('a damaged file is refused with the format\'s sentence and the map stays', async () => {
    const { files, studio, disk, errors, answers } = withFileOnDisk();
    disk.files.set('/maps/other.astar', '{"format": "astar-studio-project", "formatVersion": 2, "map": ');
    answers.push('discard');
    await files.open();
    expect(errors()).toEqual(['Could not open "other.astar". This file ends in the middle of its JSON, so it was cut short; restore it from a backup.']);
    expect(studio.doc.width).toBe(16);
    expect(studio.file.dirty).toBe(true);
  });

  it('a dropped file that is no project is refused before anything is asked', async () => {
    const { files, asked, errors } = filesOnFakeDisk();
    await files.openDropped(new File(['png'], 'photo.png'));
    expect(asked).toEqual([]);
    expect(errors()).toEqual(['"photo.png" is not an A* Studio project. Drop a file ending in .astar or .astar.json.']);
  });

  it('Close leaves an empty untitled map', async () => {
    const { files, studio, answers } = withFileOnDisk();
    answers.push('discard');
    await files.close();
    expect([studio.doc.width, studio.doc.height, studio.file.name, studio.file.dirty]).toEqual([256, 256, 'Untitled', false]);
  });
});

describe('files the desktop asks to open', () => {
  it('wait for start-up, then the last one opens (a sample as a new map with no file)', async () => {
    const { files, studio, disk } = filesOnFakeDisk();
    disk.files.set('/a.astar', serializeProject(testProject('A', 4), APP_VERSION));
    disk.files.set('/samples/maze.astar', serializeProject(testProject('Maze', 6), APP_VERSION));
    await files.openRequested({ path: '/a.astar' });
    await files.openRequested({ path: '/samples/maze.astar', sample: true });
    expect(studio.doc.width).toBe(16);

    expect(files.finishStartup()).toBe(true);
    await vi.waitFor(() => expect(studio.doc.width).toBe(6));
    expect(studio.file.ref).toBeNull();
    expect(studio.file.name).toBe('Maze');
  });
});

describe("the desktop's close request", () => {
  it("Don't Save removes the backup and lets the window close; Cancel keeps it open", async () => {
    const { files, disk, answers, closesAllowed, autosave, paint } = filesOnFakeDisk();
    autosave.start(false);
    paint();
    await vi.advanceTimersByTimeAsync(JOURNAL_INTERVAL_MS);
    await autosave.settled();
    expect(disk.backup).not.toBeNull();

    answers.push('cancel');
    await files.closeWindow();
    expect(closesAllowed()).toBe(0);

    answers.push('discard');
    await files.closeWindow();
    expect(disk.backup).toBeNull();
    expect(closesAllowed()).toBe(1);
  });

  it('writes the edits not yet backed up before asking, so a kill while the question is open loses nothing', async () => {
    const { files, disk, answers, autosave, paint } = filesOnFakeDisk();
    autosave.start(false);
    paint(3); // no time passes: the next append is not due yet
    answers.push('cancel');
    await files.closeWindow();
    await autosave.settled();
    const backup = (await disk.readBackup())!;
    expect((await inlineCodec.restore(backup)).project.grid.terrain[0]).toBe(3);
  });

  it('Save that fails keeps the window open; a clean document closes without asking', async () => {
    const failing = filesOnFakeDisk();
    failing.paint();
    failing.answers.push('save');
    failing.disk.saveAnswer = '/x.astar';
    failing.disk.saveFailure = '"x.astar" could not be saved: the drive reported an error.';
    await failing.files.closeWindow();
    expect(failing.closesAllowed()).toBe(0);

    const clean = filesOnFakeDisk();
    await clean.files.closeWindow();
    expect(clean.asked).toEqual([]);
    expect(clean.closesAllowed()).toBe(1);
  });
});
