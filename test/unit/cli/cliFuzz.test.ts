// Damaged files of every format through the command line as a user runs it: `convert` to every
// output format, `path` on maps and projects, `scen` on scenario files, each file saved to disk
// under its format's extension (fuzzCorpus.ts makes them). Every run ends with exit status 0, 1
// or 2, never an exception; a refusal is one sentence; nothing printed holds a character a terminal
// would obey.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main';
import { FUZZ_TIMEOUT, fuzzCount, fuzzReport, fuzzSeed } from '../shared/formats/fuzzBudget';
import { RAW_CHARACTERS, RAW_WORDING } from '../shared/formats/fuzzChecks';
import { FUZZ_FORMATS } from '../shared/formats/fuzzCorpus';
import { int, pick, seeded } from '../shared/formats/mutations';

const FILES = fuzzCount(150, 5_000);
const OUTPUTS = ['.astar', '.map', '.png', '.tmj'];
const TINY = resolve(process.cwd(), 'test/fixtures/formats/tiny.map');

/** The command a file of this extension is given to. */
function commandFor(extension: string, file: string, out: string, rand: () => number): string[] {
  if (extension === '.map.scen') return ['scen', file, '--map', TINY, '--sample', '3'];
  if (extension === '.json') return ['path', file]; // a path file is no map: refused as one
  if ((extension === '.map' || extension === '.astar') && rand() < 0.3) return ['path', file, '--from', '0,0', '--to', `${int(rand, 3)},${int(rand, 3)}`];
  return ['convert', file, out];
}

describe('damaged files through the command line', () => {
  it(`each of ${FILES} ends with exit status 0, 1 or 2 and prints only escaped sentences`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'astar-cli-fuzz-'));
    const rand = seeded(fuzzSeed(16));
    let refused = 0;
    for (let n = 0; n < FILES; n++) {
      const format = pick(rand, FUZZ_FORMATS);
      const file = join(dir, `in-${n}${format.extension}`);
      writeFileSync(file, format.damage(rand, pick(rand, format.bases())));
      const argv = commandFor(format.extension, file, join(dir, `out-${n}${pick(rand, OUTPUTS)}`), rand);
      const out: string[] = [], err: string[] = [];
      const status = main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
      expect([0, 1, 2], argv.join(' ')).toContain(status);
      for (const line of [...out, ...err]) expect(line, JSON.stringify(line)).not.toMatch(RAW_CHARACTERS);
      if (status === 2) {
        refused++;
        expect(err, argv.join(' ')).toHaveLength(1);
        expect(err[0]).toMatch(/^\S.*[.!]$/s);
        expect(err[0]).not.toMatch(RAW_WORDING);
      }
    }
    fuzzReport('damaged files through the command line', FILES, FILES - refused, refused, ' (or exit 0 or 1)');
    expect(refused).toBeGreaterThan(FILES / 4);
  }, FUZZ_TIMEOUT);
});
