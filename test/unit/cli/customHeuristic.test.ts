// The custom heuristic on the command line: --heuristic-expr picks "custom" and searches with the
// formula (octile typed out finds octile's path cost); a formula with a mistake, one given beside
// another heuristic, or "custom" with an empty formula exits 2 with one sentence; a batch
// --config takes the formula with its commas inside brackets.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configParts, parseConfig } from '../../../src/cli/batchConfig';
import { main } from '../../../src/cli/main';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/index';

const MAP = resolve(process.cwd(), 'test/fixtures/formats/tiny.map');
const ENDS = ['--from', '0,0', '--to', '3,2'];

async function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

const costOf = (r: { out: string[] }) => JSON.parse(r.out.join('\n')).cost as number;

describe('--heuristic-expr', () => {
  it('searches with the formula: octile typed out costs what the built-in octile costs', async () => {
    const typed = await run('path', MAP, ...ENDS, '--heuristic-expr', 'max(dx,dy) + 0.41*min(dx,dy)');
    const built = await run('path', MAP, ...ENDS, '--heuristic', 'octile');
    expect([typed.status, typed.err]).toEqual([0, []]);
    expect(costOf(typed)).toBeCloseTo(costOf(built), 9);
    const record = JSON.parse(typed.out.join('\n'));
    expect([record.settings.heuristic, record.settings.heuristicExpr]).toEqual(['custom', 'max(dx,dy) + 0.41*min(dx,dy)']);
    // Saying --heuristic custom as well is the same search.
    expect(costOf(await run('path', MAP, ...ENDS, '--heuristic', 'custom', '--heuristic-expr', 'max(dx,dy) + 0.41*min(dx,dy)'))).toBe(costOf(typed));
  });

  it('exits 2 with one sentence for a formula with a mistake', async () => {
    expect(await run('path', MAP, ...ENDS, '--heuristic-expr', 'max(dx,dy')).toEqual({
      status: 2, out: [], err: ['--heuristic-expr "max(dx,dy": The formula has a ( without its ): close the bracket near character 10.'],
    });
    expect(await run('path', MAP, ...ENDS, '--heuristic-expr', 'dx + foo')).toEqual({
      status: 2, out: [], err: ['--heuristic-expr "dx + foo": Unknown name ‘foo’: use dx, dy, x, y, gx, gy, cmin.'],
    });
  });

  it('exits 2 with one sentence for a cube part on a map of squares, once the map is read', async () => {
    const r = await run('path', MAP, ...ENDS, '--heuristic-expr', 'max(dq, dr, ds)');
    expect(r.status).toBe(2);
    expect(r.err).toEqual(['--heuristic-expr "max(dq, dr, ds)": The name dq is a cube distance part, on hex maps only: on this map use dx, dy, x, y, gx, gy, cmin.']);
  });

  it('exits 2 when another heuristic is asked for beside it, or custom with an empty formula', async () => {
    expect(await run('path', MAP, ...ENDS, '--heuristic', 'octile', '--heuristic-expr', 'dx')).toEqual({
      status: 2, out: [], err: ['--heuristic-expr gives the heuristic formula of --heuristic custom, not of --heuristic octile; drop one of them.'],
    });
    expect((await run('path', MAP, ...ENDS, '--heuristic-expr', ' ')).err).toEqual([
      '--heuristic-expr " ": The formula is empty: write one, as in max(dx, dy) + 0.41 * min(dx, dy).',
    ]);
  });

  it('is a --config key whose formula keeps its commas inside brackets', () => {
    expect(configParts('algo=astar,heuristic-expr=max(dx, dy) + 0.41*min(dx,dy),weight=1')).toEqual(['algo=astar', 'heuristic-expr=max(dx, dy) + 0.41*min(dx,dy)', 'weight=1']);
    const io = { out: () => {}, err: () => {} };
    const config = parseConfig('algo=astar,heuristic-expr=max(dx,dy) + 0.41*min(dx,dy)', DEFAULT_SEARCH_OPTIONS, 'square', io);
    expect([config.options.heuristic, config.options.heuristicExpr]).toEqual(['custom', 'max(dx,dy) + 0.41*min(dx,dy)']);
    expect(() => parseConfig('heuristic-expr=max(dx,', DEFAULT_SEARCH_OPTIONS, 'square', io)).toThrow(/^--config "heuristic-expr=max\(dx,": heuristic-expr= "max\(dx,": The formula /);
  });
});
