// The scenario list over a real search worker: a .scen's pairs are listed and the first placed,
// Next and Previous place the others, "Search this pair" keeps our cost beside the listed length
// (and it agrees on MovingAI's rules), a scenario for another map size says so and places nothing,
// and the settings can be switched to the rules the listed lengths assume.
import { describe, expect, it } from 'vitest';
import { parseMovingAiMap } from '../../../../src/shared/formats/movingai';
import { chosen, exchangeStudio } from './exchangeSetup';

const MAP = ['type octile', 'height 6', 'width 8', 'map', '........', '..@@@@..', '..@.....', '..@.@@@.', '........', '........', ''].join('\n');
// Lengths under 8 neighbours, no corner cutting, diagonals of √2 (from Dijkstra); the last line's is wrong on purpose.
const SCEN = [
  'version 1',
  '0\tsmall.map\t8\t6\t0\t0\t7\t5\t10.82842712',
  '0\tsmall.map\t8\t6\t3\t2\t3\t4\t2',
  '0\tsmall.map\t8\t6\t0\t2\t7\t0\t8.41421356',
  '0\tsmall.map\t8\t6\t3\t2\t3\t4\t3.5',
  '',
].join('\n');

function studioOnSmallMap() {
  const setup = exchangeStudio(parseMovingAiMap(MAP));
  setup.disk.importAnswers.push(chosen('small.map.scen', SCEN));
  return setup;
}

describe('the scenario list', () => {
  it('lists the pairs, places the first, and steps through the others', async () => {
    const { studio, exchange } = studioOnSmallMap();
    const list = exchange.scenarios;
    await list.importFile();
    expect(list.name).toBe('small.map.scen');
    expect(list.entries.map((e) => e.optimal)).toEqual([10.82842712, 2, 8.41421356, 3.5]);
    expect([studio.doc.start, studio.doc.goal]).toEqual([0, 5 * 8 + 7]);
    list.next();
    expect([studio.doc.start, studio.doc.goal]).toEqual([2 * 8 + 3, 4 * 8 + 3]);
    list.select(3);
    list.next(); // past the last: stays there
    expect(list.selected).toBe(3);
    list.previous();
    expect(list.selected).toBe(2);
  });

  it('"Search this pair" keeps our cost beside the listed length, and says whether they agree', async () => {
    const { studio, exchange } = studioOnSmallMap();
    const list = exchange.scenarios;
    await list.importFile();
    list.select(0);
    await list.searchSelected();
    expect(studio.runs.result?.status).toBe('found');
    expect(list.ours[0]).toBeCloseTo(10.82842712, 6);
    expect(list.agrees(0)).toBe(true);
    expect(list.agrees(1)).toBeNull();
    list.select(3);
    await list.searchSelected();
    expect(list.ours[3]).toBe(2);
    expect(list.agrees(3)).toBe(false);
  });

  it('a scenario for a map of another size says so and places nothing', async () => {
    const { studio, exchange, disk } = exchangeStudio(parseMovingAiMap(MAP));
    disk.importAnswers.push(chosen('big.map.scen', 'version 1\n0\tbig.map\t512\t256\t1\t1\t500\t200\t700\n'));
    const before = [studio.doc.start, studio.doc.goal];
    await exchange.scenarios.importFile();
    expect(exchange.scenarios.mismatch).toBe('This scenario is for a 512×256 map (big.map), but the map open is 8×6; import that map first (File › Import › MovingAI map…).');
    expect([studio.doc.start, studio.doc.goal]).toEqual(before);
    await exchange.scenarios.searchSelected();
    expect(studio.runs.run).toBeNull();
  });

  it('says when the settings are not the rules the listed lengths assume, and switches to them', async () => {
    const { studio, exchange } = studioOnSmallMap();
    await exchange.scenarios.importFile();
    studio.runs.options.cornerRule = 'allow';
    studio.runs.options.diagonalCost = '1';
    expect(exchange.scenarios.rulesMatch).toBe(false);
    exchange.scenarios.useMovingAiRules();
    expect(exchange.scenarios.rulesMatch).toBe(true);
    expect(studio.runs.options.cornerRule).toBe('no-cutting');
  });

  it('refuses a damaged scenario file with its sentence, and an empty one', async () => {
    const { exchange, disk, notices } = exchangeStudio(parseMovingAiMap(MAP));
    disk.importAnswers.push(chosen('bad.scen', 'version 1\n0\tsmall.map\t8\t6\t0\t0\t9\t5\t7\n'), chosen('empty.scen', 'version 1\n'));
    await exchange.scenarios.importFile();
    await exchange.scenarios.importFile();
    expect(notices('error')).toEqual([
      '"bad.scen" could not be imported. Line 2, column 1: the start or goal lies outside the 8×6 map. Fix the coordinates.',
      '"empty.scen" lists no start and goal pairs; choose a scenario file with at least one line after "version".',
    ]);
    expect(exchange.scenarios.name).toBeNull();
  });
});
