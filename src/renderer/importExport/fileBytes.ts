// Reads a chosen file's bytes where it is decoded (the import worker), reporting how far it got:
// a browser File is streamed slice by slice, so a large file shows its progress while it loads;
// bytes main already read are used as they are.
import { ImportError } from '../../shared/formats/importError';

/** A chosen file's content as it reaches the worker: a browser File, or the bytes main read. */
export type ChosenContent = Blob | Uint8Array;

/** The file's bytes; `progress` gets the share read so far (0 to 1). */
export async function readChosenBytes(content: ChosenContent, progress: (fraction: number) => void): Promise<Uint8Array> {
  if (content instanceof Uint8Array) return content;
  const out = new Uint8Array(content.size);
  let at = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = content.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A file that grew since it was chosen: read what it held then, and say so rather than guess.
      if (at + value.length > out.length) throw new ImportError('The file changed while it was being read; wait until the program writing it is done, then import it again.');
      out.set(value, at);
      at += value.length;
      progress(at / Math.max(1, out.length));
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('The file could not be read (it may have been moved or changed meanwhile); import it again.');
  }
  return at === out.length ? out : out.subarray(0, at);
}

/** The bytes as text (UTF-8; a byte-order mark dropped, bad sequences as U+FFFD for the parser to refuse). */
export function textOf(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}
