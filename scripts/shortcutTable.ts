// Writes the README's "Keyboard shortcuts" table from the command table and the tool registry
// (npm run docs:shortcuts), between its two marker comments; a unit test fails while the two
// differ (test/unit/renderer/commands/shortcutDocs.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { replaceShortcutTable, shortcutMarkdown, shortcutRows } from '../src/shared/commands/shortcutList';
import type { CommandSpec } from '../src/shared/commands/commandTable';

// Imported by a path held in a variable: the Node-side type check must not take in the
// renderer's Svelte modules (run by tsx, it is plain TypeScript).
const appCommandsPath = '../src/renderer/commands/appCommands';
const { APP_COMMANDS } = (await import(/* @vite-ignore */ appCommandsPath)) as { APP_COMMANDS: readonly CommandSpec[] };

const readme = new URL('../README.md', import.meta.url);
const before = readFileSync(readme, 'utf8');
const after = replaceShortcutTable(before, shortcutMarkdown(shortcutRows(APP_COMMANDS)));
if (after === before) console.log('README.md: the shortcut table is up to date.');
else {
  writeFileSync(readme, after);
  console.log('README.md: wrote the shortcut table.');
}
