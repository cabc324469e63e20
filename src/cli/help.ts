// The --help texts, written from the commands' option declarations and the engine's catalog, so
// they list exactly what the parser accepts.
import { ALGORITHMS, HEURISTICS, type AlgorithmChoice } from '../shared/engine/index';
import { HELP_OPTION, usageLine, type CommandSpec, type OptionSpec } from './args';

const WIDTH = 100;

/** Exit statuses shared by every command; 0 and 1 are the command's own. */
const USAGE_STATUS = '2 a command line or file it cannot use (the message says what to fix)';
const MOVEMENT =
  "Movement: on a MovingAI map 8-connected with no corner cutting, as in MovingAI's benchmarks; on an A* Studio project " +
  'its own topology, costs, heights and settings.';

/** `astar-studio --help`: the commands, then the algorithms and heuristics they accept. */
export function programHelp(commands: readonly CommandSpec[]): string {
  const lines = [
    "astar-studio: A* Studio's command line: searches on maps, scenarios and projects, and conversions.",
    '',
    'Usage:',
    ...commands.flatMap((c) => [`  ${usageLine(c)}`, ...wrap(capitalise(c.summary) + '.', 6)]),
    '  astar-studio COMMAND --help',
    ...wrap("Lists one command's options.", 6),
    '',
    'Algorithms (--algo):',
    ...table(ALGORITHMS.map((a) => [a.name, algorithmLabel(a)]), 2),
    '',
    'Heuristics (--heuristic):',
    ...table(HEURISTICS.map((h) => [h.name, h.label]), 2),
    '',
    ...wrap(MOVEMENT, 0),
    ...wrap(`Exit status: 0 success, 1 a mismatch, no path or a failed level check, ${USAGE_STATUS}.`, 0),
  ];
  return lines.join('\n');
}

/** `astar-studio COMMAND --help`: usage, what it does, every option with its choices and default. */
export function commandHelp(command: CommandSpec): string {
  const options = [...command.options, HELP_OPTION];
  return [
    `Usage: ${usageLine(command)}`,
    '',
    ...wrap(command.description, 0),
    '',
    'Options:',
    ...table(options.map((o) => [optionName(o), optionText(o)]), 2),
    '',
    ...wrap(MOVEMENT, 0),
    ...wrap(`Exit status: ${command.exitStatus}, ${USAGE_STATUS}.`, 0),
  ].join('\n');
}

function algorithmLabel(a: AlgorithmChoice): string {
  const notes = [!a.usesHeuristic && 'no heuristic', a.usesWeight && 'reads --weight'].filter(Boolean);
  return notes.length > 0 ? `${a.label} (${notes.join('; ')})` : a.label;
}

function optionName(o: OptionSpec): string {
  return `${o === HELP_OPTION ? '-h, ' : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`;
}

function optionText(o: OptionSpec): string {
  const parts = [o.required ? `${o.help} (required)` : o.help];
  if (o.choices) parts.push(`one of ${o.choices.map((c) => c.name).join(', ')}`);
  if (o.defaultText) parts.push(`default ${o.defaultText}`);
  return parts.join('; ');
}

/** Two columns: names padded to the longest, text wrapped beside them. */
function table(rows: readonly (readonly [string, string])[], indent: number): string[] {
  const nameWidth = Math.max(...rows.map(([name]) => name.length)) + 2;
  return rows.flatMap(([name, text]) => {
    const [first = '', ...rest] = wrap(text, 0, WIDTH - indent - nameWidth);
    const pad = ' '.repeat(indent + nameWidth);
    return [`${' '.repeat(indent)}${name.padEnd(nameWidth)}${first}`, ...rest.map((l) => pad + l)];
  });
}

/** Words wrapped to `width` columns (including the indent). */
function wrap(text: string, indent: number, width = WIDTH - indent): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(' '.repeat(indent) + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(' '.repeat(indent) + line);
  return lines;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
