// The "Search tree" panel's model: the search tree at the cursor's step as an outline, from its
// root (the start; a bidirectional run has the goal as a second root), expanded by the user a node
// at a time. Only what the outline shows is asked for: the children of expanded nodes and the g of
// each node shown. When the step moves, the same nodes stay expanded and their children are asked
// for again at the new step; one load runs at a time and the next one is for the newest step.
import type { RunQuestion } from '../../runs/runQuestion';

/** Children of one node shown at a time; "Show more" adds as many again. */
export const CHILDREN_AT_ONCE = 200;

/** A node of the search tree as the outline shows it. */
export interface TreeNodeRow {
  kind: 'node';
  /** `side:cell`: a cell is in each side's tree at most once. */
  key: string;
  cell: number;
  side: number;
  /** 1 for a root. */
  level: number;
  posInSet: number;
  setSize: number;
  /** The parent's key; null for a root. */
  parentKey: string | null;
  /** g at the step; NaN until known. */
  g: number;
  /** Children at the step, once asked for (the node was expanded); null until then. */
  children: number | null;
  expanded: boolean;
}

/** "Show more": children of `parentKey` past those shown. */
export interface MoreRow {
  kind: 'more';
  key: string;
  parentKey: string;
  level: number;
  posInSet: number;
  setSize: number;
  remaining: number;
}

export type OutlineRow = TreeNodeRow | MoreRow;

/** What the outline knows at one step. */
interface StepData {
  step: number;
  /** Children by node key; `root:side` for a side's roots. */
  children: Map<string, Int32Array>;
  g: Map<string, number>;
  /** The selected node's branch (root first), and whose it is. */
  branch: Int32Array | null;
  branchKey: string | null;
}

interface NodeRef {
  key: string;
  cell: number;
  side: number;
}

const rootKey = (side: number) => `root:${side}`;
export const nodeKey = (side: number, cell: number) => `${side}:${cell}`;

export class SearchTreeOutline {
  private readonly expandedKeys = new Set<string>();
  private readonly limits = new Map<string, number>();
  private data: StepData | null = null;
  private wantedStep = -1;
  private loading = false;
  private again = false;
  private failed = false;
  /** The node picked (its branch is shown on the map); null for none. */
  selected: NodeRef | null = null;
  /** Told when the rows or the branch changed. */
  onChange: () => void = () => {};

  /** An outline of one run's tree (`sides` 2 for a bidirectional run), showing `chunk` children of a node at a time. */
  constructor(
    private readonly ask: RunQuestion,
    private readonly sides: number,
    private readonly chunk = CHILDREN_AT_ONCE,
  ) {}

  /** The step shown (−1 before the first answer). */
  get step(): number {
    return this.data?.step ?? -1;
  }

  /** The selected node's branch at the step shown, root first; null when none is picked. */
  get branch(): Int32Array | null {
    const d = this.data;
    return d && this.selected && d.branchKey === this.selected.key ? d.branch : null;
  }

  /** Follows the cursor: the tree at step k. */
  setStep(k: number): void {
    if (k === this.wantedStep) return;
    this.wantedStep = k;
    void this.load();
  }

  isExpanded(key: string): boolean {
    return this.expandedKeys.has(key);
  }

  expand(key: string): void {
    if (this.expandedKeys.has(key)) return;
    this.expandedKeys.add(key);
    this.onChange();
    void this.load();
  }

  collapse(key: string): void {
    if (this.expandedKeys.delete(key)) this.onChange();
  }

  toggle(key: string): void {
    if (this.expandedKeys.has(key)) this.collapse(key);
    else this.expand(key);
  }

  /** Shows another chunk of children of `parentKey`. */
  showMore(parentKey: string): void {
    this.limits.set(parentKey, this.limitOf(parentKey) + this.chunk);
    this.onChange();
    void this.load();
  }

  /** Picks a node: its branch is fetched at each step from now on. */
  select(side: number, cell: number): void {
    this.selected = { key: nodeKey(side, cell), cell, side };
    this.onChange();
    void this.load();
  }

  /** The outline's rows at the step shown: roots, and the children of expanded nodes, depth first. */
  rows(): OutlineRow[] {
    const d = this.data;
    if (!d) return [];
    const out: OutlineRow[] = [];
    const roots: NodeRef[] = [];
    for (let s = 0; s < this.sides; s++) for (const cell of d.children.get(rootKey(s)) ?? []) roots.push({ key: nodeKey(s, cell), cell, side: s });
    const onPath = new Set<string>();
    const emit = (node: NodeRef, level: number, pos: number, size: number, parentKey: string | null) => {
      const kids = d.children.get(node.key) ?? null;
      const expanded = this.expandedKeys.has(node.key);
      out.push({ kind: 'node', ...node, level, posInSet: pos, setSize: size, parentKey, g: d.g.get(node.key) ?? NaN, children: kids?.length ?? null, expanded });
      // A parent chain never loops in a search tree; the guard keeps a broken answer from hanging the panel.
      if (!expanded || !kids || onPath.has(node.key)) return;
      onPath.add(node.key);
      const shown = Math.min(kids.length, this.limitOf(node.key));
      const rowsBelow = kids.length > shown ? shown + 1 : shown;
      for (let i = 0; i < shown; i++) emit({ key: nodeKey(node.side, kids[i]!), cell: kids[i]!, side: node.side }, level + 1, i + 1, rowsBelow, node.key);
      if (kids.length > shown)
        out.push({ kind: 'more', key: `more:${node.key}`, parentKey: node.key, level: level + 1, posInSet: rowsBelow, setSize: rowsBelow, remaining: kids.length - shown });
      onPath.delete(node.key);
    };
    roots.forEach((r, i) => emit(r, 1, i + 1, roots.length, null));
    return out;
  }

  private limitOf(key: string): number {
    return this.limits.get(key) ?? this.chunk;
  }

  /** Fetches what the rows need at the newest step wished for; one load at a time. */
  private async load(): Promise<void> {
    if (this.wantedStep < 0 || this.failed) return;
    if (this.loading) {
      this.again = true;
      return;
    }
    this.loading = true;
    try {
      do {
        this.again = false;
        const step = this.wantedStep;
        const data: StepData = this.data?.step === step ? this.data : { step, children: new Map(), g: new Map(), branch: null, branchKey: null };
        await this.fill(data);
        // Shown even if the cursor moved on meanwhile: it is newer than what shows, and the next load follows.
        this.data = data;
        this.onChange();
      } while (this.again);
    } catch {
      // The asker reported why (the run's recording is gone); the outline stays as it was.
      this.failed = true;
    } finally {
      this.loading = false;
    }
  }

  /** Asks for whatever the rows at `data.step` need and `data` lacks: level by level, each level at once. */
  private async fill(data: StepData): Promise<void> {
    const { step } = data;
    const sides = Array.from({ length: this.sides }, (_, s) => s);
    await Promise.all(
      sides
        .filter((s) => !data.children.has(rootKey(s)))
        .map(async (s) => data.children.set(rootKey(s), await this.ask({ kind: 'tree-children', step, cell: -1, side: s }))),
    );
    let level: NodeRef[] = sides.flatMap((s) => Array.from(data.children.get(rootKey(s))!, (cell) => ({ key: nodeKey(s, cell), cell, side: s })));
    const seen = new Set<string>();
    while (level.length > 0) {
      level = level.filter((n) => !seen.has(n.key));
      for (const n of level) seen.add(n.key);
      const open = level.filter((n) => this.expandedKeys.has(n.key));
      await Promise.all([
        ...level.filter((n) => !data.g.has(n.key)).map(async (n) => data.g.set(n.key, await this.gOf(step, n))),
        ...open
          .filter((n) => !data.children.has(n.key))
          .map(async (n) => data.children.set(n.key, await this.ask({ kind: 'tree-children', step, cell: n.cell, side: n.side }))),
      ]);
      level = open.flatMap((n) => {
        const kids = data.children.get(n.key)!;
        return Array.from(kids.subarray(0, this.limitOf(n.key)), (cell) => ({ key: nodeKey(n.side, cell), cell, side: n.side }));
      });
    }
    const picked = this.selected;
    if (picked && data.branchKey !== picked.key) {
      data.branch = await this.ask({ kind: 'tree-path', step, cell: picked.cell, side: picked.side });
      data.branchKey = picked.key;
    }
  }

  private async gOf(step: number, n: NodeRef): Promise<number> {
    const details = await this.ask({ kind: 'cell', step, cell: n.cell });
    const side = n.side === 1 ? details.backward : details.forward;
    return side ? side.g : NaN;
  }
}

/** What a key does in the outline (the WAI-ARIA tree pattern). */
export type TreeKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; key: string }
  | { kind: 'collapse'; key: string }
  /** Enter or Space: pick a node, or show more children. */
  | { kind: 'activate'; index: number };

/** The action for `key` with row `focus` focused: arrows move, Right expands (then enters), Left collapses (then goes up). */
export function treeKeyAction(rows: readonly OutlineRow[], focus: number, key: string): TreeKeyAction | null {
  const row = rows[focus];
  if (!row) return rows.length > 0 && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key) ? { kind: 'focus', index: 0 } : null;
  const parentIndex = () => rows.findIndex((r) => r.key === row.parentKey);
  switch (key) {
    case 'ArrowDown':
      return focus + 1 < rows.length ? { kind: 'focus', index: focus + 1 } : null;
    case 'ArrowUp':
      return focus > 0 ? { kind: 'focus', index: focus - 1 } : null;
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: rows.length - 1 };
    case 'Enter':
    case ' ':
      return { kind: 'activate', index: focus };
    case 'ArrowRight':
      if (row.kind !== 'node' || row.children === 0) return null;
      if (!row.expanded) return { kind: 'expand', key: row.key };
      return rows[focus + 1] && rows[focus + 1]!.level > row.level ? { kind: 'focus', index: focus + 1 } : null;
    case 'ArrowLeft':
      if (row.kind === 'node' && row.expanded && row.children !== 0) return { kind: 'collapse', key: row.key };
      return row.parentKey !== null ? { kind: 'focus', index: parentIndex() } : null;
    default:
      return null;
  }
}
