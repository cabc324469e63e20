// The studio as the user hears from it: the notice that old undo steps were dropped comes once
// per map, not after every later edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillArea } from '../../../../src/shared/edit/fill';
import { createProject } from '../../../../src/shared/formats/project';
import { createGrid } from '../../../../src/shared/grid/grid';
import { Studio } from '../../../../src/renderer/state/studio.svelte';
import { fakeHost } from '../fakeHost';

/** A host without a search worker: these tests never search. */
const quietHost = () => fakeHost().host;

/** Fills the whole map `times` times with room in the undo history for one fill: every fill after the first drops the one before. */
function fillsPastTheBudget(studio: Studio, times: number): void {
  const history = studio.doc.history;
  for (let i = 0; i < times; i++) {
    fillArea(history, 0, 0, 1 + (i % 2));
    if (i === 0) (history as unknown as { byteBudget: number }).byteBudget = history.bytes;
  }
}

const droppedNotices = (studio: Studio) => studio.notices.filter((n) => n.text.startsWith('Undo history is limited'));

describe('Studio', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('says once per map that old undo steps were dropped, however many are dropped', () => {
    const studio = new Studio(quietHost(), createProject(createGrid(32, 32), 'test'));
    fillsPastTheBudget(studio, 12);
    expect(studio.doc.history.droppedTotal).toBe(11);
    expect(droppedNotices(studio)).toHaveLength(1);
    expect(droppedNotices(studio)[0]!.kind).toBe('info');

    studio.newMap(32, 32, 0);
    fillsPastTheBudget(studio, 5);
    expect(studio.doc.history.droppedTotal).toBe(4);
    expect(droppedNotices(studio)).toHaveLength(2);
  });
});
