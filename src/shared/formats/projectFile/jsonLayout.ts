// Lays out a project file's JSON so it reads and diffs well: objects one key per line, list
// items one per line (a terrain row, a palette type, a saved setup), each item on a single line,
// and short lists of numbers such as a cell's [x, y] inline.

/** The JSON text of `value` in the project file's layout. */
export function layoutJson(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v === 'number')) return JSON.stringify(value);
    const inner = indent + '  ';
    return `[\n${value.map((v) => inner + JSON.stringify(v)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const inner = indent + '  ';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layoutJson(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}
