// `astar-studio check FILE`: the level checks a project keeps, each measured on its map and printed
// as one line (✓ or ✗ and the numbers), exiting 1 when one fails, so a level can be checked in a
// build pipeline. The evaluator is the side panel's (src/shared/levelChecks/evaluate.ts).
import { SearchInputError } from '../shared/engine/index';
import { evaluateChecks, unitKey, unitsOf } from '../shared/levelChecks/evaluate';
import { measureLevel, type LevelMeasurement } from '../shared/levelChecks/measure';
import { UsageError, type CliIo, type CommandLine, type CommandSpec } from './args';
import { readLevelFile } from './levelFile';
import { UnitTypeError } from '../shared/grid/unitTypes';

const FORMATS = [
  { name: 'text', label: 'a line per rule: ✓ or ✗, the rule, and its numbers' },
  { name: 'json', label: 'one object: {"checks": [{rule, unit, holds, detail}], "passed": N, "failed": N}' },
] as const;

export const checkCommand: CommandSpec = {
  name: 'check',
  operands: [{ placeholder: 'FILE', what: 'an A* Studio project (.astar) with level checks' }],
  summary: "checks a project's level rules (reaches, within a cost, fair between groups, no large unreachable region)",
  description:
    'Measures the level checks kept in the project FILE on its map, under its movement rules (topology, corner rule, diagonal ' +
    'cost and height costs), and prints one line per rule: ✓ when it holds, ✗ when it fails, with the numbers (the cost ' +
    'found, how far over the limit, which point cannot reach which). Costs between points are the cheapest paths; a group ' +
    'competes for a point with its nearest point; an unreachable region is one that holds no point. Add rules in the app\'s ' +
    'side panel (Level checks), then save.',
  exitStatus: '0 every rule holds (or there are none), 1 a rule fails',
  options: [{ name: 'format', value: 'FORMAT', help: 'output', defaultText: 'text', choices: FORMATS, noun: 'format', example: 'json' }],
  run: runCheck,
};

function runCheck(line: CommandLine, io: CliIo): number {
  const level = readLevelFile(line.operands[0]!);
  if (!level.project)
    throw new UsageError(`${level.path} is a map without points or level checks; check reads an A* Studio project (.astar), where the side panel keeps them.`);
  const points = level.project.points ?? [], checks = level.project.checks ?? [];
  const json = line.value('format') === 'json';
  if (checks.length === 0) {
    io.out(json ? JSON.stringify({ checks: [], passed: 0, failed: 0 }) : `${level.path} has no level checks; add them in the side panel's Level checks section, then save.`);
    return 0;
  }
  const measurements = new Map<string, LevelMeasurement>();
  try {
    for (const unit of unitsOf(checks)) measurements.set(unitKey(unit), measureLevel(level.grid, level.options, points.map((p) => p.cell), unit));
  } catch (e) {
    if (e instanceof SearchInputError || e instanceof UnitTypeError) throw new UsageError(`${level.path}: ${e.message}`);
    throw e;
  }
  const results = evaluateChecks(checks, points, measurements);
  const failed = results.filter((r) => !r.holds).length;
  if (json) {
    const rows = results.map((r) => ({ rule: r.text, unit: r.check.unit ?? null, holds: r.holds, detail: r.detail }));
    io.out(JSON.stringify({ checks: rows, passed: results.length - failed, failed }));
  } else for (const r of results) io.out(`${r.holds ? '✓' : '✗'} ${r.text}: ${r.detail}`);
  return failed > 0 ? 1 : 0;
}
