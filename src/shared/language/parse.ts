// The front end shared by the app's two small languages, the debugger's conditions
// (debug/expression.ts) and custom heuristics (engine/heuristics/formula.ts): the length bound,
// the "single =" slip, and jsep's parse, its errors said as sentences. jsep parses the text (no
// eval, no Function: the app runs under a strict CSP); each language checks and compiles the tree.
import jsep from 'jsep';
import { printable } from '../formats/printable';

/** What a compiled condition or formula keeps besides its code: its text and the names it reads. */
export interface CompiledExpression<Name extends string> {
  /** The text it was compiled from, trimmed. */
  readonly source: string;
  /** The names it reads, each once, in order of first use. */
  readonly variables: readonly Name[];
}

/** Longest text either language accepts: far beyond any a person writes, and it bounds the parser's recursion. */
export const MAX_EXPRESSION_LENGTH = 1000;

/**
 * The tree of `source` (already trimmed and not empty), or a sentence naming the `noun`
 * ("condition", "formula") for why it cannot be read; `fail` makes the language's own error.
 */
export function parseExpression(source: string, noun: string, fail: (sentence: string) => Error): jsep.Expression {
  if (source.length > MAX_EXPRESSION_LENGTH)
    throw fail(`The ${noun} is ${source.length.toLocaleString('en-US')} characters long; keep it under ${MAX_EXPRESSION_LENGTH.toLocaleString('en-US')}.`);
  // jsep's own message for "f = 3" is "Unexpected =": say what was probably meant.
  if (/(^|[^=!<>])=(?!=)/.test(source))
    throw fail(noun === 'condition' ? 'A single = is not allowed in a condition: to compare, write == (or <=, >=, !=).' : `A single = is not allowed in a ${noun}: write only the value, as in max(dx, dy).`);
  try {
    return jsep(source);
  } catch (err) {
    throw fail(parseErrorSentence(err, noun));
  }
}

/** The message of a jsep syntax error as a sentence (its character position counted from 1). */
function parseErrorSentence(err: unknown, noun: string): string {
  const e = err as { description?: unknown; index?: unknown } | null;
  if (e && typeof e.description === 'string' && typeof e.index === 'number') {
    // jsep quotes the character it stopped at, which may be a control character from a file: escaped.
    const description = printable(e.description.replace(/\.$/, ''));
    // jsep says "Expected )" or "Unclosed (": name the bracket in words a student reads at once.
    if (/^(Unclosed \(|Expected \))/.test(description)) return `The ${noun} has a ( without its ): close the bracket near character ${e.index + 1}.`;
    return `The ${noun} cannot be read at character ${e.index + 1}: ${description}.`;
  }
  return `The ${noun} cannot be read: check its brackets and operators.`;
}

/** The sentence of the language's own error that `compile` throws, or null when it compiles; any other error is a bug and goes on. */
export function refusalOf(compile: () => unknown, Refusal: abstract new (message: string) => Error): string | null {
  try {
    compile();
    return null;
  } catch (err) {
    if (err instanceof Refusal) return err.message;
    throw err;
  }
}
