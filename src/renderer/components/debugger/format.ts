// How the debugger's panels write numbers and cells: costs to at most three decimals, cells as
// "(x, y)", and a dash for what is not known yet (a cell not seen, a start's missing parent).

const costFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A cost (f, g, h) to at most three decimals; "—" when unknown (NaN) and "∞" when unreachable. */
export function formatCost(value: number): string {
  if (Number.isNaN(value)) return '—';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '−∞';
  return costFormat.format(value);
}

/** Cell index → "(x, y)" on a map `width` cells wide. */
export function cellLabel(cell: number, width: number): string {
  const x = cell % width;
  return `(${x}, ${(cell - x) / width})`;
}

/** A parent cell as "(x, y)", or "—" for none (a start, or a cell not reached). */
export function parentLabel(parent: number, width: number): string {
  return parent < 0 ? '—' : cellLabel(parent, width);
}

/** The name of a search direction of a bidirectional run. */
export function sideName(side: number): string {
  return side === 1 ? 'backward' : 'forward';
}
