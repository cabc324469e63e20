// The help is written from what the parser accepts: every command, every option, every algorithm
// and heuristic of the engine's catalog; and it is what --help prints, with exit status 0.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../../src/cli/args';
import { COMMANDS } from '../../../src/cli/commands';
import { commandHelp, programHelp } from '../../../src/cli/help';
import { main } from '../../../src/cli/main';
import { ALGORITHMS, HEURISTICS } from '../../../src/shared/engine/index';

function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('astar-studio --help', () => {
  it('lists every command and every algorithm and heuristic of the catalog with its label', () => {
    const help = programHelp(COMMANDS);
    for (const c of COMMANDS) expect(help).toContain(`astar-studio ${c.name} `);
    for (const a of ALGORITHMS) expect(help).toMatch(new RegExp(`^  ${a.name} +${a.label.replace(/[*()]/g, '\\$&')}`, 'm'));
    for (const h of HEURISTICS) expect(help).toMatch(new RegExp(`^  ${h.name} +${h.label.replace(/[()]/g, '\\$&')}`, 'm'));
    expect(help).toMatch(/dijkstra +Dijkstra \(no heuristic\)/);
    expect(help).toMatch(/weighted-astar +Weighted A\* \(reads --weight\)/);
    expect(help.split('\n').every((l) => l.length <= 100)).toBe(true);
    // A level can be checked in a build pipeline: the help names `check` and what its status 1 means.
    expect(help).toContain('astar-studio check FILE');
    expect(help).toMatch(/Exit status: 0 success, 1 a mismatch, no path or a failed level\s+check/);
  });

  it('is printed by --help, -h and help, with exit status 0; no command prints it on stderr with status 2', () => {
    for (const word of ['--help', '-h', 'help']) expect(run(word)).toEqual({ status: 0, out: programHelp(COMMANDS), err: '' });
    expect(run()).toEqual({ status: 2, out: '', err: programHelp(COMMANDS) });
  });
});

describe('astar-studio COMMAND --help', () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))('%s: every option it accepts, its choices, and nothing it refuses', (_name, command) => {
    const help = commandHelp(command);
    expect(run(command.name, '--help')).toEqual({ status: 0, out: help, err: '' });
    expect(run('help', command.name).out).toBe(help);
    expect(help.split('\n')[0]).toMatch(new RegExp(`^Usage: astar-studio ${command.name} `));
    for (const o of command.options) {
      expect(help).toMatch(new RegExp(`^  --${o.name}${o.value ? ` ${o.value}` : ''} `, 'm'));
      for (const c of o.choices ?? []) expect(help).toContain(c.name);
      // What the help names, the parser takes.
      const operands = command.operands.map((op) => op.placeholder);
      const required = command.options.filter((r) => r.required && r !== o).flatMap((r) => [`--${r.name}`, r.example ?? 'x']);
      const value = o.value ? [o.choices?.[0]?.name ?? o.example ?? 'x'] : [];
      expect(() => parseCommandLine(command, [...operands, ...required, `--${o.name}`, ...value])).not.toThrow();
    }
    expect(help).toContain('-h, --help');
    expect(help.split('\n').every((l) => l.length <= 100)).toBe(true);
  });

  it('refuses an unknown command with the list of commands and status 2', () => {
    const r = run('transmogrify');
    expect(r).toEqual({ status: 2, out: '', err: 'There is no command "transmogrify"; use scen, path, batch, convert, analyze or check (astar-studio --help lists them).' });
    expect(run('help', 'transmogrify').status).toBe(2);
  });
});
