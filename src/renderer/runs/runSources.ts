// What a run is asked of the worker with: the map as it stands now (sent once, then as the edits
// made since the revision the worker holds, again whole only if the worker dropped it) and the query a run remembers, so the views can tell when the map
// or the pane's configuration moved on since.
import type { SearchOptions } from '../../shared/engine/index';
import type { MapSource } from '../../shared/protocol/searchClient';
import type { MapDocument } from '../state/document.svelte';
import type { RunQuery } from './run.svelte';

/** The map as the worker should search it now. */
export function mapSourceOf(doc: MapDocument): MapSource {
  const revision = doc.revision;
  return {
    mapId: doc.id,
    revision,
    snapshot: () => {
      // Taken at once when a run starts; later only if the worker dropped the map meanwhile.
      if (doc.revision !== revision) throw new Error('The map changed while the search was starting; run the search again.');
      return doc.snapshot();
    },
    deltasSince: (from) => doc.deltasSince(from, revision),
  };
}

/** What a run of `options` from the document's start to its goal searches, on the map revision of `source`. */
export function runQueryOf(doc: MapDocument, source: MapSource, options: SearchOptions): RunQuery {
  return { version: doc.version, revision: source.revision, width: doc.width, height: doc.height, start: doc.start, goal: doc.goal, options };
}
