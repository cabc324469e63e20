// Restoring a recovery backup: its snapshot (a project file's text, read by the caller) brought up
// to date by replaying the journal appended after it, append by append. Only appends of the
// snapshot's lineage that follow it without a gap are replayed; the first one that is cut short,
// damaged, missing or does not fit the map ends the replay, and everything before it is kept. So a
// crash in the middle of an append costs that append, never the restore.
import { applyMapDelta, mapDeltaProblem, shapeOf, terrainFitsPalette, type Markers } from '../edit/mapDelta';
import type { Project } from '../formats/project';
import { checkedDocument, withDocument, type BackupDocument } from './backupDocument';
import { readFrames, type JournalFrame } from './journalFrames';
import { decodeRecords, type JournalRecord } from './journalRecords';

/** Where a snapshot stands in its journal. */
export interface SnapshotPlace {
  /** The lineage of the snapshot (appends of any other are left alone). */
  lineage: number;
  /** The last append the snapshot already holds; replay starts after it. */
  seq: number;
}

/** What a replay did. */
export interface JournalReplay {
  /** Appends applied. */
  applied: number;
  /** The sequence number of the last append applied (the snapshot's when none was). */
  lastSeq: number;
  /** Why the appends after the last one applied were left out, or null when none were. */
  stopped: string | null;
}

/**
 * Restores a backup whose snapshot `parse()` reads: the snapshot plus every append of the journal
 * that follows it and fits. Throws only what `parse` throws.
 */
export function restoreFromJournal(parse: () => Project, journal: Uint8Array, place: SnapshotPlace): { project: Project; replay: JournalReplay } {
  const project = parse();
  const replay = replayJournal(project, journal, place);
  if (!replay.unfit) return { project, replay: replay.result };
  // An append left cells naming terrain types its palette no longer has (only a damaged journal
  // can): start again and stop before it.
  const again = parse();
  const result = replayJournal(again, journal, place, replay.result.applied).result;
  return { project: again, replay: { ...result, stopped: replay.result.stopped } };
}

/** Applies the appends after `place` to `project`, at most `limit` of them. */
function replayJournal(project: Project, journal: Uint8Array, place: SnapshotPlace, limit = Infinity): { result: JournalReplay; unfit: boolean } {
  const read = readFrames(journal);
  let lastSeq = place.seq;
  let applied = 0;
  const stop = (why: string, unfit = false) => ({ result: { applied, lastSeq, stopped: why }, unfit });
  for (const frame of read.frames) {
    if (frame.lineage !== place.lineage || frame.seq <= lastSeq) continue; // another chain's, or already held
    if (applied >= limit) break;
    if (frame.seq !== lastSeq + 1) return stop(`append ${lastSeq + 1} is missing`);
    const types = project.grid.palette.length;
    const problem = applyFrame(project, frame);
    if (problem) return stop(`append ${frame.seq} was left out: ${problem}`);
    if (project.grid.palette.length < types && !terrainFitsPalette(project.grid))
      return stop(`append ${frame.seq} was left out: cells name terrain types its palette no longer has`, true);
    lastSeq = frame.seq;
    applied++;
  }
  return { result: { applied, lastSeq, stopped: read.dropped }, unfit: false };
}

/** Applies one append's records if all of them fit (else nothing, and says why). */
function applyFrame(project: Project, frame: JournalFrame): string | null {
  let records: JournalRecord[];
  try {
    records = decodeRecords(frame.payload);
  } catch (error) {
    return (error as Error).message;
  }
  const shape = shapeOf(project.grid);
  const documents = new Map<JournalRecord, BackupDocument>();
  for (const record of records) {
    if (record.kind !== 'document') {
      const problem = mapDeltaProblem(shape, record);
      if (problem) return problem;
      continue;
    }
    const checked = checkedDocument(record.document, project.grid.palette);
    if (typeof checked === 'string') return checked;
    if ((checked.breakpoints ?? []).some((b) => !Number.isInteger(b.cell) || b.cell < -1 || b.cell >= shape.cells)) return 'a breakpoint lies outside the map';
    documents.set(record, checked);
  }
  const markers: Markers = project;
  for (const record of records) {
    if (record.kind === 'document') withDocument(project, documents.get(record)!);
    else applyMapDelta(project.grid, markers, record);
  }
  return null;
}
