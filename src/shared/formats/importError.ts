// The one error every importer raises for a file it cannot read (MovingAI, PNG, Tiled, path JSON,
// and conversions of any of them). Its message is a sentence for the user: what is wrong with the
// file and what to do about it. Anything else an importer throws is a bug.

/** A file an importer cannot read; the message says why and what to do. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}
