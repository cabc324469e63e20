// Base64 for the deflated layers, written out here because the platforms disagree: browsers and
// Node have atob/btoa but Node's are slow on tens of megabytes, and Buffer does not exist in the
// renderer. A lookup table each way keeps both directions linear and allocation-light.
import { strFromU8 } from 'fflate';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const ENCODE = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0));
/** Character code → 6-bit value, or 255 for a character that is not base64. */
const DECODE = new Uint8Array(128).fill(255);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;
const PAD = 61; // '='

/** Encodes bytes as padded base64 text. */
export function bytesToBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (const end = bytes.length - 2; i < end; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = ENCODE[n >>> 18]!;
    out[o++] = ENCODE[(n >>> 12) & 63]!;
    out[o++] = ENCODE[(n >>> 6) & 63]!;
    out[o++] = ENCODE[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out[o++] = ENCODE[n >>> 18]!;
    out[o++] = ENCODE[(n >>> 12) & 63]!;
    out[o++] = rest === 2 ? ENCODE[(n >>> 6) & 63]! : PAD;
    out[o++] = PAD;
  }
  return strFromU8(out, true);
}

/**
 * Decodes base64 text (padding optional); returns null when the text is not base64, so the
 * caller can name the layer in its message.
 */
export function base64ToBytes(text: string): Uint8Array | null {
  let length = text.length;
  while (length > 0 && text.charCodeAt(length - 1) === PAD) length--;
  if (text.length - length > 2 || length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((length * 3) / 4));
  let o = 0;
  let bits = 0;
  let held = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const v = code < 128 ? DECODE[code]! : 255;
    if (v === 255) return null;
    bits = (bits << 6) | v;
    held += 6;
    if (held >= 8) {
      held -= 8;
      out[o++] = (bits >>> held) & 255;
    }
  }
  return out;
}
