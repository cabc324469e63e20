// The map as the analysis asks the worker about it: after the first copy, each new revision goes
// as the edit's deltas (edit-map, in proportion to the cells changed) rather than the whole map, so
// the worker's kept regions (protocol/keptRegions.ts) are patched by the stroke and a 4096² map is
// not copied per brush dab. A recorder follows the document's history; when the worker holds a
// revision the recorder did not start from (another view sent the map), the map is sent whole and
// the recorder starts again from there.
import { untrack } from 'svelte';
import { MapDeltaRecorder } from '../../shared/edit/mapDeltaRecorder';
import type { EditHistory } from '../../shared/edit/history';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { MapDocument } from '../state/document.svelte';

export class DeltaSource {
  private recorder: MapDeltaRecorder | null = null;
  private history: EditHistory | null = null;
  /** The revision the recorder's changes start from (−1: none; the next sync sends the map). */
  private base = -1;

  /** The document's map at its revision now. */
  sourceOf(doc: MapDocument): MapSource {
    if (doc.history !== this.history) {
      // A new or opened map: follow its history from here.
      this.recorder?.dispose();
      this.history = doc.history;
      // The markers are read when deltas are taken, inside the analysis's effect: not a dependency of it.
      this.recorder = new MapDeltaRecorder(doc.history, () => untrack(() => ({ start: doc.start, goal: doc.goal })));
      this.base = -1;
    }
    const recorder = this.recorder!, revision = doc.revision;
    return {
      mapId: doc.id,
      revision,
      snapshot: () => {
        if (doc.revision !== revision) throw new Error('The map changed while the analysis was starting; it is asked again.');
        recorder.restart();
        this.base = revision;
        return doc.snapshot();
      },
      deltasSince: (from) => {
        if (from !== this.base || doc.revision !== revision || recorder !== this.recorder) return null;
        const deltas = recorder.take();
        this.base = revision;
        return deltas;
      },
    };
  }

  dispose(): void {
    this.recorder?.dispose();
    this.recorder = null;
    this.history = null;
  }
}
