// The trace a search result carries. It holds the compact recording (4 bytes an event, kept in a
// private field so that posting a result never copies it) and still offers the wide arrays of the
// older SearchTrace shape (25 bytes an event) to the code that reads them: they are decoded on first
// read into own enumerable properties, so a structured clone of the result carries them as before.
import { fOf } from './frame';
import { EventReplay } from './eventReplay';
import { eventCell, eventKind, eventSide } from './encoding';
import { CHUNK_BITS, CHUNK_MASK, type TraceRecording } from './recording';
import type { SearchTrace } from '../types';

type WideArrays = Required<Pick<SearchTrace, 'kind' | 'cell' | 'g' | 'f' | 'parent'>> & { side?: Uint8Array };

const WIDE_FIELDS = ['kind', 'cell', 'g', 'f', 'parent'] as const;

export class RecordedTrace implements SearchTrace {
  readonly length: number;
  declare readonly kind: Uint8Array;
  declare readonly cell: Int32Array;
  declare readonly g: Float64Array;
  declare readonly f: Float64Array;
  declare readonly parent: Int32Array;
  declare readonly side?: Uint8Array;
  readonly #recording: TraceRecording;
  #wide: WideArrays | null = null;

  constructor(recording: TraceRecording) {
    this.#recording = recording;
    this.length = recording.length;
    const fields: readonly string[] = recording.frame.bidirectional ? [...WIDE_FIELDS, 'side'] : WIDE_FIELDS;
    for (const name of fields) {
      Object.defineProperty(this, name, { enumerable: true, configurable: true, get: () => this.wide()[name as keyof WideArrays] });
    }
  }

  /** The compact events and their frame. */
  get recording(): TraceRecording {
    return this.#recording;
  }

  /** Decodes the wide arrays once (again if a transfer detached any of them). */
  private wide(): WideArrays {
    const w = this.#wide, n = this.length;
    if (w === null || w.kind.length !== n || w.cell.length !== n || w.g.length !== n || w.f.length !== n || w.parent.length !== n || (w.side && w.side.length !== n))
      this.#wide = decodeWide(this.#recording, n);
    return this.#wide!;
  }
}

/** The first `n` events as parallel wide arrays: kind, cell, g and f after the event, parent after it. */
export function decodeWide(recording: TraceRecording, n: number): WideArrays {
  const frame = recording.frame;
  const kind = new Uint8Array(n), cell = new Int32Array(n), g = new Float64Array(n), f = new Float64Array(n);
  const parent = new Int32Array(n), side = frame.bidirectional ? new Uint8Array(n) : undefined;
  const replay = new EventReplay(frame, true);
  for (let i = 0; i < n; i++) {
    const word = recording.chunks[i >>> CHUNK_BITS]![i & CHUNK_MASK]!;
    replay.apply(word);
    const c = eventCell(word), s = eventSide(word);
    kind[i] = eventKind(word);
    cell[i] = c;
    g[i] = replay.lastG;
    f[i] = fOf(frame, s, c, replay.lastG);
    parent[i] = replay.lastParent;
    if (side) side[i] = s;
  }
  return side ? { kind, cell, g, f, parent, side } : { kind, cell, g, f, parent };
}
