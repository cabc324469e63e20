// The project codec's messages between the page and its Web Worker, and the worker's side of
// them: serialise a project to the file's text (compressing its layers), parse a file's text into a
// project, or restore a recovery backup (its snapshot parsed, its journal replayed). All take long
// on big maps, so they never run on the UI thread.
import { ProjectFormatError, parseProject, serializeProject, type Project } from '../../shared/formats/project';
import type { RecoveryBackup } from '../../shared/ipc/projectFiles';
import { restoreFromJournal, type JournalReplay } from '../../shared/recovery/replayJournal';

/** What a backup's restore needs: its snapshot, where it stands, and its journal. */
export type BackupToRestore = Pick<RecoveryBackup, 'text' | 'lineage' | 'seq' | 'journal'>;

/** A request to the codec worker. */
export type CodecRequest =
  | { id: number; kind: 'serialize'; project: Project; appVersion: string }
  | { id: number; kind: 'parse'; text: string }
  | { id: number; kind: 'restore'; backup: BackupToRestore };

/** The worker's answer to request `id`; first of all, a 'ready' message once it runs. */
export type CodecResponse =
  | { id: 0; ok: true; kind: 'ready' }
  | { id: number; ok: true; kind: 'serialize'; text: string }
  | { id: number; ok: true; kind: 'parse'; project: Project }
  | { id: number; ok: true; kind: 'restore'; project: Project; replay: JournalReplay }
  | { id: number; ok: false; message: string; formatError: boolean };

/** Answers one request; `transfer` lists the buffers to move rather than copy. */
export function answerCodecRequest(request: CodecRequest): { response: CodecResponse; transfer: ArrayBuffer[] } {
  try {
    if (request.kind === 'serialize') {
      return { response: { id: request.id, ok: true, kind: 'serialize', text: serializeProject(request.project, request.appVersion) }, transfer: [] };
    }
    if (request.kind === 'restore') {
      const { backup } = request;
      const { project, replay } = restoreFromJournal(() => parseProject(backup.text), backup.journal, backup);
      return { response: { id: request.id, ok: true, kind: 'restore', project, replay }, transfer: projectBuffers(project) };
    }
    const project = parseProject(request.text);
    return { response: { id: request.id, ok: true, kind: 'parse', project }, transfer: projectBuffers(project) };
  } catch (error) {
    const formatError = error instanceof ProjectFormatError;
    const message = error instanceof Error ? error.message : String(error);
    return { response: { id: request.id, ok: false, message, formatError }, transfer: [] };
  }
}

/** The project's layer buffers, which can move between threads instead of being copied. */
export function projectBuffers(project: Project): ArrayBuffer[] {
  const { terrain, heights } = project.grid;
  return [terrain.buffer, ...(heights ? [heights.buffer] : [])] as ArrayBuffer[];
}
