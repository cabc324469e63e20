// A document window on a stand-in for Electron: closing or quitting with unsaved changes asks the
// page and waits for its go-ahead, a crashed page is reloaded (and after repeated crashes the user
// is asked), and a page that hangs while a close waits can be closed anyway.
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  quits: 0,
  messageBoxes: [] as { message: string; buttons: string[] }[],
  answer: 0,
}));

vi.mock('electron', () => ({
  app: { quit: () => electron.quits++, getName: () => 'A* Studio' },
  ipcMain: { handle: () => {} },
  dialog: {
    showMessageBox: async (_window: unknown, options: { message: string; buttons: string[] }) => {
      electron.messageBoxes.push(options);
      return { response: electron.answer };
    },
  },
}));

const { DocumentWindow } = await import('../../../src/main/documentWindow');

class FakeContents extends EventEmitter {
  readonly sent: [string, unknown][] = [];
  reloads = 0;
  crashed = false;
  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }
  isDestroyed(): boolean {
    return false;
  }
  isCrashed(): boolean {
    return this.crashed;
  }
  reload(): void {
    this.reloads++;
    this.emit('did-start-loading');
  }
  /** The page finished loading. */
  load(): void {
    this.emit('did-start-loading');
    this.emit('did-finish-load');
  }
  crash(reason: string): void {
    this.crashed = true;
    this.emit('render-process-gone', {}, { reason });
  }
}

class FakeWindow extends EventEmitter {
  readonly id = 7;
  readonly webContents = new FakeContents();
  title = '';
  closed = false;
  isDestroyed(): boolean {
    return this.closed;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  setDocumentEdited(): void {}
  /** The user (or the app) closes the window; returns whether it did close. */
  close(): boolean {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (!prevented) this.closed = true;
    return !prevented;
  }
}

let win: FakeWindow;
let quit: { requested: boolean };
let doc: InstanceType<typeof DocumentWindow>;

/** The app quits: `before-quit` and then the window's close, as Electron does. */
function quitApp(): boolean {
  quit.requested = true;
  return win.close();
}

beforeEach(() => {
  electron.quits = 0;
  electron.messageBoxes.length = 0;
  electron.answer = 0;
  win = new FakeWindow();
  quit = { requested: false };
  doc = new DocumentWindow(win as never, quit);
  win.webContents.load();
});

describe('closing a document window', () => {
  it('closes at once when the page reports no unsaved changes', () => {
    doc.setTitle('river.astar — A* Studio', false);
    expect(win.close()).toBe(true);
    expect(win.webContents.sent).toEqual([]);
  });

  it('with unsaved changes: asks the page, stays open, and closes on its go-ahead', () => {
    doc.setTitle('• river.astar — A* Studio', true);
    expect(win.title).toBe('• river.astar — A* Studio');
    expect(win.close()).toBe(false);
    expect(win.webContents.sent).toEqual([['app:close-requested', { quitting: false }]]);
    doc.allowClose();
    expect(win.closed).toBe(true);
    expect(electron.quits).toBe(0);
  });

  it('Cancel (no go-ahead) keeps it open, and the next close asks again', () => {
    doc.setTitle('• river.astar', true);
    win.close();
    win.close();
    expect(win.closed).toBe(false);
    expect(win.webContents.sent).toEqual([
      ['app:close-requested', { quitting: false }],
      ['app:close-requested', { quitting: false }],
    ]);
  });

  it('a go-ahead nobody asked for closes nothing', () => {
    doc.setTitle('• river.astar', true);
    doc.allowClose();
    expect(win.closed).toBe(false);
    expect(electron.quits).toBe(0);
  });

  it('a quit with unsaved changes is held, asked as a quit, and quits on the go-ahead', () => {
    doc.setTitle('• river.astar', true);
    expect(quitApp()).toBe(false);
    expect(quit.requested).toBe(false); // held: a later plain close is not a quit
    expect(win.webContents.sent).toEqual([['app:close-requested', { quitting: true }]]);
    doc.allowClose();
    expect(electron.quits).toBe(1);
    expect(quitApp()).toBe(true); // Electron's second round of closes goes through
  });

  it('a crashed page does not hold the close (its backup stays for the next start)', () => {
    doc.setTitle('• river.astar', true);
    win.webContents.crashed = true;
    expect(win.close()).toBe(true);
  });
});

describe('a page that stops', () => {
  it('is reloaded when it crashes or is killed, not when it exits cleanly', () => {
    win.webContents.crash('crashed');
    win.webContents.crash('killed');
    win.webContents.emit('render-process-gone', {}, { reason: 'clean-exit' });
    expect(win.webContents.reloads).toBe(2);
    expect(electron.messageBoxes).toEqual([]);
  });

  it('after three crashes within a minute, the user chooses between Reload and Quit', async () => {
    for (let i = 0; i < 4; i++) win.webContents.crash('oom');
    expect(win.webContents.reloads).toBe(3);
    await vi.waitFor(() => expect(electron.messageBoxes).toHaveLength(1));
    expect(electron.messageBoxes[0]).toMatchObject({ message: 'The A* Studio window keeps stopping.', buttons: ['Reload', 'Quit'] });
    await vi.waitFor(() => expect(win.webContents.reloads).toBe(4));
  });

  it('hanging while a close waits: the user may close it anyway', async () => {
    doc.setTitle('• river.astar', true);
    win.close();
    electron.answer = 1; // Close Anyway
    win.emit('unresponsive');
    await vi.waitFor(() => expect(win.closed).toBe(true));
    expect(electron.messageBoxes[0]).toMatchObject({ message: 'A* Studio is not responding.', buttons: ['Wait', 'Close Anyway'] });
  });

  it('hanging with no close waiting asks nothing', () => {
    win.emit('unresponsive');
    expect(electron.messageBoxes).toEqual([]);
  });
});
