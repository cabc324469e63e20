// Questions the app asks and waits for: "Save changes?" before unsaved changes would go. The
// dialog shows while a question is open; its buttons answer it.
import type { UnsavedChoice } from '../files/fileCommands.svelte';

/** An open "Save changes?" question about the document called `name`. */
export interface UnsavedQuestion {
  name: string;
  answer(choice: UnsavedChoice): void;
}

export class Prompts {
  unsaved = $state.raw<UnsavedQuestion | null>(null);

  /** Asks Save / Don't Save / Cancel. A second question while one is open is answered Cancel. */
  askUnsaved(name: string): Promise<UnsavedChoice> {
    if (this.unsaved) return Promise.resolve('cancel');
    return new Promise((resolve) => {
      this.unsaved = {
        name,
        answer: (choice) => {
          this.unsaved = null;
          resolve(choice);
        },
      };
    });
  }
}
