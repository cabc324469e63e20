// The Analysis section's state, asking a real service back to back: an answer is shown with its
// cells (coloured by the painter), the unit type picked measures the analysis with that unit's map
// (a unit that cannot enter water finds the river splits the map, and its field leaves the river clear).
import { describe, expect, it, vi } from 'vitest';
import { AnalysisState } from '../../../../src/renderer/analysis/analysis.svelte';
import { inlinePainter } from '../../../../src/renderer/analysis/analysisPainter';
import { markOf } from '../../../../src/renderer/overlays/analysisCells';
import { MapDocument } from '../../../../src/renderer/state/document.svelte';
import { DEFAULT_SEARCH_OPTIONS } from '../../../../src/shared/engine/index';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';

function backToBack() {
  const sent: WorkerRequest[] = [];
  const service = new SearchService({ emit: (event) => queueMicrotask(() => client.receive(structuredClone(event))), schedule: (task) => setTimeout(task, 0) });
  const client: SearchClient = new SearchClient({
    post: (request) => {
      sent.push(request);
      service.handle(structuredClone(request));
    },
  });
  return { client, sent };
}

/** 20 × 10 cells of ground with a fordable river down column 10 (water passable, cost 2), and a unit that cannot enter water. */
function riverDoc(): MapDocument {
  const grid = createGrid(20, 10);
  grid.palette[5] = { ...grid.palette[5]!, passable: true, cost: 2 };
  for (let y = 0; y < 10; y++) grid.terrain[y * 20 + 10] = 5;
  grid.unitTypes = [{ name: 'Infantry', costs: [1, 0.5, 1.5, 2, 4, null, null] }];
  const doc = new MapDocument(createProject(grid, 'river'));
  doc.start = 2 * 20 + 2;
  return doc;
}

const marks = (bytes: Uint8Array) => {
  const counts: Record<string, number> = {};
  for (const b of bytes) {
    const m = markOf(b);
    if (m) counts[m] = (counts[m] ?? 0) + 1;
  }
  return counts;
};

describe('the analysis state', () => {
  it('measures with the unit type picked: one that cannot enter water finds the river splits the map', async () => {
    const { client } = backToBack();
    const state = new AnalysisState(() => client, inlinePainter);
    const doc = riverDoc();
    // Asked as the effect keepCurrent makes asks (effects do not run under Node's server build of Svelte).
    state.kind = 'regions';
    state.follow(doc, { ...DEFAULT_SEARCH_OPTIONS });
    await vi.waitFor(() => expect(state.answer?.what === 'regions' && state.answer.count).toBe(1));
    expect(state.cells?.answer).toBe(state.answer);
    expect(marks(state.cells!.bytes)).toEqual({ region: 200 });

    state.unitType = 'Infantry';
    state.follow(doc, { ...DEFAULT_SEARCH_OPTIONS });
    await vi.waitFor(() => expect(state.answer?.what === 'regions' && state.answer.count).toBe(2));
    // The far bank cannot reach the start; the river is no cell of Infantry's.
    expect(marks(state.cells!.bytes)).toEqual({ region: 100, unreachable: 90 });

    // Its distance field: the river left clear, the far bank marked out of reach.
    state.kind = 'field';
    state.follow(doc, { ...DEFAULT_SEARCH_OPTIONS });
    await vi.waitFor(() => expect(state.cells?.answer.what).toBe('field'));
    expect(marks(state.cells!.bytes)['unreachable']).toBe(90);
    expect((marks(state.cells!.bytes)['field'] ?? 0) + (marks(state.cells!.bytes)['contour'] ?? 0)).toBe(100);
  });
});
