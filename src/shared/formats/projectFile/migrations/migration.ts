// One step of the migration chain: a file of format N rewritten as format N + 1.

/** A project file's JSON as read, before it is validated. */
export type FileJson = Record<string, unknown>;

/**
 * Rewrites a format `from` file as format `from + 1`. Runs before validation, so it must accept any
 * value where it expects a field (leaving what it cannot read for the schema to report) and never
 * throw; it returns a new object and leaves its input untouched.
 */
export interface Migration {
  from: number;
  migrate(file: FileJson): FileJson;
}

/** Whether a value is a plain JSON object (not null, not a list). */
export function isRecord(value: unknown): value is FileJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
