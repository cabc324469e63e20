// A text read one line at a time. Splitting a whole file into lines makes every line a string at
// once (a near-limit file of blank lines made hundreds of millions, over 2 GB); this hands out one
// line, as a slice of the text, and forgets it.

/** The lines of a text, as `text.split('\n')` would give them, without a line's \r before its \n. */
export class TextLines {
  private at = 0;
  /** The 1-based number of the line `next` returned last (0 before the first). */
  number = 0;

  constructor(private readonly text: string) {}

  /** The next line, or null past the last. */
  next(): string | null {
    const { text } = this;
    if (this.at > text.length) return null;
    let end = text.indexOf('\n', this.at);
    if (end < 0) end = text.length;
    const stop = end > this.at && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const line = text.slice(this.at, stop);
    this.at = end + 1;
    this.number++;
    return line;
  }

  /**
   * The number of the first line after the current one holding anything but white space, or 0
   * when there is none: a check that the rest of a file is blank, in one pass over its characters.
   */
  nextNonBlankLine(): number {
    const { text } = this;
    for (let i = this.at, line = this.number + 1; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      else if (!isWhiteSpace(c)) return line;
    }
    return 0;
  }
}

/** Whether a character code is one String.prototype.trim removes (ASCII and Unicode spaces, line ends). */
function isWhiteSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
