// Numbers on the command line are plain decimal: JavaScript's Number() would read --weight 0x10
// as 16 and --sample 1e1 as 10, so a typo passes for a value nobody meant. Each is refused with
// the option's own sentence, exit status 2.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';

const MAP = resolve(process.cwd(), 'test/fixtures/formats/tiny.map');
const SCEN = resolve(process.cwd(), '../shared/benchmarks/movingai/arena.map.scen');

async function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

describe('numbers on the command line', () => {
  it('--weight reads 1.5 and refuses 0x10, 1e1, +2 and Infinity', async () => {
    expect((await run('path', MAP, '--from', '0,0', '--to', '1,0', '--algo', 'weighted-astar', '--weight', '1.5')).status).toBe(0);
    for (const weight of ['0x10', '1e1', '+2', 'Infinity', '2.']) {
      const r = await run('path', MAP, '--from', '0,0', '--to', '1,0', '--algo', 'weighted-astar', '--weight', weight);
      expect([r.status, r.err], weight).toEqual([2, [`--weight must be a number from 1 to 1000 in plain decimal digits, not "${weight}"; for example --weight 1.5.`]]);
    }
  });

  it('--sample, --pairs, --seed and --workers refuse hexadecimal and exponents', async () => {
    expect((await run('scen', SCEN, '--sample', '1e1')).err).toEqual(['--sample needs a whole number of lines above 0 in plain digits, not "1e1"; for example --sample 100.']);
    expect((await run('batch', MAP, '--pairs', '0x10')).err).toEqual(['--pairs needs a whole number from 1 to 100000 in plain digits, not "0x10"; for example --pairs 100.']);
    expect((await run('batch', MAP, '--seed', '1e2')).err).toEqual(['--seed needs a whole number from 0 to 4294967295 in plain digits, not "1e2"; for example --seed 7.']);
    expect((await run('batch', MAP, '--workers', '0x2')).err).toEqual(['--workers needs a whole number from 1 to 64 in plain digits, not "0x2"; for example --workers 2.']);
  });

  it('a --config budget or weight in hexadecimal or with an exponent is refused', async () => {
    expect((await run('batch', MAP, '--config', 'algo=astar,budget=1e3')).err).toEqual([
      '--config "algo=astar,budget=1e3": budget must be a whole number of expansions from 0 (no limit) to 2147483647 in plain digits, not "1e3".',
    ]);
    expect((await run('batch', MAP, '--config', 'algo=weighted-astar,weight=0x10')).err).toEqual([
      '--config "algo=weighted-astar,weight=0x10": weight= must be a number from 1 to 1000 in plain decimal digits, not "0x10"; for example weight= 1.5.',
    ]);
  });
});
