// Turns projects into file text and back without blocking the UI: the work runs in a Web Worker
// (codecProtocol.ts). If the worker cannot start at all (a browser or page policy forbids it),
// the work runs on the page instead, slower to the eye but never lost.
import { ProjectFormatError, type Project } from '../../shared/formats/project';
import { answerCodecRequest, projectBuffers, type CodecRequest, type CodecResponse } from './codecProtocol';

/** Serialises and parses projects. */
export interface ProjectCodec {
  /**
   * The project as the newest format's text; rejects with a sentence (ProjectFormatError) when it
   * could not be reopened. Takes the project's layers (pass a snapshot).
   */
  serialize(project: Project, appVersion: string): Promise<string>;
  /** The project a file's text holds; rejects with ProjectFormatError's sentence for a bad file. */
  parse(text: string): Promise<Project>;
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
};

const startCodecWorker = (): CodecWorker =>
  new Worker(new URL('./projectCodec.worker.ts', import.meta.url), { type: 'module', name: 'A* Studio files' });

/**
 * The codec in a Web Worker, started on first use. The layers of a project to serialise move to
 * the worker (their buffers are transferred, so pass a snapshot the page no longer needs).
 */
export function workerCodec(createWorker: () => CodecWorker = startCodecWorker): ProjectCodec {
  let worker: CodecWorker | null = null;
  let failed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const runInline = (p: Pending) => p.resolve(answerCodecRequest(p.request).response);
  const started = (): CodecWorker | null => {
    if (worker || failed) return worker;
    try {
      const w = createWorker();
      w.onmessage = (e) => {
        const p = pending.get(e.data.id);
        pending.delete(e.data.id);
        p?.resolve(e.data);
      };
      // A worker that fails to load (or dies) answers nothing: finish its work on the page.
      w.onerror = (e) => {
        console.warn(`[files] the file worker stopped (${e.message || 'it could not start'}); reading and writing files on the page instead`);
        failed = true;
        worker = null;
        w.terminate();
        const left = [...pending.values()];
        pending.clear();
        left.forEach(runInline);
      };
      worker = w;
    } catch (error) {
      console.warn(`[files] no file worker (${String(error)}); reading and writing files on the page instead`);
      failed = true;
    }
    return worker;
  };

  const send = (request: CodecRequest, transfer: ArrayBuffer[]): Promise<CodecResponse> =>
    new Promise((resolve) => {
      const p = { request, resolve };
      const w = started();
      if (!w) return runInline(p);
      pending.set(request.id, p);
      w.postMessage(request, transfer);
    });

  return {
    async serialize(project, appVersion) {
      return unwrap(await send({ id: nextId++, kind: 'serialize', project, appVersion }, projectBuffers(project)), 'serialize');
    },
    async parse(text) {
      return unwrap(await send({ id: nextId++, kind: 'parse', text }, []), 'parse');
    },
  };
}

function unwrap(response: CodecResponse, kind: 'serialize'): string;
function unwrap(response: CodecResponse, kind: 'parse'): Project;
function unwrap(response: CodecResponse, kind: CodecRequest['kind']): string | Project {
  if (!response.ok) throw response.formatError ? new ProjectFormatError(response.message) : new Error(response.message);
  if (response.kind !== kind) throw new Error(`The file worker answered a ${kind} request with ${response.kind}; this is a bug in A* Studio.`);
  return response.kind === 'serialize' ? response.text : response.project;
}
