// The command line's writer and readers: a temporary left by a killed run never stops a write
// (names are unique, and a dead run's leftovers are cleaned), and every error the file system
// gives, reading or writing, reaches the user as one sentence with exit status 2.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { writeOutputFile } from '../../../src/cli/writeOutput';

const TINY = resolve(process.cwd(), 'test/fixtures/formats/tiny.map');

function run(...argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

describe('writing an output file', () => {
  it("writes over a temporary a killed run left under this process's id, and removes the temporaries of runs that are gone", () => {
    const dir = mkdtempSync(join(tmpdir(), 'astar-write-'));
    const target = join(dir, 'out.map');
    const ownStale = join(dir, `.out.map.${process.pid}.writing`);
    const deadRun = join(dir, '.out.map.2147483646.writing'); // no process has this id
    const deadRunNew = join(dir, '.out.map.2147483646.0a1b2c3d.writing');
    const liveRun = join(dir, '.out.map.1.0a1b2c3d.writing'); // init's: a live writer's temporary is left alone
    for (const f of [ownStale, deadRun, deadRunNew, liveRun]) writeFileSync(f, 'half a file');
    writeOutputFile(target, new TextEncoder().encode('whole'));
    expect(readFileSync(target, 'utf8')).toBe('whole');
    expect(readdirSync(dir).sort()).toEqual(['.out.map.1.0a1b2c3d.writing', 'out.map']);
  });

  it('gives a sentence and exit status 2 for every way the target cannot be written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'astar-write-'));
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    mkdirSync(join(dir, 'a-folder.png'));
    const cases: [string, RegExp][] = [
      [join(file, 'x.png'), /^Cannot write .*x\.png: .*a-file is a file, not a folder\. Choose another place or free the file, then run the command again\.$/],
      [join(dir, 'a-folder.png'), /^Cannot write .*a-folder\.png: it is a folder\. /],
      [join(dir, 'missing', 'x.png'), /^Cannot write .*x\.png: its folder does not exist\. /],
    ];
    for (const [target, sentence] of cases) {
      const r = run('convert', TINY, target);
      expect(r.status, target).toBe(2);
      expect(r.err, target).toHaveLength(1);
      expect(r.err[0], target).toMatch(sentence);
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.writing'))).toEqual([]);
  });
});

describe('reading an input file', () => {
  it('gives a sentence and exit status 2 for a folder, a path through a file, a link loop and a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'astar-read-'));
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    mkdirSync(join(dir, 'folder.map'));
    symlinkSync(join(dir, 'loop.map'), join(dir, 'loop.map'));
    const inputs: [string, RegExp][] = [
      [join(dir, 'folder.map'), /^Cannot read .*folder\.map: it is a folder\. Check the path\.$/],
      [join(file, 'x.map'), /^Cannot read .*x\.map: .*a-file is a file, not a folder\. Check the path\.$/],
      [join(dir, 'loop.map'), /^Cannot read .*loop\.map: its links loop\. Check the path\.$/],
      [join(dir, 'none.map'), /^Cannot read .*none\.map: no such file\. Check the path\.$/],
    ];
    for (const [input, sentence] of inputs) {
      for (const argv of [['convert', input, join(dir, 'out.png')], ['path', input, '--from', '0,0', '--to', '1,0'], ['scen', input.replace(/\.map$/, '.map.scen')]]) {
        if (argv[0] === 'scen' && !existsSync(dirname(argv[1]!))) continue;
        const r = run(...argv);
        expect(r.status, argv.join(' ')).toBe(2);
        expect(r.err, argv.join(' ')).toHaveLength(1);
        if (argv[0] !== 'scen') expect(r.err[0], argv.join(' ')).toMatch(sentence);
        else expect(r.err[0], argv.join(' ')).toMatch(/^Cannot read .*\. Check the path\.$/);
      }
    }
  });
});

function dirname(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}
