// The desktop's journal writer: an append writes its own bytes at the end of the file and flushes
// them to the disk (fdatasync) before it is answered, whatever the size of the map: appending to
// the backup of a 4096² map never rewrites the map. Compaction keeps only the frames still needed;
// a torn tail (a crash mid-append) is dropped on reading, and a failed append is cut off again so
// the appends after it stay readable.
import { appendFile, mkdtemp, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecoveryStore } from '../../../../src/main/files/recoveryBackups';
import { JournalFile, type JournalFs } from '../../../../src/main/files/recoveryJournal';
import { createProject, serializeProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { encodeFrame, readFrames } from '../../../../src/shared/recovery/journalFrames';
import { encodeRecords } from '../../../../src/shared/recovery/journalRecords';

let root = '';
beforeEach(async () => void (root = await mkdtemp(join(tmpdir(), 'astar-journal-'))));
afterEach(async () => rm(root, { recursive: true, force: true }));

/** A frame painting `count` cells of a 4096² map's row `seq` (what half a second of brushing appends). */
const frame = (seq: number, count = 600, lineage = 1) =>
  encodeFrame({ lineage, seq, payload: encodeRecords([{ kind: 'cells', layer: 'terrain', runs: Int32Array.from([seq * 4096, count]), values: Uint8Array.from({ length: count }, (_, i) => 1 + (i % 5)) }]) });

/** Real file operations, counted: bytes written and flushes. */
function countingFs() {
  const counts = { written: 0, flushes: 0, opens: 0 };
  const fs: JournalFs = {
    async open(path, flags) {
      counts.opens++;
      const handle = await open(path, flags);
      return {
        write: (async (buffer: Uint8Array, offset?: number, length?: number) => {
          const r = await handle.write(buffer, offset, length);
          counts.written += r.bytesWritten;
          return r;
        }) as never,
        datasync: async () => {
          counts.flushes++;
          await handle.datasync();
        },
        close: () => handle.close(),
        stat: ((...a: []) => handle.stat(...a)) as never,
        truncate: (n?: number) => handle.truncate(n),
      };
    },
  };
  return { fs, counts };
}

describe('the recovery journal on disk', () => {
  it('appends to a 4096² map\'s backup write only the appended bytes, each flushed to the disk before it is answered', async () => {
    const { fs, counts } = countingFs();
    const store = new RecoveryStore(join(root, 'recovery'), { session: 's1', journalFs: fs });
    const grid = createGrid(4096, 4096);
    let seed = 1;
    for (let i = 0; i < grid.terrain.length; i += 3) grid.terrain[i] = (seed = (seed * 1103515245 + 12345) >>> 0) % 6; // compresses badly
    const text = serializeProject(createProject(grid, 'Big'), '1.0.0');
    await store.write(1, { text, ref: null, lineage: 1, seq: 0 });
    const snapshotFile = join(root, 'recovery', 's1-w1', 'snapshot.backup');
    const snapshotTime = (await stat(snapshotFile)).mtimeMs;

    const frames = Array.from({ length: 20 }, (_, i) => frame(i + 1));
    for (const f of frames) await store.append(1, f);
    const appended = frames.reduce((n, f) => n + f.length, 0);
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(counts.written).toBeLessThan(appended + 200); // the frames and the journal's one-line header
    expect(counts.flushes).toBe(20);
    expect((await stat(snapshotFile)).mtimeMs).toBe(snapshotTime);
    expect(readFrames((await store.read(1))!.journal).frames.map((f) => f.seq)).toEqual(frames.map((_, i) => i + 1));
  });

  it('compaction keeps only the frames asked for, and leaves a journal that needs none alone', async () => {
    const journal = new JournalFile(join(root, 'journal.bin'));
    for (const seq of [1, 2, 3, 4]) await journal.append(frame(seq, 10));
    const before = (await stat(journal.path)).mtimeMs;
    await journal.compact(() => true);
    expect((await stat(journal.path)).mtimeMs).toBe(before);
    await journal.compact((f) => f.seq > 2);
    expect(readFrames(await journal.read()).frames.map((f) => f.seq)).toEqual([3, 4]);
    await journal.append(frame(5, 10));
    expect(readFrames(await journal.read()).frames.map((f) => f.seq)).toEqual([3, 4, 5]);
  });

  it('a torn tail (a crash in the middle of an append) reads as the appends before it, and compaction drops it', async () => {
    const journal = new JournalFile(join(root, 'journal.bin'));
    await journal.append(frame(1, 10));
    await journal.append(frame(2, 10));
    await appendFile(journal.path, frame(3, 10).subarray(0, 17));
    const read = readFrames(await journal.read());
    expect(read.frames.map((f) => f.seq)).toEqual([1, 2]);
    expect(read.dropped).toMatch(/cut off/);
    await journal.compact(() => true);
    expect(readFrames(await journal.read()).dropped).toBeNull();
  });

  it('an append that fails half-way is cut off again, so the appends after it stay readable', async () => {
    const path = join(root, 'journal.bin');
    let failNext = false;
    const fs: JournalFs = {
      async open(p, flags) {
        const handle = await open(p, flags);
        return {
          write: (async (buffer: Uint8Array, offset = 0, length = buffer.length - offset) => {
            if (!failNext) return handle.write(buffer, offset, length);
            failNext = false;
            await handle.write(buffer, offset, Math.floor(length / 2));
            throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
          }) as never,
          datasync: () => handle.datasync(),
          close: () => handle.close(),
          stat: ((...a: []) => handle.stat(...a)) as never,
          truncate: (n?: number) => handle.truncate(n),
        };
      },
    };
    const journal = new JournalFile(path, fs);
    await journal.append(frame(1, 10));
    failNext = true;
    await expect(journal.append(frame(2, 10))).rejects.toThrow('no space left on device');
    await journal.append(frame(3, 10));
    expect(readFrames(await journal.read()).frames.map((f) => f.seq)).toEqual([1, 3]);
  });

  it('a file that is not a journal reads as empty', async () => {
    await writeFile(join(root, 'journal.bin'), 'something else entirely');
    expect((await new JournalFile(join(root, 'journal.bin')).read()).length).toBe(0);
    expect((await readFile(join(root, 'journal.bin'), 'utf8')).length).toBeGreaterThan(0);
  });
});
