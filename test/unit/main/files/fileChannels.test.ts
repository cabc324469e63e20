// Main's file, backup and window handlers behind a fake ipcMain, the way the page reaches them:
// only our page's main frame in one of our windows is answered, every argument is checked before
// anything happens, and open, save, Save As, the recent list and backups work end to end on disk.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_INDEX_URL } from '../../../../src/main/appProtocol';
import { batchChannels } from '../../../../src/main/batchChannels';
import { exchangeChannels } from '../../../../src/main/files/exchangeChannels';
import { fileChannels, projectFileName } from '../../../../src/main/files/fileChannels';
import { InvalidArgumentError, projectText } from '../../../../src/main/files/ipcArguments';
import { RecentFiles } from '../../../../src/main/files/recentFiles';
import { encodeFrame } from '../../../../src/shared/recovery/journalFrames';
import { encodeRecords } from '../../../../src/shared/recovery/journalRecords';
import { RecoveryStore } from '../../../../src/main/files/recoveryBackups';
import { registerInvokeHandlers, type InvokeEventLike } from '../../../../src/main/invokeHandlers';
import { isTrustedFrame } from '../../../../src/main/trustedFrame';
import { windowChannels } from '../../../../src/main/windowChannels';
import { INVOKE_CHANNELS, type InvokeChannel } from '../../../../src/shared/ipc/contract';

/** A window as the handlers see it, recording what they did to it. */
class FakeWindow {
  readonly titles: [string, boolean][] = [];
  closesAllowed = 0;
  constructor(readonly id: number) {}
  setTitle(title: string, dirty: boolean): void {
    this.titles.push([title, dirty]);
  }
  allowClose(): void {
    this.closesAllowed++;
  }
}

/** Dialogs that answer what the test tells them and record where they started. */
class FakeDialogs {
  openAnswer: string | null = null;
  saveAnswer: string | null = null;
  readonly shown: string[] = [];
  async chooseProjectToOpen(_window: FakeWindow, folder: string): Promise<string | null> {
    this.shown.push(`open in ${folder}`);
    return this.openAnswer;
  }
  async chooseSaveTarget(_window: FakeWindow, suggestedPath: string): Promise<string | null> {
    this.shown.push(`save as ${suggestedPath}`);
    return this.saveAnswer;
  }
}

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

let root = '';
let maps = '';
let documents = '';
let dialogs: FakeDialogs;
let recent: RecentFiles;
let handlers: Map<string, Listener>;
const windows = new Map<object, FakeWindow>();
const page = { url: APP_INDEX_URL, parent: null };
const firstPage = {};
const secondPage = {};

/** Invokes `channel` as our page in the first (or given) window does. */
async function invoke(channel: InvokeChannel, ...args: unknown[]): Promise<unknown> {
  return handlers.get(channel)!({ sender: firstPage, senderFrame: page } as never, ...args);
}

async function invokeFrom(sender: object, channel: InvokeChannel, ...args: unknown[]): Promise<unknown> {
  return handlers.get(channel)!({ sender, senderFrame: page } as never, ...args);
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'astar-channels-'));
  maps = join(root, 'maps');
  documents = join(root, 'Documents');
  await mkdir(maps);
  await mkdir(documents);
  dialogs = new FakeDialogs();
  recent = new RecentFiles(join(root, 'userData'));
  handlers = new Map();
  windows.clear();
  windows.set(firstPage, new FakeWindow(1));
  windows.set(secondPage, new FakeWindow(2));
  registerInvokeHandlers<FakeWindow>(
    { handle: (channel, listener) => handlers.set(channel, listener as Listener) },
    (frame) => isTrustedFrame(frame, null),
    (sender) => windows.get(sender) ?? null,
    {
      'app:get-info': () => ({ appVersion: '1', electronVersion: '', chromeVersion: '', platform: 'linux' }),
      ...fileChannels<FakeWindow>({
        recent,
        backups: new RecoveryStore(join(root, 'userData', 'recovery')),
        dialogs,
        documentsFolder: documents,
        isSample: (path) => path.endsWith('sample.astar'),
        warn: () => {},
      }),
      ...windowChannels<FakeWindow>(),
      // Every channel needs a handler; the batch ones are tested in batchChannels.test.ts.
      ...batchChannels<FakeWindow>({ openPool: () => 0, chooseExportTarget: async () => null, documentsFolder: documents }),
      // … and the import and export ones in exchangeChannels.test.ts.
      ...exchangeChannels<FakeWindow>({ dialogs: { chooseFileToImport: async () => null, chooseExportTarget: async () => null }, documentsFolder: documents, writeClipboard: () => {} }),
    },
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('who is answered', () => {
  it('every channel refuses a file:// page, a subframe of our page, a closed frame, and a page in no window of ours', () => {
    const warn = console.warn;
    console.warn = () => {};
    try {
      for (const channel of INVOKE_CHANNELS) {
        const listener = handlers.get(channel)!;
        expect(() => listener({ sender: firstPage, senderFrame: { url: 'file:///tmp/index.html', parent: null } } as never)).toThrow(`Refused ${channel} from an untrusted frame.`);
        expect(() => listener({ sender: firstPage, senderFrame: { url: APP_INDEX_URL, parent: page } } as never)).toThrow(/untrusted frame/);
        expect(() => listener({ sender: firstPage, senderFrame: null } as never)).toThrow(/untrusted frame/);
        expect(() => listener({ sender: {}, senderFrame: page } as never)).toThrow(/untrusted frame/);
      }
    } finally {
      console.warn = warn;
    }
    expect(dialogs.shown).toEqual([]);
  });
});

describe('argument checks (nothing happens on a bad request)', () => {
  const bad: [InvokeChannel, unknown[], RegExp][] = [
    ['file:open-dialog', ['extra'], /takes 0 arguments, not 1/],
    ['file:read', [], /takes 1 argument, not 0/],
    ['file:read', [42], /needs a file path/],
    ['file:read', ['maps/river.astar'], /needs an absolute path/],
    ['file:read', ['/etc/passwd'], /only handles project files/],
    ['file:read', ['/home/ada/.ssh/id_rsa'], /only handles project files/],
    ['file:read', ['/maps/river.astar\0.txt'], /without NUL/],
    ['file:read', ['/maps/river.astar', 'extra'], /takes 1 argument, not 2/],
    ['file:save', [null, 'River'], /takes 3 arguments, not 2/],
    ['file:save', ['/maps/river.astar', 'River', '{}'], /file reference/],
    ['file:save', [{ path: '/home/ada/.bashrc', name: '.bashrc' }, 'River', '{}'], /only handles project files/],
    ['file:save', [{ path: 7, name: 'river.astar' }, 'River', '{}'], /needs a file path/],
    ['file:save', [{ name: 'river.astar' }, 'River', '{}'], /needs a file path/],
    ['file:save', [{ path: null, name: 3 }, 'River', '{}'], /the file name/],
    ['file:save', [null, 42, '{}'], /the suggested file name/],
    ['file:save', [null, 'x'.repeat(2000), '{}'], /at most 1024 characters/],
    ['file:save', [null, 'River', new Uint8Array(4)], /the project text as a string/],
    ['file:recent', [1], /takes 0 arguments/],
    ['backup:write', ['{}'], /takes 4 arguments, not 1/],
    ['backup:write', [{}, null, 1, 0], /the project text as a string/],
    ['backup:write', ['{}', { path: '/etc/shadow', name: 'shadow' }, 1, 0], /only handles project files/],
    ['backup:write', ['{}', null, -1, 0], /the lineage as a whole number/],
    ['backup:write', ['{}', null, 1, 0.5], /the sequence number as a whole number/],
    ['backup:append', [], /takes 1 argument, not 0/],
    ['backup:append', ['frames'], /the journal frames as bytes/],
    ['backup:append', [new Uint8Array([1, 2, 3])], /needs whole journal frames/],
    ['backup:append', [new Uint8Array(0)], /needs whole journal frames: none came/],
    ['backup:read', [true], /takes 0 arguments/],
    ['backup:clear', [true], /takes 0 arguments/],
    ['window:set-title', ['River'], /takes 2 arguments, not 1/],
    ['window:set-title', [42, true], /the title/],
    ['window:set-title', ['River', 'yes'], /true or false/],
    ['window:allow-close', [1], /takes 0 arguments/],
  ];

  it.each(bad)('%s %j is refused', async (channel, args, message) => {
    const error = await rejection(Promise.resolve().then(() => invoke(channel, ...args)));
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error.message).toMatch(message);
    expect(error.message.startsWith(channel)).toBe(true);
    expect(dialogs.shown).toEqual([]);
    expect(windows.get(firstPage)).toMatchObject({ titles: [], closesAllowed: 0 });
    expect(await readdir(root)).toEqual(['Documents', 'maps']); // no recent list, no backup written
  });

  it('a project text over the limit is refused, counted in UTF-8 bytes', () => {
    expect(projectText('backup:write', 'ab', 2)).toBe('ab');
    expect(() => projectText('backup:write', 'éa', 2)).toThrow('backup:write refuses a project text over 2 bytes.');
  });
});

describe('saving', () => {
  it('Save writes the text to the file atomically and puts it on the recent list', async () => {
    const path = join(maps, 'river.astar');
    await writeFile(path, 'old');
    expect(await invoke('file:save', { path, name: 'river.astar' }, 'River', '{"v":2}')).toEqual({ path, name: 'river.astar' });
    expect(await readFile(path, 'utf8')).toBe('{"v":2}');
    expect(dialogs.shown).toEqual([]);
    expect(await invoke('file:recent')).toEqual([{ path, name: 'river.astar' }]);
  });

  it('Save As asks where, suggesting a clean file name in the documents folder, and adds the extension', async () => {
    dialogs.saveAnswer = join(maps, 'my river');
    expect(await invoke('file:save', null, 'Level 1: River?', '{}')).toEqual({ path: join(maps, 'my river.astar'), name: 'my river.astar' });
    expect(dialogs.shown).toEqual([`save as ${join(documents, 'Level 1 River.astar')}`]);
    expect(await readFile(join(maps, 'my river.astar'), 'utf8')).toBe('{}');
  });

  it('a file never saved (no path) also asks where; the next dialog starts in the folder used last', async () => {
    dialogs.saveAnswer = join(maps, 'first.astar.json');
    await invoke('file:save', { path: null, name: 'first' }, 'first', '{}');
    dialogs.saveAnswer = null;
    expect(await invoke('file:save', null, 'second', '{}')).toBeNull();
    expect(dialogs.shown).toEqual([`save as ${join(documents, 'first.astar')}`, `save as ${join(maps, 'second.astar')}`]);
    expect(await readdir(maps)).toEqual(['first.astar.json']);
  });

  it('a failed save rejects with the sentence and leaves the recent list alone', async () => {
    const folder = join(maps, 'taken.astar');
    await mkdir(folder);
    const error = await rejection(invoke('file:save', { path: folder, name: 'taken.astar' }, 'taken', '{}'));
    expect(error.message).toMatch(/is a folder, not a file\. Use Save As… to choose another name\. Nothing on disk was changed\.$/);
    expect(await invoke('file:recent')).toEqual([]);
  });
});

describe('opening', () => {
  it('Open shows the dialog in the documents folder; cancelling opens nothing', async () => {
    expect(await invoke('file:open-dialog')).toBeNull();
    expect(dialogs.shown).toEqual([`open in ${documents}`]);
  });

  it('Open reads the chosen file and remembers it; the next dialog starts beside it', async () => {
    const path = join(maps, 'maze.astar.json');
    await writeFile(path, '{"maze":true}');
    dialogs.openAnswer = path;
    expect(await invoke('file:open-dialog')).toEqual({ ref: { path, name: 'maze.astar.json' }, text: '{"maze":true}' });
    dialogs.openAnswer = null;
    await invoke('file:open-dialog');
    expect(dialogs.shown).toEqual([`open in ${documents}`, `open in ${maps}`]);
    expect(await invoke('file:recent')).toEqual([{ path, name: 'maze.astar.json' }]);
  });

  it('Open refuses a chosen file that is not a project, in a sentence', async () => {
    dialogs.openAnswer = join(maps, 'notes.txt');
    expect((await rejection(invoke('file:open-dialog'))).message).toBe('"notes.txt" is not an A* Studio project. Choose a file ending in .astar or .astar.json.');
  });

  it('a sample opens but stays off the recent list', async () => {
    const path = join(maps, 'river-sample.astar');
    await writeFile(path, '{"sample":true}');
    expect(await invoke('file:read', path)).toEqual({ ref: { path, name: 'river-sample.astar' }, text: '{"sample":true}' });
    expect(await invoke('file:recent')).toEqual([]);
  });

  it('reading a recent file that has gone says so and drops it from the list', async () => {
    const path = join(maps, 'gone.astar');
    await writeFile(path, '{}');
    await invoke('file:read', path);
    await rm(path);
    const error = await rejection(invoke('file:read', path));
    expect(error.message).toMatch(/^"gone\.astar" was not found in ".*maps": it may have been moved/);
    await writeFile(path, '{}'); // even if it comes back, it left the list when it failed to open
    expect(await invoke('file:recent')).toEqual([]);
  });
});

describe('backups and windows', () => {
  it("keeps each window's backup apart and removes it on clear", async () => {
    const ref = { path: join(maps, 'river.astar'), name: 'river.astar' };
    await invoke('backup:write', '{"first":1}', ref, 7, 0);
    await invokeFrom(secondPage, 'backup:write', '{"second":2}', null, 8, 0);
    const edit = encodeFrame({ lineage: 7, seq: 1, payload: encodeRecords([{ kind: 'markers', start: 3, goal: 4 }]) });
    await invoke('backup:append', edit);
    expect(await invoke('backup:read')).toMatchObject({ text: '{"first":1}', ref, lineage: 7, seq: 0, journal: edit });
    expect(await invokeFrom(secondPage, 'backup:read')).toMatchObject({ text: '{"second":2}', ref: null });
    await invoke('backup:clear');
    expect(await invoke('backup:read')).toBeNull();
    expect(await invokeFrom(secondPage, 'backup:read')).not.toBeNull();
  });

  it('sets the title and mark of the window that asked, and passes on its go-ahead to close', async () => {
    await invoke('window:set-title', 'river.astar — A* Studio', true);
    await invokeFrom(secondPage, 'window:allow-close');
    expect(windows.get(firstPage)).toMatchObject({ titles: [['river.astar — A* Studio', true]], closesAllowed: 0 });
    expect(windows.get(secondPage)).toMatchObject({ titles: [], closesAllowed: 1 });
  });
});

describe('file names for Save As', () => {
  it('drops characters file systems refuse and adds the extension', () => {
    expect(projectFileName('Level 1: River?')).toBe('Level 1 River.astar');
    expect(projectFileName('a/b\\c*<>|"')).toBe('abc.astar');
    expect(projectFileName('  ...  ')).toBe('Untitled.astar');
    expect(projectFileName('maze.astar.json')).toBe('maze.astar.json');
  });
});
