// Main's batch handlers with fakes for the pool and the Save dialog: the pool request is checked
// and passed on; an export is written where the user chose (the suggested extension kept when a
// typed name has none), nothing is written when the dialog is cancelled, and bad arguments are refused.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { batchChannels } from '../../../src/main/batchChannels';
import { InvalidArgumentError } from '../../../src/main/files/ipcArguments';

let root: string;
beforeEach(async () => (root = await mkdtemp(join(tmpdir(), 'astar-batch-channels-'))));
afterEach(async () => rm(root, { recursive: true, force: true }));

function channels(answer: string | null) {
  const pools: [number, number][] = [];
  const asked: string[] = [];
  const handlers = batchChannels<'window'>({
    openPool: (_w, pool, size) => (pools.push([pool, size]), Math.min(size, 3)),
    chooseExportTarget: async (_w, suggested) => (asked.push(suggested), answer),
    documentsFolder: root,
  });
  return { handlers, pools, asked };
}

describe('batch channels', () => {
  it('search:pool passes the pool number and size on and answers how many started', () => {
    const { handlers, pools } = channels(null);
    expect(handlers['search:pool']('window', [4, 8])).toBe(3);
    expect(pools).toEqual([[4, 8]]);
    expect(() => handlers['search:pool']('window', [4, -1])).toThrow(InvalidArgumentError);
    expect(() => handlers['search:pool']('window', ['4', 2])).toThrow(/pool number and a whole number of workers/);
  });

  it('export:save-text writes the text where the user chose, suggesting the name in the documents folder', async () => {
    const { handlers, asked } = channels(join(root, 'results'));
    const written = await handlers['export:save-text']('window', ['arena batch.csv', 'query,config\n0,A*\n']);
    expect(asked).toEqual([join(root, 'arena batch.csv')]);
    expect(written).toBe(join(root, 'results.csv'));
    expect(await readFile(join(root, 'results.csv'), 'utf8')).toBe('query,config\n0,A*\n');
  });

  it('writes nothing when the dialog is cancelled, and refuses a name with a folder or text that is not text', async () => {
    const { handlers, asked } = channels(null);
    expect(await handlers['export:save-text']('window', ['../../etc/batch.csv', 'x'])).toBeNull();
    expect(asked).toEqual([join(root, 'batch.csv')]);
    expect(await readdir(root)).toEqual([]);
    await expect(async () => handlers['export:save-text']('window', ['b.csv', 42])).rejects.toThrow(/needs the text as a string/);
  });
});
