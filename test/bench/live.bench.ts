// npm run bench:live: live paths as the issue asks them measured, through the worker's service in
// this process (the time from an edit's message reaching the worker to the new path being ready).
//   live-stroke-4096 p50-ms A p95-ms B vs-scratch R   8-cell dabs, half across the path, on a 4096²
//                                                     map in cost regions 1–5 with walls (R: median
//                                                     fresh A* / median live update; targets p95 ≤ 50, R ≥ 10)
//   live-stroke-1024 …                                the same on 1024² (target p95 ≤ 16)
//   live-drag-1024 updates-per-s U                    the goal dragged across a weighted 1024² map (target ≥ 30)
//   edit-bytes-4096-vs-256 E                          bytes of the edit-map message for one stroke (target ≤ 1.5)
//   jump-repair-2048 ms M vs-rebuild Q                JPS's jump table, dead ends and masks repaired after
//                                                     an 8-cell dab on 2048², against building them (target ≥ 20)
//   jpsw-repair-2048 ms M vs-rebuild Q                JPSW's table repaired after a dab on a weighted 2048²
//                                                     map, against building it (target ≥ 20)
//   f9-after-paint-2048-jps ms A vs-at-once R          F9 after a stroke on 2048², once the worker's idle
//                                                     catch-up has rebuilt what the stroke left behind,
//                                                     against F9 sent straight after it (also -jpsw)
//   live-wall-4096 last-dab-ms L vs-fresh-astar F      a 410-cell wall painted across the diagonal path of an
//                                                     open 4096² map, in this process: the last dab's answer
//   live-stroke-ui-4096 longest-task-ms T             the page's longest main-thread task while a wall is
//                                                     painted across the live path on 4096² (target ≤ 50;
//                                                     BENCH_SIDE=1024 tries a smaller map)
// Name parts to run only those: npm run bench:live -- stroke drag bytes repair idle wall ui.
import { serialize } from 'node:v8';
import { createGrid } from '../../src/shared/grid/grid';
import { makeBrush } from '../../src/shared/edit/brush';
import { strokeCells } from '../../src/shared/edit/stroke';
import { applyMapDeltas } from '../../src/shared/edit/mapEdit';
import type { MapDelta } from '../../src/shared/edit/mapDelta';
import { DEFAULT_SEARCH_OPTIONS, runSearch, type SearchQuery, type SearchResult } from '../../src/shared/engine/index';
import { buildDeadEnds, buildJumpTable } from '../../src/shared/engine/jumpPoints';
import { MapContext, mapContext, repairSearchCache } from '../../src/shared/engine/mapContext';
import { heldWeightedJumps, weightedJumps } from '../../src/shared/engine/jpsw/weightedJumps';
import { buildMoveMask } from '../../src/shared/engine/moves';
import type { WorkerEvent } from '../../src/shared/protocol/messages';
import { SearchService } from '../../src/shared/protocol/searchService';
import { cellsDelta, dab } from '../unit/shared/engine/randomEdits';
import { paintedMap } from './engine/paintedMap';
import { fixed, median } from './engine/stats';
import { liveStrokeUiFigures } from './live/uiLongTasks';

const parts = process.argv.slice(2);
const wanted = (part: string) => parts.length === 0 || parts.includes(part);
const WALL = 6;

/** The weighted map of the issue: cost regions 1–5 with walls. */
const weighted = (side: number) => paintedMap(side, { costs: [1, 2, 3, 4, 5] });

/** The service with its tasks run on demand, and a way to send a request and wait for its answer. */
function worker() {
  const tasks: (() => void)[] = [];
  const answers = new Map<number, WorkerEvent>();
  const service = new SearchService({ emit: (e) => void (e.kind !== 'progress' && 'requestId' in e && e.requestId !== null && answers.set(e.requestId, e)), schedule: (t) => tasks.push(t) });
  let nextId = 1;
  const ask = (request: Record<string, unknown> & { kind: string }): WorkerEvent => {
    const requestId = nextId++;
    service.handle({ ...request, requestId });
    while (!answers.has(requestId) && tasks.length > 0) tasks.shift()!();
    const answer = answers.get(requestId)!;
    if (answer.kind === 'error') throw new Error(answer.message);
    return answer;
  };
  return { ask };
}

const resultOf = (e: WorkerEvent): SearchResult => (e.kind === 'result' ? e.result : (() => { throw new Error(`no result: ${e.kind}`); })());

/** Cells within `r` of the path (to pick dabs that miss it). */
function nearPath(path: Int32Array, side: number, r: number): Uint8Array {
  const near = new Uint8Array(side * side);
  for (const c of path) {
    const x = c % side, y = (c - x) / side;
    for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (x + dx >= 0 && y + dy >= 0 && x + dx < side && y + dy < side) near[(y + dy) * side + x + dx] = 1;
  }
  return near;
}

function stroke(side: number, dabs: number): void {
  const grid = weighted(side);
  const { ask } = worker();
  ask({ kind: 'load-map', mapId: 'm', revision: 0, map: grid });
  const query: SearchQuery = { start: 20 * side + 20, goal: (side - 30) * side + side - 20, options: { ...DEFAULT_SEARCH_OPTIONS } };
  let t0 = performance.now();
  let answer = resultOf(ask({ kind: 'live-search', mapId: 'm', revision: 0, lane: 'pane', query }));
  const first = performance.now() - t0;
  let seed = 777;
  const random = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * n);
  const times: number[] = [];
  let revision = 0;
  for (let i = 1; i <= dabs; i++) {
    let centre: number;
    if (i % 2 === 0) centre = answer.path[Math.floor(answer.path.length * (0.1 + 0.8 * (random(1000) / 1000)))]!;
    else {
      const near = nearPath(answer.path, side, 4);
      do centre = random(side * side);
      while (near[centre]);
    }
    const terrain = random(3) === 0 ? random(5) : WALL;
    const deltas: MapDelta[] = [cellsDelta(dab(side, side, centre % side, Math.floor(centre / side)), terrain)];
    if (terrain === WALL && deltas[0]!.kind === 'cells' && [...cellsOf(deltas[0]!.runs)].some((c) => c === query.start || c === query.goal)) continue;
    t0 = performance.now();
    ask({ kind: 'edit-map', mapId: 'm', fromRevision: revision, revision: ++revision, deltas });
    answer = resultOf(ask({ kind: 'live-search', mapId: 'm', revision, lane: 'pane', query }));
    times.push(performance.now() - t0);
  }
  const fresh: number[] = [];
  for (let i = 0; i < (side > 2048 ? 2 : 3); i++) fresh.push(resultOf(ask({ kind: 'search', mapId: 'm', revision, query })).metrics.elapsedMs);
  times.sort((a, b) => a - b);
  const p50 = median(times), p95 = times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!;
  console.log(`live-stroke-${side} p50-ms ${fixed(p50, 2)} p95-ms ${fixed(p95, 2)} vs-scratch ${fixed(median(fresh) / p50, 1)} (path ${answer.steps} steps, fresh A* ${fixed(median(fresh), 0)} ms, first live answer ${fixed(first, 0)} ms, ${times.length} dabs)`);
}

function* cellsOf(runs: Int32Array): Generator<number> {
  for (let r = 0; r < runs.length; r += 2) for (let c = runs[r]!; c < runs[r]! + runs[r + 1]!; c++) yield c;
}

if (wanted('stroke')) {
  stroke(1024, 200);
  stroke(4096, 40);
}

if (wanted('drag')) {
  const side = 1024, grid = weighted(side);
  const { ask } = worker();
  ask({ kind: 'load-map', mapId: 'm', revision: 0, map: grid });
  const start = 30 * side + 30;
  const at = (x: number, y: number) => y * side + x;
  const goals: number[] = [];
  // The pointer crosses the map's lower half, a cell or two a frame, stepping around walls.
  for (let x = 200; goals.length < 240; x += 1 + (goals.length % 2)) {
    let y = 900 + Math.round(40 * Math.sin(x / 60));
    while (grid.terrain[at(x, y)] === WALL) y++;
    goals.push(at(x, y));
  }
  const query = (goal: number): SearchQuery => ({ start, goal, options: { ...DEFAULT_SEARCH_OPTIONS } });
  resultOf(ask({ kind: 'live-search', mapId: 'm', revision: 0, lane: 'drag', query: query(goals[0]!) }));
  const t0 = performance.now();
  for (const goal of goals.slice(1)) resultOf(ask({ kind: 'live-search', mapId: 'm', revision: 0, lane: 'drag', query: query(goal) }));
  const seconds = (performance.now() - t0) / 1000;
  console.log(`live-drag-1024 updates-per-s ${fixed((goals.length - 1) / seconds, 1)}`);
}

if (wanted('bytes')) {
  const strokeBytes = (side: number) => {
    const cells = Array.from({ length: 12 }, (_, i) => dab(side, side, 30 + 2 * i, 40 + i)).flat();
    return serialize({ kind: 'edit-map', requestId: 12, mapId: 'map-1', fromRevision: 41, revision: 42, deltas: [cellsDelta(cells, WALL)] }).byteLength;
  };
  console.log(`edit-bytes-4096-vs-256 ${fixed(strokeBytes(4096) / strokeBytes(256), 2)} (${strokeBytes(4096)} bytes vs ${strokeBytes(256)})`);
}

if (wanted('repair')) {
  const side = 2048, grid = paintedMap(side, { uniform: true });
  const ctx = mapContext(grid);
  ctx.jumpTable();
  const repairs: number[] = [];
  for (let i = 0; i < 40; i++) {
    const x = 100 + ((i * 389) % 1800), y = 100 + ((i * 577) % 1800);
    const deltas = [cellsDelta(dab(side, side, x, y), i % 2 === 0 ? WALL : 0)];
    const t0 = performance.now();
    repairSearchCache(grid, applyMapDeltas(grid, { start: -1, goal: -1 }, deltas));
    repairs.push(performance.now() - t0);
  }
  const rebuilds: number[] = [];
  const passable = Uint8Array.from(grid.terrain, (t) => (grid.palette[t]!.passable ? 1 : 0));
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const mask = buildMoveMask(side, side, passable, 'square8', 'no-cutting');
    const table = buildJumpTable(mask, side, side);
    buildDeadEnds(mask, table, side, side);
    rebuilds.push(performance.now() - t0);
  }
  const graph0 = performance.now();
  mapContext(grid).jumpGraph();
  const graph = performance.now() - graph0;
  console.log(`jump-repair-2048 ms ${fixed(median(repairs), 2)} vs-rebuild ${fixed(median(rebuilds) / median(repairs), 0)} (rebuild ${fixed(median(rebuilds), 0)} ms; the jump graph and regions are rebuilt on the next JPS search: ${fixed(graph, 0)} ms)`);
}

if (wanted('repair')) {
  // JPSW's table after the same kind of dabs (half walls, half other terrains) on a weighted 2048²
  // map, against building it afresh as every edit did before. An edit only queues its cells; the
  // next JPSW search repairs them all, then computes the regions again (they are global).
  const side = 2048, grid = weighted(side);
  weightedJumps(mapContext(grid));
  const query: SearchQuery = { start: 20 * side + 20, goal: (side - 30) * side + side - 20, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm: 'jpsw' } };
  const held = runSearch(grid, query).metrics.elapsedMs;
  const queued: number[] = [];
  for (let i = 0; i < 40; i++) {
    const x = 100 + ((i * 389) % 1800), y = 100 + ((i * 577) % 1800);
    const deltas = [cellsDelta(dab(side, side, x, y), i % 2 === 0 ? WALL : i % 5)];
    const t0 = performance.now();
    repairSearchCache(grid, applyMapDeltas(grid, { start: -1, goal: -1 }, deltas));
    queued.push(performance.now() - t0);
  }
  const jumps = heldWeightedJumps(mapContext(grid));
  if (jumps === undefined || jumps.pending.length === 0) throw new Error('JPSW table not kept for repair');
  const dabs = jumps.pending.length; // a dab that changed no cell queues nothing
  const catchUp0 = performance.now();
  weightedJumps(mapContext(grid));
  const catchUp = performance.now() - catchUp0;
  jumps.regionsCurrent = false; // the regions alone, to take them apart from the repair
  const regions0 = performance.now();
  weightedJumps(mapContext(grid));
  const regions = performance.now() - regions0, repair = (catchUp - regions) / dabs;
  const after = runSearch(grid, query).metrics.elapsedMs;
  const rebuilds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    weightedJumps(new MapContext({ ...grid }));
    rebuilds.push(performance.now() - t0);
  }
  console.log(`jpsw-repair-2048 ms ${fixed(repair, 2)} vs-rebuild ${fixed(median(rebuilds) / repair, 0)} (a dab's repair, of ${dabs} queued ones repaired together before the next search; rebuild ${fixed(median(rebuilds), 0)} ms; queueing a dab ${fixed(median(queued), 2)} ms with the masks; the regions computed again before the search ${fixed(regions, 0)} ms; JPSW search ${fixed(held, 0)} ms on the table built, ${fixed(after, 0)} ms on the repaired one)`);
}

if (wanted('idle')) {
  // F9 after painting on 2048²: a stroke of 12 wall dabs across the path (JPS's graph dropped,
  // JPSW's cells queued), then the same search sent at once (it waits for its tables) and, after a
  // second such stroke, once the worker's idle catch-up has brought them up to date (the user
  // paused). The catch-up's longest turn is the most a request arriving meanwhile could wait.
  for (const [algorithm, grid] of [['jps', paintedMap(2048, { uniform: true })], ['jpsw', weighted(2048)]] as const) {
    const side = 2048;
    let longestTurn = 0;
    const answers = new Map<number, (e: WorkerEvent) => void>();
    const service = new SearchService({
      emit: (e) => void (e.kind !== 'progress' && 'requestId' in e && e.requestId !== null && answers.get(e.requestId)?.(e)),
      schedule: (task) => setImmediate(() => {
        const t0 = performance.now();
        task();
        longestTurn = Math.max(longestTurn, performance.now() - t0);
      }),
    });
    let nextId = 1, revision = 0;
    const ask = (request: Record<string, unknown> & { kind: string }) => new Promise<WorkerEvent>((resolve) => {
      const requestId = nextId++;
      answers.set(requestId, resolve);
      service.handle({ ...request, requestId });
    });
    const query: SearchQuery = { start: 20 * side + 20, goal: (side - 30) * side + side - 20, options: { ...DEFAULT_SEARCH_OPTIONS, algorithm } };
    const search = async () => {
      const t0 = performance.now();
      const r = resultOf(await ask({ kind: 'search', mapId: 'm', revision, query }));
      return { ms: performance.now() - t0, expanded: r.metrics.expanded };
    };
    const paint = async (x0: number) => {
      for (let i = 0; i < 12; i++) {
        const deltas = [cellsDelta(dab(side, side, x0 + 3 * i, 900 + 3 * i), WALL)];
        await ask({ kind: 'edit-map', mapId: 'm', fromRevision: revision, revision: revision + 1, deltas });
        revision++;
      }
    };
    await ask({ kind: 'load-map', mapId: 'm', revision, map: grid });
    const first = await search();
    await paint(1000);
    const atOnce = await search();
    await paint(1100);
    const paused = performance.now();
    longestTurn = 0;
    await service.catchUp.whenIdle();
    const catchUp = performance.now() - paused;
    const turn = longestTurn;
    const after = await search();
    console.log(`f9-after-paint-2048-${algorithm} ms ${fixed(after.ms, 0)} vs-at-once ${fixed(atOnce.ms / after.ms, 1)} (sent at once after the stroke ${fixed(atOnce.ms, 0)} ms, after the idle catch-up ${fixed(after.ms, 0)} ms; the catch-up ${fixed(catchUp, 0)} ms from the last dab, its longest turn ${fixed(turn, 1)} ms; the first search with its tables built ${fixed(first.ms, 0)} ms)`);
  }
}

if (wanted('wall')) {
  // The UI bench's stroke without the browser: a 410-cell wall (brush 8, 120 dabs) across the
  // diagonal path of an open 4096² map, each dab answered; the last dab's answer against fresh searches.
  const side = 4096, grid = createGrid(side, side);
  const wall = grid.palette.findIndex((t) => !t.passable);
  const { ask } = worker();
  ask({ kind: 'load-map', mapId: 'm', revision: 0, map: grid });
  const query: SearchQuery = { start: 200 * side + 200, goal: (side - 201) * side + side - 201, options: { ...DEFAULT_SEARCH_OPTIONS } };
  const before = resultOf(ask({ kind: 'live-search', mapId: 'm', revision: 0, lane: 'pane', query }));
  const half = Math.round(side / 20), from = { x: side / 2 - half, y: side / 2 + half }, to = { x: side / 2 + half, y: side / 2 - half };
  // Each dab is what the app's round brush of size 8 sweeps from the last point, as the brush tool paints it.
  const brush = makeBrush(8, 'round');
  let prev = from, last = 0, answer = before;
  for (let i = 0; i < 120; i++) {
    const t = i / 119, p = { x: Math.round(from.x + t * (to.x - from.x)), y: Math.round(from.y + t * (to.y - from.y)) };
    const cells: number[] = [];
    strokeCells(grid, brush, prev.x, prev.y, p.x, p.y, (c) => void cells.push(c), i > 0);
    prev = p;
    const t0 = performance.now();
    ask({ kind: 'edit-map', mapId: 'm', fromRevision: i, revision: i + 1, deltas: [cellsDelta(cells, wall)] });
    answer = resultOf(ask({ kind: 'live-search', mapId: 'm', revision: i + 1, lane: 'pane', query }));
    last = performance.now() - t0;
  }
  const fresh = (algorithm: 'astar' | 'jps') => {
    const t0 = performance.now();
    const r = resultOf(ask({ kind: 'search', mapId: 'm', revision: 120, query: { ...query, options: { ...query.options, algorithm } } }));
    if (Math.abs(r.cost - answer.cost) > 1e-6) throw new Error(`The live cost ${answer.cost} differs from ${algorithm}'s ${r.cost}.`);
    return performance.now() - t0;
  };
  const astar = fresh('astar');
  fresh('jps');
  const jps = fresh('jps');
  console.log(`live-wall-4096 last-dab-ms ${fixed(last, 1)} vs-fresh-astar ${fixed(astar / last, 1)} (cost ${fixed(before.cost, 1)} → ${fixed(answer.cost, 1)}; ${answer.metrics.expanded} expansions; fresh A* ${fixed(astar, 0)} ms, fresh JPS ${fixed(jps, 0)} ms)`);
}

if (wanted('ui')) {
  // In the browser: the UI thread while a wall is painted across a live path on 4096².
  const f = await liveStrokeUiFigures();
  console.log(`compositing: ${f.compositing}`);
  console.log(`live-stroke-ui-${f.side} longest-task-ms ${fixed(f.longest, 0)} tasks-over-50 ${f.tasksOver50} (${f.moves} pointer moves at ${fixed(f.scale, 2)} px a cell; path cost ${fixed(f.costBefore, 1)} → ${fixed(f.costAfter, 1)}, the stroke in the document ${fixed(f.strokeMs, 0)} ms and its final answer shown ${fixed(f.settledMs, 0)} ms after the press) target 50 ${f.longest <= 50 ? 'met' : 'NOT met'}`);
}
