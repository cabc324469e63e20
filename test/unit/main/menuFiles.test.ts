// The File and Help menus: the file commands the issue names, Open Recent built from the recent
// list (rebuilt when it changes), and Help › Samples from the samples folder.
import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '../../../src/shared/ipc/contract';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (template: MenuItemConstructorOptions[]) => template } }));

const { buildAppMenu } = await import('../../../src/main/menu');

type Item = MenuItemConstructorOptions;
const plain = (label: string | undefined) => (label ?? '').replace(/&(?!&)/g, '').replaceAll('&&', '&');

function menus(files: Parameters<typeof buildAppMenu>[2], sent: MenuCommand[] = []): Item[] {
  return buildAppMenu((command) => sent.push(command), false, files) as unknown as Item[];
}

function submenu(items: Item[], label: string): Item[] {
  const found = items.find((i) => plain(i.label) === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`no submenu ${label}`);
  return found.submenu as Item[];
}

const click = (item: Item) => (item.click as () => void)();

describe('the File menu', () => {
  it('has New, Open…, Open Recent, Save, Save As… and Close, sending their commands', () => {
    const sent: MenuCommand[] = [];
    const file = submenu(menus(undefined, sent), 'File');
    const labels = file.filter((i) => i.label).map((i) => plain(i.label));
    expect(labels).toEqual(expect.arrayContaining(['New', 'Open…', 'Open Recent', 'Save', 'Save As…', 'Close']));
    for (const label of ['New', 'Open…', 'Save', 'Save As…', 'Close']) click(file.find((i) => plain(i.label) === label)!);
    expect(sent).toEqual(['new-map', 'open-project', 'save-project', 'save-project-as', 'close-project']);
    expect(file.filter((i) => i.click && i.label !== undefined).every((i) => i.registerAccelerator === false)).toBe(true);
  });

  it('Open Recent lists the recent files, opens one when chosen, and can be cleared', () => {
    const opened: string[] = [];
    let cleared = 0;
    const recent = [
      { path: '/maps/new/river.astar', name: 'river.astar' },
      { path: '/maps/Tom & Jerry.astar', name: 'Tom & Jerry.astar' },
      { path: '/maps/old/river.astar', name: 'river.astar' },
    ];
    const items = submenu(submenu(menus({ recent, samples: [], openRecent: (p) => opened.push(p), openSample: () => {}, clearRecent: () => cleared++ }), 'File'), 'Open Recent');
    expect(items.map((i) => i.label ?? i.type)).toEqual(['river.astar — /maps/new', 'Tom && Jerry.astar', 'river.astar — /maps/old', 'separator', 'Clear Recently Opened']);
    click(items[2]!);
    click(items[4]!);
    expect(opened).toEqual(['/maps/old/river.astar']);
    expect(cleared).toBe(1);
  });

  it('says when there are no recent files', () => {
    expect(submenu(submenu(menus(undefined), 'File'), 'Open Recent')).toEqual([{ label: 'No Recent Projects', enabled: false }]);
  });
});

describe('Help › Samples', () => {
  it('lists the samples and opens the one chosen', () => {
    const opened: string[] = [];
    const samples = [
      { path: '/res/samples/maze.astar', label: 'Maze' },
      { path: '/res/samples/river-valley.astar.json', label: 'River Valley' },
    ];
    const items = submenu(submenu(menus({ recent: [], samples, openRecent: () => {}, openSample: (p) => opened.push(p), clearRecent: () => {} }), 'Help'), 'Samples');
    expect(items.map((i) => i.label)).toEqual(['Maze', 'River Valley']);
    click(items[1]!);
    expect(opened).toEqual(['/res/samples/river-valley.astar.json']);
  });

  it('says when no samples are installed', () => {
    expect(submenu(submenu(menus(undefined), 'Help'), 'Samples')).toEqual([{ label: 'No Samples Installed', enabled: false }]);
  });
});
