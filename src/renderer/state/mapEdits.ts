// One map edit made from a panel (a palette or unit type change) as one undo entry; an edit the map
// cannot take is refused with its sentence in a notice, and nothing changes.
import type { EditCommand } from '../../shared/edit/history';
import type { Studio } from './studio.svelte';

/** Applies the command `make` builds as undo entry `label`; false (after saying why) when it was refused. */
export function applyMapEdit(studio: Studio, label: string, make: () => EditCommand): boolean {
  try {
    studio.doc.history.execute(label, make());
    return true;
  } catch (err) {
    studio.notify('error', err instanceof Error ? err.message : String(err));
    return false;
  }
}
