// The recovery journal: appends are frames that read back exactly, and a journal cut off or
// damaged anywhere reads up to the last whole append; records round-trip; replaying onto the
// snapshot gives the document back, stops cleanly at a torn tail, a gap, another lineage's
// appends or a change of the whole map, and never throws for what a crash can leave.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createProject, parseProject, serializeProject, type Project } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { concatFrames, encodeFrame, readFrames } from '../../../../src/shared/recovery/journalFrames';
import { decodeRecords, encodeRecords, type JournalRecord } from '../../../../src/shared/recovery/journalRecords';
import { restoreFromJournal } from '../../../../src/shared/recovery/replayJournal';

const frame = (seq: number, records: JournalRecord[], lineage = 7) => encodeFrame({ lineage, seq, payload: encodeRecords(records) });
const cells = (runs: number[], values: number[]): JournalRecord => ({ kind: 'cells', layer: 'terrain', runs: Int32Array.from(runs), values: Uint8Array.from(values) });

/** A 10×10 map's snapshot text, and a journal painting cells 0..n-1 with terrain 2, one append each. */
function scene(appends = 5) {
  const snapshot = serializeProject(createProject(createGrid(10, 10), 'Scene'), '1.0.0');
  const frames = Array.from({ length: appends }, (_, i) => frame(i + 1, [cells([i, 1], [2])]));
  const restore = (journal: Uint8Array, place = { lineage: 7, seq: 0 }) => restoreFromJournal(() => parseProject(snapshot), journal, place);
  const painted = (p: Project) => Array.from(p.grid.terrain).filter((t) => t === 2).length;
  return { frames, restore, painted };
}

describe('journal frames', () => {
  it('read back exactly what was appended', () => {
    const a = frame(1, [cells([3, 2], [1, 2])]);
    const b = frame(2, [{ kind: 'markers', start: 4, goal: -1 }], 9);
    const read = readFrames(concatFrames([a, b]));
    expect(read.dropped).toBeNull();
    expect(read.frames.map((f) => [f.lineage, f.seq])).toEqual([[7, 1], [9, 2]]);
    expect(decodeRecords(read.frames[1]!.payload)).toEqual([{ kind: 'markers', start: 4, goal: -1 }]);
  });

  it('a journal cut off at any byte reads every whole append before the cut, and says why it stopped', () => {
    const frames = [frame(1, [cells([0, 1], [1])]), frame(2, [cells([1, 3], [4, 5, 6])]), frame(3, [{ kind: 'heights', present: true }])];
    const whole = concatFrames(frames);
    const ends = frames.map((_, i) => concatFrames(frames.slice(0, i + 1)).length);
    for (let cut = 0; cut <= whole.length; cut++) {
      const read = readFrames(whole.subarray(0, cut));
      expect(read.frames.length).toBe(ends.filter((e) => e <= cut).length);
      expect(read.dropped === null).toBe(cut === 0 || ends.includes(cut));
    }
  });

  it('a damaged byte anywhere ends the reading at the append that holds it', () => {
    const whole = concatFrames([frame(1, [cells([0, 1], [1])]), frame(2, [cells([1, 1], [2])])]);
    const firstEnd = frame(1, [cells([0, 1], [1])]).length;
    for (let at = 0; at < whole.length; at++) {
      const damaged = whole.slice();
      damaged[at]! ^= 0x40;
      const read = readFrames(damaged);
      expect(read.frames.length).toBe(at < firstEnd ? 0 : 1);
      expect(read.dropped).not.toBeNull();
    }
  });
});

describe('journal records', () => {
  it('round-trip every kind', () => {
    const records: JournalRecord[] = [
      { kind: 'palette', palette: [{ name: 'Ground', color: 0x102030, cost: 1, passable: true }] },
      { kind: 'palette', palette: [{ name: 'Ground', color: 0x102030, cost: 1, passable: true }], unitTypes: [{ name: 'Tank', costs: [null] }, { name: 'Scout', costs: [0.5] }] },
      { kind: 'heights', present: true },
      cells([0, 3, 10, 2, 4000, 1], [1, 2, 3, 4, 5, 6]),
      { kind: 'cells', layer: 'heights', runs: Int32Array.from([5, 4]), values: Int16Array.from([-32768, 0, 32767, 12]) },
      { kind: 'cells', layer: 'heights', runs: Int32Array.from([0, 100]), values: Int16Array.from([-5]) },
      { kind: 'markers', start: -1, goal: 99 },
      { kind: 'whole-map', width: 4096, height: 17 },
      { kind: 'document', document: { name: 'Map', notes: 'ünïcode ✓', settings: createProject(createGrid(1, 1)).settings, setups: [] } },
    ];
    expect(decodeRecords(encodeRecords(records))).toEqual(records);
  });

  it('any bytes either decode or throw a JournalRecordError, never anything else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          decodeRecords(bytes);
        } catch (error) {
          expect((error as Error).name).toBe('JournalRecordError');
        }
      }),
    );
  });
});

describe('replaying a journal onto its snapshot', () => {
  it('applies every append after the snapshot', () => {
    const { frames, restore, painted } = scene(5);
    const { project, replay } = restore(concatFrames(frames));
    expect(painted(project)).toBe(5);
    expect(replay).toEqual({ applied: 5, lastSeq: 5, stopped: null });
  });

  it('starts after the appends the snapshot holds, and ignores another lineage\'s appends', () => {
    const { frames, restore, painted } = scene(5);
    const stray = frame(3, [cells([50, 10], [6])], 99);
    const { project, replay } = restore(concatFrames([...frames.slice(0, 2), stray, ...frames.slice(2)]), { lineage: 7, seq: 2 });
    expect(painted(project)).toBe(3); // cells 2, 3, 4: the snapshot (of an empty map here) holds 1 and 2
    expect(project.grid.terrain[50]).toBe(0);
    expect(replay.lastSeq).toBe(5);
  });

  it('a torn last append is dropped and the rest restores', () => {
    const { frames, restore, painted } = scene(5);
    const whole = concatFrames(frames);
    const { project, replay } = restore(whole.subarray(0, whole.length - 3));
    expect(painted(project)).toBe(4);
    expect(replay.lastSeq).toBe(4);
    expect(replay.stopped).toMatch(/cut off/);
  });

  it('stops at a missing append rather than apply what follows it', () => {
    const { frames, restore, painted } = scene(5);
    const { project, replay } = restore(concatFrames([frames[0]!, frames[1]!, frames[3]!, frames[4]!]));
    expect(painted(project)).toBe(2);
    expect(replay.stopped).toBe('append 3 is missing');
  });

  it('stops at a change of the whole map: what follows needs the snapshot taken after it', () => {
    const { frames, restore, painted } = scene(2);
    const journal = concatFrames([...frames, frame(3, [{ kind: 'whole-map', width: 20, height: 20 }]), frame(4, [cells([300, 1], [2])])]);
    const { project, replay } = restore(journal);
    expect(painted(project)).toBe(2);
    expect(project.grid.width).toBe(10);
    expect(replay.stopped).toMatch(/append 3 was left out/);
  });

  it('leaves out, whole, an append that does not fit the map', () => {
    const { frames, restore, painted } = scene(1);
    const bad = frame(2, [cells([5, 1], [2]), cells([99, 5], [1])]); // the second run leaves the 10×10 map
    const { project, replay } = restore(concatFrames([...frames, bad]));
    expect(painted(project)).toBe(1); // not even its first, fitting record
    expect(replay.stopped).toMatch(/outside the map/);
  });

  it('keeps the document parts a file could hold, and steps back from a palette that would orphan cells', () => {
    const { restore } = scene(0);
    const settings = createProject(createGrid(1, 1)).settings;
    const okay = frame(1, [{ kind: 'document', document: { name: 'Renamed', notes: 'kept', settings, setups: [], breakpoints: [{ cell: 42, on: 'expanded', condition: '', enabled: true }] } }]);
    const typing = frame(2, [{ kind: 'document', document: { name: 'Renamed', notes: 'kept', settings: { ...settings, weight: Number.NaN }, setups: [] } }]);
    const r1 = restore(concatFrames([okay, typing]));
    expect(r1.project.name).toBe('Renamed');
    expect(r1.project.breakpoints?.[0]?.cell).toBe(42);
    expect(r1.replay.lastSeq).toBe(1);

    const paint = frame(1, [cells([0, 1], [6])]);
    const shrink = frame(2, [{ kind: 'palette', palette: [{ name: 'Only', color: 0, cost: 1, passable: true }] }]);
    const r2 = restore(concatFrames([paint, shrink]));
    expect(r2.project.grid.terrain[0]).toBe(6);
    expect(r2.project.grid.palette.length).toBe(7);
    expect(r2.replay).toMatchObject({ applied: 1, lastSeq: 1 });
  });
});
