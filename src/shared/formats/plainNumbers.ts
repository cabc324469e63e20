// Numbers as files and command lines write them: plain decimal digits. JavaScript's Number() also
// reads "0x10", "1e3", "0b1", "Infinity" and " 7 ", so a hex typo would pass for 16 and a header
// height "1e3" for 1000; every number a MovingAI file or a flag gives is read here instead.

const WHOLE = /^[0-9]+$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/** A whole number in plain digits ("0", "42"; not "+4", "4.0", "1e3" or "0x10"), or null. */
export function plainWhole(text: string): number | null {
  // Digit by digit: a scenario file has millions of these, and this is several times a regex's speed.
  if (text.length === 0 || text.length > 15) return text.length > 15 && WHOLE.test(text) ? safe(Number(text)) : null;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    n = n * 10 + d;
  }
  return n;
}

const safe = (n: number) => (Number.isSafeInteger(n) ? n : null);

/** A number in plain decimal digits with an optional fraction ("3", "1.5"; not "1e3", ".5" or "-1"), or null. */
export function plainDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
