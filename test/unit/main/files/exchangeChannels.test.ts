// Main's import, export and clipboard handlers with fake dialogs and a real disk: an import reads
// the file the user chose (its bytes and name), refuses one too big with a sentence, an export
// writes the page's bytes where the user chose (the kind's ending added to a bare name), the next
// dialog starts in the folder used last, a cancelled dialog does nothing, and every argument is
// checked before a dialog shows.
import { mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exchangeChannels, type ExchangeDialogs } from '../../../../src/main/files/exchangeChannels';
import { InvalidArgumentError } from '../../../../src/main/files/ipcArguments';
import { MAX_IMPORT_BYTES, type ExchangeKindName } from '../../../../src/shared/ipc/exchangeFiles';

let root: string;
let documents: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'astar-exchange-'));
  documents = join(root, 'Documents');
  await mkdir(documents);
});
afterEach(async () => rm(root, { recursive: true, force: true }));

/** Dialogs that answer what the test says and record what they were asked. */
class FakeDialogs implements ExchangeDialogs<'window'> {
  importAnswer: string | null = null;
  exportAnswer: string | null = null;
  readonly shown: string[] = [];
  async chooseFileToImport(_w: 'window', kind: ExchangeKindName, folder: string) {
    this.shown.push(`import ${kind} in ${folder}`);
    return this.importAnswer;
  }
  async chooseExportTarget(_w: 'window', kind: ExchangeKindName, suggestedPath: string) {
    this.shown.push(`export ${kind} as ${suggestedPath}`);
    return this.exportAnswer;
  }
}

function channels() {
  const dialogs = new FakeDialogs();
  const clipboard: string[] = [];
  const handlers = exchangeChannels<'window'>({ dialogs, documentsFolder: documents, writeClipboard: (t) => void clipboard.push(t) });
  return { handlers, dialogs, clipboard };
}

describe('File › Import in main', () => {
  it('reads the chosen file as bytes with its name, and the next dialog starts in its folder', async () => {
    const { handlers, dialogs } = channels();
    const levels = join(root, 'levels');
    await mkdir(levels);
    await writeFile(join(levels, 'arena.map'), 'type octile\nheight 1\nwidth 2\nmap\n.@\n');
    dialogs.importAnswer = join(levels, 'arena.map');
    const imported = await handlers['import:choose-file']('window', ['movingai']);
    expect(imported?.name).toBe('arena.map');
    expect(new TextDecoder().decode(imported!.bytes)).toBe('type octile\nheight 1\nwidth 2\nmap\n.@\n');
    dialogs.importAnswer = null;
    expect(await handlers['import:choose-file']('window', ['png'])).toBeNull();
    expect(dialogs.shown).toEqual([`import movingai in ${documents}`, `import png in ${levels}`]);
  });

  it('refuses a file larger than any importer reads, a folder and a file that is gone, each with a sentence', async () => {
    const { handlers, dialogs } = channels();
    const huge = join(root, 'huge.png');
    await writeFile(huge, '');
    await truncate(huge, MAX_IMPORT_BYTES + 1); // sparse: no disk space used
    dialogs.importAnswer = huge;
    await expect(handlers['import:choose-file']('window', ['png'])).rejects.toThrow('"huge.png" is 256 MiB, more than A* Studio imports (at most 256 MiB); choose a smaller file.');
    dialogs.importAnswer = documents;
    await expect(handlers['import:choose-file']('window', ['png'])).rejects.toThrow(/is a folder/);
    dialogs.importAnswer = join(root, 'gone.png');
    await expect(handlers['import:choose-file']('window', ['png'])).rejects.toThrow(/"gone.png" was not found/);
  });

  it('refuses a kind it does not know before any dialog shows', async () => {
    const { handlers, dialogs } = channels();
    await expect(async () => handlers['import:choose-file']('window', ['exe'])).rejects.toThrow(InvalidArgumentError);
    await expect(async () => handlers['import:choose-file']('window', [])).rejects.toThrow(/takes 1 argument/);
    await expect(async () => handlers['import:choose-file']('window', ['toString'])).rejects.toThrow(/needs a kind of file/);
    expect(dialogs.shown).toEqual([]);
  });
});

describe('File › Export in main', () => {
  it('writes the bytes where the user chose, suggesting the name with the kind\'s ending', async () => {
    const { handlers, dialogs } = channels();
    dialogs.exportAnswer = join(documents, 'arena picture');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const written = await handlers['export:save-file']('window', ['arena', 'png', bytes]);
    expect(written).toBe(join(documents, 'arena picture.png'));
    expect(new Uint8Array(await readFile(written!))).toEqual(bytes);
    expect(dialogs.shown).toEqual([`export png as ${join(documents, 'arena.png')}`]);
  });

  it('keeps a typed ending, starts the next dialog where the last export went, and writes nothing when cancelled', async () => {
    const { handlers, dialogs } = channels();
    const out = join(root, 'out');
    await mkdir(out);
    dialogs.exportAnswer = join(out, 'route.json');
    await handlers['export:save-file']('window', ['route.tmj', 'tiled', new TextEncoder().encode('{}')]);
    expect(await readFile(join(out, 'route.json'), 'utf8')).toBe('{}');
    dialogs.exportAnswer = null;
    expect(await handlers['export:save-file']('window', ['../../etc/path.csv', 'path-csv', new Uint8Array(1)])).toBeNull();
    expect(dialogs.shown).toEqual([`export tiled as ${join(documents, 'route.tmj')}`, `export path-csv as ${join(out, 'path.csv')}`]);
    expect(await readdir(out)).toEqual(['route.json']);
  });

  it('refuses bytes that are not bytes and unknown kinds, before a dialog shows', async () => {
    const { handlers, dialogs } = channels();
    await expect(async () => handlers['export:save-file']('window', ['a.png', 'png', 'text'])).rejects.toThrow(/needs the file's bytes as a Uint8Array/);
    await expect(async () => handlers['export:save-file']('window', ['a.png', 'gif', new Uint8Array(1)])).rejects.toThrow(/needs a kind of file/);
    await expect(async () => handlers['export:save-file']('window', [42, 'png', new Uint8Array(1)])).rejects.toThrow(/suggested file name/);
    expect(dialogs.shown).toEqual([]);
  });
});

describe('Copy path in main', () => {
  it('puts the text on the clipboard, and refuses anything but text', () => {
    const { handlers, clipboard } = channels();
    handlers['clipboard:write-text']('window', ['{"cells":[]}']);
    expect(clipboard).toEqual(['{"cells":[]}']);
    expect(() => handlers['clipboard:write-text']('window', [{}])).toThrow(/needs the text as a string/);
    expect(clipboard).toHaveLength(1);
  });
});
