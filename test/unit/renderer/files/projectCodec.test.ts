// The project codec's worker protocol, with the worker played by the real request handler behind
// a fake Worker: a project round-trips, the layers move rather than copy, a bad file comes back as
// the format's own error and sentence, a worker that cannot start leaves the work to the page, and
// one that dies mid-save says so.
import { describe, expect, it, vi } from 'vitest';
import { createProject, ProjectFormatError } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { answerCodecRequest, isCodecSentence, type CodecAnswer, type CodecRequest } from '../../../../src/renderer/files/codecProtocol';
import { failureOf, type WorkerMessage } from '../../../../src/renderer/workers/workerMessages';
import { workerCodec, type CodecWorker } from '../../../../src/renderer/files/projectCodec';

/**
 * Answers as the worker would, a task later, moving transferred buffers as postMessage does (the
 * page's copies are detached). `broken` fails to load, as a blocked worker script does; `dies`
 * crashes on its first request.
 */
class FakeCodecWorker implements CodecWorker {
  onmessage: ((e: MessageEvent<WorkerMessage<CodecAnswer>>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  transferred: Transferable[] = [];
  terminated = false;

  constructor(private readonly behaviour: 'healthy' | 'broken' | 'dies' = 'healthy') {
    setTimeout(() => {
      if (behaviour === 'broken') this.onerror?.({ message: 'Failed to load worker script' } as ErrorEvent);
      else this.onmessage?.({ data: { id: 0, kind: 'ready' } } as MessageEvent<WorkerMessage<CodecAnswer>>);
    }, 0);
  }

  postMessage(message: CodecRequest, transfer: Transferable[]): void {
    this.transferred.push(...transfer);
    const moved = structuredClone(message, { transfer: transfer as ArrayBuffer[] });
    setTimeout(() => {
      if (this.behaviour === 'dies') return this.onerror?.({ message: 'out of memory' } as ErrorEvent);
      let message: WorkerMessage<CodecAnswer>;
      try {
        message = { id: moved.id, kind: 'answer', answer: answerCodecRequest(moved).answer };
      } catch (error) {
        message = failureOf(moved.id, error, isCodecSentence);
      }
      this.onmessage?.({ data: message } as MessageEvent<WorkerMessage<CodecAnswer>>);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

function heightsProject() {
  const grid = createGrid(30, 20, 1);
  grid.terrain[45] = 3;
  grid.heights = new Int16Array(600).map((_, i) => (i % 37) - 10);
  const project = createProject(grid, 'Codec test');
  project.start = 2;
  project.goal = 599;
  project.notes = 'notes';
  return project;
}

describe('project codec in a worker', () => {
  it('serialises and parses a project; the layers of the snapshot move to the worker', async () => {
    const worker = new FakeCodecWorker();
    const codec = workerCodec(() => worker);
    const project = heightsProject();
    const expected = { terrain: Array.from(project.grid.terrain), heights: Array.from(project.grid.heights!) };
    const text = await codec.serialize(project, '1.2.3');
    expect(worker.transferred).toEqual([project.grid.terrain.buffer, project.grid.heights!.buffer]);
    expect(project.grid.terrain.length).toBe(0); // moved, not copied

    const back = await codec.parse(text);
    expect(Array.from(back.grid.terrain)).toEqual(expected.terrain);
    expect(Array.from(back.grid.heights!)).toEqual(expected.heights);
    expect([back.name, back.start, back.goal, back.notes]).toEqual(['Codec test', 2, 599, 'notes']);
  });

  it('a damaged file is a ProjectFormatError with the format\'s sentence', async () => {
    const codec = workerCodec(() => new FakeCodecWorker());
    const error = await codec.parse('{"format": "something else"}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProjectFormatError);
    expect((error as Error).message).toBe('This file is not an A* Studio project (its "format" field is missing or different).');
  });

  it('a worker that fails to start took nothing: the page does its work, once and for all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const workers: FakeCodecWorker[] = [];
    const codec = workerCodec(() => {
      const w = new FakeCodecWorker('broken');
      workers.push(w);
      return w;
    });
    const text = await codec.serialize(heightsProject(), '1.2.3');
    expect((await codec.parse(text)).name).toBe('Codec test');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a worker that dies while saving says nothing was written; the next save works on the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const codec = workerCodec(() => new FakeCodecWorker('dies'));
    await expect(codec.serialize(heightsProject(), '1.2.3')).rejects.toThrow('The file worker stopped while saving, and nothing was written. Save again.');
    expect((await codec.parse(await codec.serialize(heightsProject(), '1.2.3'))).name).toBe('Codec test');
    warn.mockRestore();
  });
});
