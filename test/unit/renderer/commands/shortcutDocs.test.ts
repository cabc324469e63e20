// The README cannot drift from the keys: its shortcut table is the command table's shortcut list
// (the one F1 shows), every key chord it names elsewhere is one the key map binds, and its Tools
// table gives the tools' own keys.
import { describe, expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { chordLabel } from '../../../../src/shared/commands/keyChords';
import { plainLabel } from '../../../../src/shared/commands/menuTree';
import { readmeShortcutTable, shortcutMarkdown, shortcutRows } from '../../../../src/shared/commands/shortcutList';
import { APP_COMMANDS } from '../../../../src/renderer/commands/appCommands';
import { TOOLS } from '../../../../src/renderer/tools/toolRegistry';

describe('the README', () => {
  it('has the shortcut list as its "Keyboard shortcuts" table (run npm run docs:shortcuts after changing a command\'s keys)', () => {
    expect(readmeShortcutTable(readme)).toBe(shortcutMarkdown(shortcutRows(APP_COMMANDS)));
  });

  it('names no key chord the app does not bind', () => {
    const bound = new Set(APP_COMMANDS.flatMap((c) => (c.keys ?? []).map((k) => chordLabel(k))));
    const named = new Set([...readme.matchAll(/\b(?:(?:Ctrl|Shift)\+)+(?:F\d{1,2}|[A-Z0-9=\-[\]])(?![\w-])|\bF\d{1,2}\b/g)].map((m) => m[0]));
    expect([...named].filter((chord) => !bound.has(chord))).toEqual([]);
    expect(named.size).toBeGreaterThan(20);
  });

  it('gives every tool of the registry, and only those, a key in its Tools table', () => {
    const section = readme.slice(readme.indexOf('### Tools'), readme.indexOf('\n### ', readme.indexOf('### Tools') + 1));
    const keys = [...section.matchAll(/^\| [^|]+ \| ([A-Z](?: \/ [A-Z])*) \|/gm)].flatMap((m) => m[1]!.split(' / '));
    expect(keys.sort()).toEqual(TOOLS.map((t) => t.key).sort());
  });

  it('gives the File menu\'s items the keys the table gives them, in its Projects table', () => {
    const start = readme.indexOf('### Projects (File menu)');
    const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
    const rows = [...section.matchAll(/^\| ([^|]+?) \| ([^|]*?) \|/gm)].filter((m) => m[2] && m[2] !== 'Keys' && !m[2].startsWith('---'));
    expect(rows.length).toBeGreaterThan(3);
    for (const [, label, keys] of rows) {
      const command = APP_COMMANDS.find((c) => c.menu?.startsWith('file/') && plainLabel(c.label) === label);
      expect(command, label).toBeDefined();
      expect(keys!.replace(' (desktop)', ''), label).toBe(chordLabel(command!.keys![0]!));
    }
  });
});
