// The one error a project file can raise when read or written.

/** A project file could not be read or written; the message says what is wrong and what to do. */
export class ProjectFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProjectFormatError';
  }
}
