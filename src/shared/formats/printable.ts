// Text from a file made safe to print. A terminal obeys control characters (an escape sequence
// can retitle the window or clear the screen; a NUL or carriage return hides what came before)
// and invisible format characters reorder or hide text, so everything a file says that reaches a
// message or a command line's output goes through here first: each such character is written as
// a \uXXXX escape, which also keeps JSON output valid. The formats' messages quote file content
// with `quoted`; the command line passes every line it prints through `printableLines`.

/** C0 and C1 controls, DEL, and the zero-width, bidirectional and line/paragraph separators. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** The same, but line feeds and tabs pass: output laid out in lines and columns keeps its layout. */
const UNSAFE_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` with every control and invisible format character written as \uXXXX. */
export function printable(text: string): string {
  return text.replace(UNSAFE, escape);
}

/** As printable, but line feeds and tabs are kept: for whole lines of output. */
export function printableLines(text: string): string {
  return text.replace(UNSAFE_IN_LINES, escape);
}

/** File content for a message: at most `max` characters (then "…"), escaped, in double quotes. */
export function quoted(text: string, max = 40): string {
  // By code points, so a cut never splits a character's surrogate pair.
  const chars = Array.from(text.slice(0, 2 * max + 2));
  return `"${printable(chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join(''))}"`;
}
