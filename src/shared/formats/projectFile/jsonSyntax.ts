// Finds where a text stops being JSON, for the message of a file JSON.parse refused: a person
// who edited the file by hand needs the line and column, and engines word (and place) their
// own errors differently. Runs only after JSON.parse has failed; iterative, so any nesting depth
// costs no stack.

/** Where the text stops being JSON: its offset, or -1 when it is valid JSON after all. */
export function jsonErrorOffset(text: string): number {
  const EXPECT_VALUE = 0, VALUE_OR_CLOSE = 1, KEY = 2, KEY_OR_CLOSE = 3, COLON = 4, AFTER_VALUE = 5;
  const stack: number[] = []; // 123 '{' or 91 '['
  let expect = EXPECT_VALUE;
  let i = 0;
  const n = text.length;
  for (;;) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) return stack.length === 0 && expect === AFTER_VALUE ? -1 : n;
    const c = text.charCodeAt(i);
    if (expect === COLON) {
      if (c !== 58) return i;
      i++;
      expect = EXPECT_VALUE;
    } else if (expect === AFTER_VALUE) {
      const top = stack[stack.length - 1];
      if (top === undefined) return i;
      if (c === 44) {
        i++;
        expect = top === 123 ? KEY : EXPECT_VALUE;
      } else if (c === (top === 123 ? 125 : 93)) {
        stack.pop();
        i++;
      } else return i;
    } else if (expect === KEY || expect === KEY_OR_CLOSE) {
      if (c === 125 && expect === KEY_OR_CLOSE) {
        stack.pop();
        i++;
        expect = AFTER_VALUE;
      } else if (c === 34) {
        const end = stringEnd(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expect = COLON;
      } else return i;
    } else if (c === 93 && expect === VALUE_OR_CLOSE) {
      stack.pop();
      i++;
      expect = AFTER_VALUE;
    } else if (c === 123 || c === 91) {
      stack.push(c);
      i++;
      expect = c === 123 ? KEY_OR_CLOSE : VALUE_OR_CLOSE;
    } else {
      const end = c === 34 ? stringEnd(text, i) : scalarEnd(text, i);
      if (end < 0) return -end - 1;
      i = end;
      expect = AFTER_VALUE;
    }
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** The offset after the string starting at `start`, or -(error offset) - 1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c < 32) return -i - 1;
    if (c === 92) {
      const e = text[i + 1];
      if (e === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return -i - 1;
        i += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
      else return -i - 1;
    }
  }
  return -text.length - 1;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/** The offset after the number or literal at `start`, or -(error offset) - 1. */
function scalarEnd(text: string, start: number): number {
  for (const pattern of [NUMBER, LITERAL]) {
    pattern.lastIndex = start;
    if (pattern.test(text)) return pattern.lastIndex;
  }
  return -start - 1;
}

/** Line and column (from 1) of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
