// Turns projects into file text and back without blocking the UI: the work runs in a Web Worker
// (codecProtocol.ts; workerClient.ts does the talking). If the worker cannot start at all (a
// browser or page policy forbids it), the work runs on the page instead: the UI pauses while a big
// map is read or written, but nothing is lost.
import { ProjectFormatError, type Project } from '../../shared/formats/project';
import type { JournalReplay } from '../../shared/recovery/replayJournal';
import { pageClient, workerClient, type WorkerClient, type WorkerClientSpec, type WorkerLike } from '../workers/workerClient';
import type { Ask } from '../workers/workerMessages';
import { codecService, isCodecSentence, projectBuffers, type BackupToRestore, type CodecAnswer, type CodecRequest } from './codecProtocol';

/** Serialises and parses projects. */
export interface ProjectCodec {
  /**
   * The project as the newest format's text; rejects with a sentence (ProjectFormatError) when it
   * could not be reopened. Takes the project's layers (pass a snapshot).
   */
  serialize(project: Project, appVersion: string): Promise<string>;
  /** The project a file's text holds; rejects with ProjectFormatError's sentence for a bad file. */
  parse(text: string): Promise<Project>;
  /**
   * The project a recovery backup holds: its snapshot with its journal replayed (an append cut
   * short by a crash, and any after it, left out: `replay` says how far it got). Rejects like parse
   * when the snapshot cannot be read.
   */
  restore(backup: BackupToRestore): Promise<{ project: Project; replay: JournalReplay }>;
}

/** The slice of a Web Worker the codec uses. */
export type CodecWorker = WorkerLike<CodecRequest, CodecAnswer>;

const CODEC: WorkerClientSpec<CodecRequest, CodecAnswer> = {
  name: 'files',
  onPage: () => codecService,
  isSentence: isCodecSentence,
  errorOf: (failure) => (failure.sentence ? new ProjectFormatError(failure.message) : new Error(failure.message)),
  // The codec has no Cancel.
  cancelled: () => new Error('Cancelled.'),
  // A project whose layers went to the dead worker cannot be written from here: say so. A parse or restore moved nothing.
  lost: (request) => (request.kind === 'serialize' ? new Error('The file worker stopped while saving, and nothing was written. Save again.') : null),
};

/** The codec on the page's own thread (tests, and the fallback). */
export const inlineCodec: ProjectCodec = codecOver(pageClient(CODEC));

const startCodecWorker = (): CodecWorker =>
  new Worker(new URL('./projectCodec.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio files' });

/**
 * The codec in a Web Worker, started on first use. The layers of a project to serialise move to
 * the worker (their buffers are transferred, so pass a snapshot the page no longer needs). Requests
 * wait on the page until the worker says it runs: one that cannot start (a blocked script) never
 * took anything, and the page does the work itself from then on.
 */
export function workerCodec(createWorker: () => CodecWorker = startCodecWorker): ProjectCodec {
  return codecOver(workerClient(CODEC, createWorker));
}

function codecOver(client: WorkerClient<CodecRequest, CodecAnswer>): ProjectCodec {
  const ask = async <K extends CodecAnswer['kind']>(request: Ask<CodecRequest> & { kind: K }, transfer: Transferable[] = []) => {
    const answer = await client.run(request, undefined, transfer).answer;
    if (answer.kind !== request.kind) throw new Error(`The file worker answered a ${request.kind} request with ${answer.kind}; this is a bug in A* Studio.`);
    return answer as Extract<CodecAnswer, { kind: K }>;
  };
  return {
    serialize: async (project, appVersion) => (await ask({ kind: 'serialize', project, appVersion }, projectBuffers(project))).text,
    parse: async (text) => (await ask({ kind: 'parse', text })).project,
    restore: async (backup) => {
      const { project, replay } = await ask({ kind: 'restore', backup });
      return { project, replay };
    },
  };
}
