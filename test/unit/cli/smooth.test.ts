// The command line's any-angle and smoothing flags on the built CLI: `path --algo theta` searches a
// weighted project (it refused one before) and says on stderr what it saved against the grid path;
// `path --smooth` prints the smoothed path (its corners) and the cost before and after; a batch
// takes smooth=yes in a --config and refuses any other word with a sentence.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, runBuiltCli } from './builtCli';
import { DEFAULT_SEARCH_OPTIONS } from '../../../src/shared/engine/types';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { createGrid } from '../../../src/shared/grid/grid';
import { parsePathJson } from '../../../src/shared/formats/pathRecord';

beforeAll(ensureBuiltCli);
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-smooth-'));

/** A 16×8 map of ground with a swamp block in the middle, start top-left, goal bottom-right. */
function swampProject(): string {
  const grid = createGrid(16, 8);
  const swamp = grid.palette.findIndex((t) => t.name === 'Swamp');
  for (let y = 2; y < 6; y++) for (let x = 6; x < 10; x++) grid.terrain[y * 16 + x] = swamp;
  const project = { ...createProject(grid, 'Swamp'), start: 0, goal: 7 * 16 + 15, settings: { ...DEFAULT_SEARCH_OPTIONS } };
  const path = join(dir, 'swamp.astar');
  writeFileSync(path, serializeProject(project, 'test'));
  return path;
}
const swamp = swampProject();

describe('any-angle and smoothing on the command line', () => {
  it('path --algo theta searches a weighted map and compares it with the 8-connected grid path on stderr', () => {
    const r = runBuiltCli(['path', swamp, '--algo', 'theta', '--heuristic', 'euclidean']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^Cost [\d.]+ against [\d.]+ for the 8-connected grid path: [\d.]+ % cheaper, both measured along the line\.$/m);
    const record = JSON.parse(r.stdout);
    expect(record.path.length).toBeLessThan(16);
  });

  it('path --smooth prints the smoothed path, which a path file reads back, and the cost before and after', () => {
    const plain = JSON.parse(runBuiltCli(['path', swamp]).stdout);
    const r = runBuiltCli(['path', swamp, '--smooth']);
    expect(r.status, r.stderr).toBe(0);
    const record = JSON.parse(r.stdout);
    expect(record.settings.smooth).toBe(true);
    expect(record.path.length).toBeLessThan(plain.path.length);
    const m = /^Cost ([\d.]+) against ([\d.]+) for the path before smoothing/m.exec(r.stderr);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeLessThanOrEqual(Number(m![2]));
    expect(() => parsePathJson(r.stdout)).not.toThrow();
  });

  it('batch takes smooth=yes in a --config and refuses another word', () => {
    const ok = runBuiltCli(['batch', swamp, '--pairs', '3', '--workers', '1', '--format', 'json', '--config', 'algo=astar,smooth=yes']);
    expect(ok.status, ok.stderr).toBe(0);
    const bad = runBuiltCli(['batch', swamp, '--pairs', '3', '--workers', '1', '--config', 'algo=astar,smooth=maybe']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/smooth is yes or no in a --config, not "maybe"; for example smooth=yes\./);
  });
});
