// Which buffers an answer may move to the other side instead of copying: those that belong wholly
// to one of its arrays (never a view into a shared slab, which moving would detach for everyone).
import type { SearchResult } from '../engine/types';

/** Whether a view covers the whole of a plain ArrayBuffer, so moving that buffer moves just it. */
export function ownsBuffer(v: ArrayBufferView): boolean {
  return v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength;
}

/** Buffers that belong wholly to these views, so moving them cannot detach anything else. */
export function ownedBuffers(views: ArrayBufferView[]): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  for (const v of views) {
    const b = v.buffer as ArrayBuffer;
    if (ownsBuffer(v) && !out.includes(b)) out.push(b);
  }
  return out;
}

/**
 * The typed arrays inside a plain answer (objects and arrays of them, a few levels deep), for
 * answers freshly made for one request: a trace store's views, list pages, tree paths.
 */
export function arraysIn(value: unknown, depth = 4, out: ArrayBufferView[] = []): ArrayBufferView[] {
  if (value === null || typeof value !== 'object') return out;
  if (ArrayBuffer.isView(value)) {
    out.push(value);
    return out;
  }
  if (depth === 0) return out;
  for (const v of Array.isArray(value) ? value : Object.values(value)) arraysIn(v, depth - 1, out);
  return out;
}

/** A result's baseline with a path of its own to move (a smoothed search's is a view into the engine's shared slab). */
export function baselineCopy(raw: SearchResult): Pick<SearchResult, 'baseline'> {
  return raw.baseline ? { baseline: { ...raw.baseline, path: raw.baseline.path.slice() } } : {};
}
