// Nothing a file holds reaches the terminal raw: a scenario naming a map with escape sequences (the
// window retitled, the screen cleared), a .map with a NUL, Tiled layers and project terrain named
// with control and bidirectional characters. Every line the command line prints shows them as
// \uXXXX escapes, on stdout and stderr, in sentences and in JSON.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { createProject, serializeProject } from '../../../src/shared/formats/project';
import { gridToTiled } from '../../../src/shared/formats/tiled';
import { createGrid } from '../../../src/shared/grid/grid';

/** Characters a terminal acts on or that hide and reorder text. */
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069]/;
const TITLE_AND_CLEAR = '\u001b]0;owned\u0007\u001b[2J';
const dir = mkdtempSync(join(tmpdir(), 'astar-cli-terminal-'));

async function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  for (const line of [...out, ...err]) expect(line, JSON.stringify(line)).not.toMatch(RAW);
  return { status, out, err };
}

describe('file content on the terminal', () => {
  it('scen shows a map name with escape sequences escaped', async () => {
    const scen = join(dir, 'named.map.scen');
    writeFileSync(scen, `version 1\n0\t${TITLE_AND_CLEAR}.map\t4\t4\t0\t0\t1\t1\t1.41421356\n`);
    const r = await run('scen', scen);
    expect(r.status).toBe(2);
    expect(r.err).toEqual([`Cannot read ${join(dir, '\\u001b]0;owned\\u0007\\u001b[2J.map')}: no such file. Check the path.`]);
    const batch = await run('batch', scen);
    expect(batch.err[0]).toContain('\\u001b]0;owned\\u0007\\u001b[2J.map');
  });

  it('a .map with a NUL in a row is refused with the character escaped', async () => {
    const map = join(dir, 'nul.map');
    writeFileSync(map, 'type octile\nheight 1\nwidth 3\nmap\n.\u0000.\n');
    const r = await run('path', map, '--from', '0,0', '--to', '2,0');
    expect(r.err).toEqual([`${map}: Line 5, column 2: "\\u0000" is not a MovingAI terrain; use one of . G @ O T S W.`]);
  });

  it('convert shows Tiled layer names and project terrain names escaped in what it lost', async () => {
    const tiled = JSON.parse(gridToTiled(createGrid(3, 2), 'Layers'));
    tiled.layers.push({ ...tiled.layers[0], name: `Decor${TITLE_AND_CLEAR}\u202egnp.exe` });
    const tmj = join(dir, 'layers.tmj');
    writeFileSync(tmj, JSON.stringify(tiled));
    const fromTiled = await run('convert', tmj, join(dir, 'layers.astar'));
    expect(fromTiled.status).toBe(0);
    expect(fromTiled.err[0]).toContain('"Decor\\u001b]0;owned\\u0007\\u001b[2J\\u202egnp.exe" was left out');

    const grid = createGrid(2, 1);
    grid.palette[0] = { ...grid.palette[0]!, name: `Mud\u001b[31m`, cost: 3 };
    const project = join(dir, 'terrain.astar');
    writeFileSync(project, serializeProject(createProject(grid, 'Terrain'), 'test'));
    const toMap = await run('convert', project, join(dir, 'terrain.map'));
    expect(toMap.err[0]).toContain('so Mud\\u001b[31m (3) now cost 1');
  });
});
