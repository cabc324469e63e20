// The project codec's requests and answers between the page and its Web Worker, and the work
// itself: serialise a project to the file's text (compressing its layers), parse a file's text into
// a project, or restore a recovery backup (its snapshot parsed, its journal replayed). All take long
// on big maps, so they never run on the UI thread. The envelope is workerMessages.ts's.
import { ProjectFormatError, parseProject, serializeProject, type Project } from '../../shared/formats/project';
import type { RecoveryBackup } from '../../shared/ipc/projectFiles';
import { restoreFromJournal, type JournalReplay } from '../../shared/recovery/replayJournal';
import type { ServiceAnswer, WorkerService } from '../workers/workerMessages';

/** What a backup's restore needs: its snapshot, where it stands, and its journal. */
export type BackupToRestore = Pick<RecoveryBackup, 'text' | 'lineage' | 'seq' | 'journal'>;

/** A request to the codec worker. */
export type CodecRequest =
  | { id: number; kind: 'serialize'; project: Project; appVersion: string }
  | { id: number; kind: 'parse'; text: string }
  | { id: number; kind: 'restore'; backup: BackupToRestore };

/** The worker's answer to a request, of the request's kind. */
export type CodecAnswer =
  | { kind: 'serialize'; text: string }
  | { kind: 'parse'; project: Project }
  | { kind: 'restore'; project: Project; replay: JournalReplay };

/** A damaged file's error (ProjectFormatError) is a sentence for the user; anything else is a bug. */
export const isCodecSentence = (error: unknown): boolean => error instanceof ProjectFormatError;

/** The codec's work; answers list the buffers to move rather than copy. */
export const codecService: WorkerService<CodecRequest, CodecAnswer> = {
  answer: async (request) => answerCodecRequest(request),
};

/** Answers one request at once; throws ProjectFormatError for a file that cannot be read. */
export function answerCodecRequest(request: CodecRequest): ServiceAnswer<CodecAnswer> {
  if (request.kind === 'serialize') return { answer: { kind: 'serialize', text: serializeProject(request.project, request.appVersion) }, transfer: [] };
  if (request.kind === 'restore') {
    const { backup } = request;
    const { project, replay } = restoreFromJournal(() => parseProject(backup.text), backup.journal, backup);
    return { answer: { kind: 'restore', project, replay }, transfer: projectBuffers(project) };
  }
  const project = parseProject(request.text);
  return { answer: { kind: 'parse', project }, transfer: projectBuffers(project) };
}

/** The project's layer buffers, which can move between threads instead of being copied. */
export function projectBuffers(project: Project): ArrayBuffer[] {
  const { terrain, heights } = project.grid;
  return [terrain.buffer, ...(heights ? [heights.buffer] : [])] as ArrayBuffer[];
}
