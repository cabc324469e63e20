// Turns projects into file text and back without blocking the UI: the work runs in a Web Worker
// (codecProtocol.ts). If the worker cannot start at all (a browser or page policy forbids it),
// the work runs on the page instead: the UI pauses while a big map is read or written, but
// nothing is lost.
import { ProjectFormatError, type Project } from '../../shared/formats/project';
import type { JournalReplay } from '../../shared/recovery/replayJournal';
import { answerCodecRequest, projectBuffers, type BackupToRestore, type CodecRequest, type CodecResponse } from './codecProtocol';

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
export interface CodecWorker {
  onmessage: ((e: MessageEvent<CodecResponse>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: CodecRequest, transfer: Transferable[]): void;
  terminate(): void;
}

type Pending = { request: CodecRequest; resolve: (r: CodecResponse) => void };

/** The codec on the page's own thread (tests, and the fallback). */
export const inlineCodec: ProjectCodec = {
  serialize: async (project, appVersion) => unwrap(answerCodecRequest({ id: 0, kind: 'serialize', project, appVersion }).response, 'serialize'),
  parse: async (text) => unwrap(answerCodecRequest({ id: 0, kind: 'parse', text }).response, 'parse'),
  restore: async (backup) => unwrap(answerCodecRequest({ id: 0, kind: 'restore', backup }).response, 'restore'),
};

const startCodecWorker = (): CodecWorker =>
  new Worker(new URL('./projectCodec.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio files' });

/**
 * The codec in a Web Worker, started on first use. The layers of a project to serialise move to
 * the worker (their buffers are transferred, so pass a snapshot the page no longer needs). Requests
 * wait on the page until the worker says it runs: one that cannot start (a blocked script) never
 * took anything, and the page does the work itself from then on.
 */
export function workerCodec(createWorker: () => CodecWorker = startCodecWorker): ProjectCodec {
  let worker: CodecWorker | null = null;
  let ready = false;
  let failed = false;
  let nextId = 1;
  /** Requests sent to the worker, awaiting its answer. */
  const sent = new Map<number, Pending>();
  /** Requests waiting for the worker to start. */
  let waiting: Pending[] = [];

  const runInline = (p: Pending) => p.resolve(answerCodecRequest(p.request).response);
  const post = (w: CodecWorker, p: Pending) => {
    sent.set(p.request.id, p);
    w.postMessage(p.request, p.request.kind === 'serialize' ? projectBuffers(p.request.project) : []);
  };
  const giveUp = (w: CodecWorker | null, why: string) => {
    console.warn(`[files] the file worker stopped (${why}); reading and writing files on the page instead`);
    failed = true;
    worker = null;
    w?.terminate();
    for (const p of [...waiting, ...sent.values()]) {
      // A project whose layers went to the dead worker cannot be written from here: say so.
      if (sent.has(p.request.id) && p.request.kind === 'serialize')
        p.resolve({ id: p.request.id, ok: false, formatError: false, message: 'The file worker stopped while saving, and nothing was written. Save again.' });
      else runInline(p);
    }
    waiting = [];
    sent.clear();
  };
  const started = (): CodecWorker | null => {
    if (worker || failed) return worker;
    try {
      const w = createWorker();
      w.onmessage = (e) => {
        if (e.data.ok && e.data.kind === 'ready') {
          ready = true;
          for (const p of waiting) post(w, p);
          waiting = [];
          return;
        }
        const p = sent.get(e.data.id);
        sent.delete(e.data.id);
        p?.resolve(e.data);
      };
      w.onerror = (e) => giveUp(w, e.message || 'it could not start');
      worker = w;
    } catch (error) {
      giveUp(null, String(error));
    }
    return worker;
  };

  const send = (request: CodecRequest): Promise<CodecResponse> =>
    new Promise((resolve) => {
      const p = { request, resolve };
      const w = started();
      if (!w) runInline(p);
      else if (ready) post(w, p);
      else waiting.push(p);
    });

  return {
    async serialize(project, appVersion) {
      return unwrap(await send({ id: nextId++, kind: 'serialize', project, appVersion }), 'serialize');
    },
    async parse(text) {
      return unwrap(await send({ id: nextId++, kind: 'parse', text }), 'parse');
    },
    async restore(backup) {
      return unwrap(await send({ id: nextId++, kind: 'restore', backup }), 'restore');
    },
  };
}

type Restored = { project: Project; replay: JournalReplay };
function unwrap(response: CodecResponse, kind: 'serialize'): string;
function unwrap(response: CodecResponse, kind: 'parse'): Project;
function unwrap(response: CodecResponse, kind: 'restore'): Restored;
function unwrap(response: CodecResponse, kind: CodecRequest['kind']): string | Project | Restored {
  if (!response.ok) throw response.formatError ? new ProjectFormatError(response.message) : new Error(response.message);
  if (response.kind === 'ready' || response.kind !== kind) throw new Error(`The file worker answered a ${kind} request with ${response.kind}; this is a bug in A* Studio.`);
  if (response.kind === 'serialize') return response.text;
  return response.kind === 'restore' ? { project: response.project, replay: response.replay } : response.project;
}
