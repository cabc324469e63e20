// The analysis asks with the map source every run uses (runs/runSources.ts): the map once, then each
// revision as the edit's deltas. The worker's answers after a run of strokes equal the engine's on
// the document's map, and its kept regions are patched (not built again), whichever view sent the
// revision before.
import { describe, expect, it } from 'vitest';
import { regionMapOf } from '../../../../src/shared/analysis/regions';
import { DEFAULT_SEARCH_OPTIONS, movementOf } from '../../../../src/shared/engine/index';
import type { AnalysisAnswer } from '../../../../src/shared/analysis/analysisJob';
import type { WorkerRequest } from '../../../../src/shared/protocol/messages';
import { SearchClient } from '../../../../src/shared/protocol/searchClient';
import { SearchService } from '../../../../src/shared/protocol/searchService';
import { mapSourceOf } from '../../../../src/renderer/runs/runSources';
import { TestEditor } from '../tools/testEditor';

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

const rules = movementOf(DEFAULT_SEARCH_OPTIONS);

describe('the analysis’s map source', () => {
  it('sends the map once, then each stroke as deltas, and the regions follow', async () => {
    const t = new TestEditor(40, 30);
    const { client, sent } = backToBack();
    const regions = async () => {
      const answer: AnalysisAnswer = await client.analyze(mapSourceOf(t.doc), rules, { what: 'regions', start: -1 }).answer;
      if (answer.what !== 'regions') throw new Error('not regions');
      expect(answer.labels).toEqual(regionMapOf(t.doc.grid, DEFAULT_SEARCH_OPTIONS).labels());
      return answer.count;
    };
    expect(await regions()).toBe(1);
    // A wall across the map, in three strokes, each asked about.
    t.use('brush', { terrain: 6, brushSize: 1 }).drag([[20, 0], [20, 9]]);
    expect(await regions()).toBe(1);
    t.drag([[20, 10], [20, 19]]);
    expect(await regions()).toBe(1);
    t.drag([[20, 20], [20, 29]]);
    expect(await regions()).toBe(2);
    t.doc.start = 5;
    t.doc.history.undo();
    expect(await regions()).toBe(1);
    expect(sent.map((r) => r.kind)).toEqual(['load-map', 'analyze', 'edit-map', 'analyze', 'edit-map', 'analyze', 'edit-map', 'analyze', 'edit-map', 'analyze']);
    // Another view brings the worker up to date first: the next question goes on from there as an edit.
    t.drag([[20, 20], [20, 29]]);
    await client.syncMap(mapSourceOf(t.doc));
    t.use('brush', { terrain: 0, brushSize: 1 }).click(20, 5);
    expect(await regions()).toBe(1);
    expect(sent.slice(-3).map((r) => r.kind)).toEqual(['edit-map', 'edit-map', 'analyze']);
  });
});
