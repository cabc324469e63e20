// The recording listener: appends search events to growable typed arrays.
import type { SearchTrace } from './types';

export class TraceRecorder {
  private cap = 1024;
  private len = 0;
  private kind = new Uint8Array(this.cap);
  private cell = new Int32Array(this.cap);
  private g = new Float64Array(this.cap);
  private f = new Float64Array(this.cap);
  private parent = new Int32Array(this.cap);
  private side: Uint8Array | null;

  constructor(bidirectional = false) {
    this.side = bidirectional ? new Uint8Array(this.cap) : null;
  }

  get length(): number {
    return this.len;
  }

  add(kind: number, cell: number, g: number, f: number, parent: number, side = 0): void {
    if (this.len === this.cap) this.grow();
    const i = this.len++;
    this.kind[i] = kind;
    this.cell[i] = cell;
    this.g[i] = g;
    this.f[i] = f;
    this.parent[i] = parent;
    if (this.side) this.side[i] = side;
  }

  private grow(): void {
    this.cap *= 2;
    const k = new Uint8Array(this.cap); k.set(this.kind); this.kind = k;
    const c = new Int32Array(this.cap); c.set(this.cell); this.cell = c;
    const g = new Float64Array(this.cap); g.set(this.g); this.g = g;
    const f = new Float64Array(this.cap); f.set(this.f); this.f = f;
    const p = new Int32Array(this.cap); p.set(this.parent); this.parent = p;
    if (this.side) { const s = new Uint8Array(this.cap); s.set(this.side); this.side = s; }
  }

  finish(): SearchTrace {
    const n = this.len;
    const trace: SearchTrace = {
      length: n,
      kind: this.kind.slice(0, n),
      cell: this.cell.slice(0, n),
      g: this.g.slice(0, n),
      f: this.f.slice(0, n),
      parent: this.parent.slice(0, n),
    };
    if (this.side) trace.side = this.side.slice(0, n);
    return trace;
  }
}
