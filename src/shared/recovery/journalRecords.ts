// The records of one journal append, as bytes: map deltas (mapDelta.ts) and the rest of the
// document (settings, notes, setups…; backupDocument.ts). Compact because they are written
// several times a second while someone paints: runs of cells as varint gaps and lengths, terrain
// values as bytes, heights as zigzag varints of the step from the previous cell.
import { strFromU8, strToU8 } from 'fflate';
import { cellCount, type MapDelta } from '../edit/mapDelta';
import type { BackupDocument } from './backupDocument';

/** What one append holds: map deltas, and the document's other parts when they changed. */
export type JournalRecord = MapDelta | { kind: 'document'; document: BackupDocument };

/** Bytes that do not decode as records; the message says what is wrong. */
export class JournalRecordError extends Error {
  override readonly name = 'JournalRecordError';
}

const KIND = { terrain: 1, heights: 2, palette: 3, layer: 4, markers: 5, wholeMap: 6, document: 7 } as const;

/** The records as one payload. */
export function encodeRecords(records: readonly JournalRecord[]): Uint8Array {
  const w = new ByteWriter();
  w.varint(records.length);
  for (const r of records) {
    switch (r.kind) {
      case 'cells': {
        w.byte(r.layer === 'terrain' ? KIND.terrain : KIND.heights);
        const { runs, values } = r;
        w.varint(runs.length / 2);
        w.byte(values.length === 1 ? 1 : 0);
        let end = 0;
        for (let i = 0; i < runs.length; i += 2) {
          w.varint(runs[i]! - end);
          w.varint(runs[i + 1]!);
          end = runs[i]! + runs[i + 1]!;
        }
        if (r.layer === 'terrain') w.bytes(r.values);
        else {
          let previous = 0;
          for (const v of r.values) {
            w.varint(zigzag(v - previous));
            previous = v;
          }
        }
        break;
      }
      case 'palette':
        w.byte(KIND.palette);
        // A palette alone (as journals before unit types wrote it), or the palette with the unit types.
        w.text(JSON.stringify(r.unitTypes?.length ? { palette: r.palette, unitTypes: r.unitTypes } : r.palette));
        break;
      case 'heights':
        w.byte(KIND.layer);
        w.byte(r.present ? 1 : 0);
        break;
      case 'markers':
        w.byte(KIND.markers);
        w.varint(r.start + 1);
        w.varint(r.goal + 1);
        break;
      case 'whole-map':
        w.byte(KIND.wholeMap);
        w.varint(r.width);
        w.varint(r.height);
        break;
      case 'document':
        w.byte(KIND.document);
        w.text(JSON.stringify(r.document));
        break;
    }
  }
  return w.done();
}

/** The records of a payload; throws JournalRecordError for bytes that are not a whole payload. */
export function decodeRecords(payload: Uint8Array): JournalRecord[] {
  const r = new ByteReader(payload);
  const count = r.varint();
  const records: JournalRecord[] = [];
  for (let n = 0; n < count; n++) {
    const kind = r.byte();
    switch (kind) {
      case KIND.terrain:
      case KIND.heights: {
        const runCount = r.varint();
        const uniform = r.byte() === 1;
        if (runCount * 2 > r.remaining) throw new JournalRecordError(`A list of ${runCount} runs of cells does not fit in its record.`);
        const runs = new Int32Array(runCount * 2);
        let end = 0;
        for (let i = 0; i < runs.length; i += 2) {
          runs[i] = end + r.varint();
          runs[i + 1] = r.varint();
          end = runs[i]! + runs[i + 1]!;
          if (end > 0x7fffffff) throw new JournalRecordError('A run of cells reaches past any map.');
        }
        const cells = uniform ? 1 : cellCount(runs);
        if (kind === KIND.terrain) records.push({ kind: 'cells', layer: 'terrain', runs, values: r.bytes(cells) });
        else {
          if (cells > r.remaining) throw new JournalRecordError(`${cells} heights do not fit in their record.`);
          const values = new Int16Array(cells);
          let previous = 0;
          for (let i = 0; i < cells; i++) values[i] = previous = previous + unzigzag(r.varint());
          records.push({ kind: 'cells', layer: 'heights', runs, values });
        }
        break;
      }
      case KIND.palette:
        records.push(paletteRecord(r.json()));
        break;
      case KIND.layer:
        records.push({ kind: 'heights', present: r.byte() === 1 });
        break;
      case KIND.markers:
        records.push({ kind: 'markers', start: r.varint() - 1, goal: r.varint() - 1 });
        break;
      case KIND.wholeMap:
        records.push({ kind: 'whole-map', width: r.varint(), height: r.varint() });
        break;
      case KIND.document:
        records.push({ kind: 'document', document: r.json() as BackupDocument });
        break;
      default:
        throw new JournalRecordError(`Record kind ${kind} is not one this version of A* Studio writes.`);
    }
  }
  if (r.remaining !== 0) throw new JournalRecordError(`${r.remaining} bytes follow the last record.`);
  return records;
}

const zigzag = (v: number) => (v < 0 ? -2 * v - 1 : 2 * v);
const unzigzag = (v: number) => (v & 1 ? -(v + 1) / 2 : v / 2);

/** A growable buffer of bytes. */
class ByteWriter {
  private buf = new Uint8Array(256);
  private at = 0;

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.at + n));
    next.set(this.buf.subarray(0, this.at));
    this.buf = next;
  }

  byte(v: number): void {
    this.room(1);
    this.buf[this.at++] = v;
  }

  /** An unsigned integer below 2^53, 7 bits a byte. */
  varint(v: number): void {
    this.room(8);
    while (v >= 0x80) {
      this.buf[this.at++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.at++] = v;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.at);
    this.at += b.length;
  }

  text(s: string): void {
    const b = strToU8(s);
    this.varint(b.length);
    this.bytes(b);
  }

  done(): Uint8Array {
    return this.buf.slice(0, this.at);
  }
}

/** Reads what ByteWriter wrote; throws JournalRecordError past the end. */
class ByteReader {
  private at = 0;
  constructor(private readonly buf: Uint8Array) {}

  get remaining(): number {
    return this.buf.length - this.at;
  }

  byte(): number {
    if (this.at >= this.buf.length) throw new JournalRecordError('A record ends early.');
    return this.buf[this.at++]!;
  }

  varint(): number {
    let v = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      v += (b & 0x7f) * scale;
      if (b < 0x80) return v;
      scale *= 0x80;
    }
    throw new JournalRecordError('A number in a record is too long.');
  }

  bytes(n: number): Uint8Array {
    if (n > this.remaining) throw new JournalRecordError(`${n} values do not fit in their record.`);
    const out = this.buf.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }

  json(): unknown {
    const b = this.bytes(this.varint());
    try {
      return JSON.parse(strFromU8(b));
    } catch {
      throw new JournalRecordError('A record\'s text is not valid JSON.');
    }
  }
}

/** A palette record as written: the palette alone, or the palette with the unit types. */
function paletteRecord(json: unknown): Extract<JournalRecord, { kind: 'palette' }> {
  if (Array.isArray(json)) return { kind: 'palette', palette: json as never };
  const both = json as { palette?: unknown; unitTypes?: unknown } | null;
  return { kind: 'palette', palette: both?.palette as never, unitTypes: both?.unitTypes as never };
}
