// Test helpers for the run controllers (the single view's and the compare view's): a host whose
// search worker is a real SearchService answering in the same thread (its requests kept; `restart`
// replaces it), animation frames the test hands out one at a time, and a walled map with a start
// and a goal.
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid, type Grid } from '../../../../src/shared/grid/grid';
import { Listeners } from '../../../../src/shared/listeners';
import type { WorkerEvent, WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import type { FrameScheduler } from '../../../../src/renderer/runs/frames';
import { fakeHost } from '../fakeHost';

/** A host whose worker is a SearchService; `sent` lists the requests' kinds; `restart` replaces the worker. */
export function hostWithWorker(sliceExpansions = 256) {
  const sent: WorkerRequest[] = [];
  const restarts = new Listeners<string>();
  let client!: SearchClient;
  const newService = () =>
    new SearchService({
      emit: (event: WorkerEvent) => queueMicrotask(() => client.receive(structuredClone(event))),
      schedule: (task) => setTimeout(task, 0),
      sliceExpansions,
    });
  let service = newService();
  const transport = {
    post: (request: WorkerRequest) => {
      sent.push(request);
      service.handle(structuredClone(request));
    },
  };
  client = new SearchClient(transport);
  const { host } = fakeHost({ search: client, restarts });
  const restart = (reason: string) => {
    service = newService();
    client.reconnect(transport, reason);
    restarts.emit(reason);
  };
  return { host, sent, restart };
}

/** Animation frames the test hands out one at a time. */
export function manualFrames() {
  let pending: ((t: number) => void | Promise<void>) | null = null;
  let last: Promise<void> = Promise.resolve();
  let time = 0;
  const frames: FrameScheduler = (callback) => {
    pending = callback;
    return () => (pending = null);
  };
  /** Runs the frame asked for, `dt` ms after the last; false when none was asked for. */
  const tick = (dt = 16): boolean => {
    const callback = pending;
    if (!callback) return false;
    pending = null;
    time += dt;
    last = Promise.resolve(callback(time));
    return true;
  };
  /** Runs the frame asked for and waits for the work it started (a worker round trip); false when none was asked for. */
  const tickAndWait = async (dt = 16): Promise<boolean> => {
    if (!tick(dt)) return false;
    await last;
    return true;
  };
  return { frames, tick, tickAndWait, get waiting() { return pending !== null; } };
}

/** A 30 × 30 map with a wall down the middle (a gap at the bottom) and a swamp patch, start left, goal right. */
export function walledGrid(): Grid {
  const grid = createGrid(30, 30);
  const wall = grid.palette.findIndex((t) => !t.passable);
  const swamp = grid.palette.findIndex((t) => t.name === 'Swamp');
  for (let y = 0; y < 26; y++) grid.terrain[y * 30 + 15] = wall;
  for (let y = 20; y < 28; y++) for (let x = 5; x < 12; x++) grid.terrain[y * 30 + x] = swamp;
  return grid;
}

export const START = 10 * 30 + 3;
export const GOAL = 10 * 30 + 26;

/** A document of walledGrid() with its start and goal placed. */
export function walledDocument(): MapDocument {
  const doc = new MapDocument(createProject(walledGrid(), 'compare test'));
  doc.start = START;
  doc.goal = GOAL;
  return doc;
}
