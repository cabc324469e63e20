// The condition language of breakpoints: programs a user writes evaluate as arithmetic and logic
// would, every construct outside the language is refused when compiled with a sentence naming what
// to write instead, and no string whatsoever makes compiling (or testing a compiled condition)
// throw anything but a ConditionError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCondition, ConditionError, type ConditionValues } from '../../../../src/shared/debug/expression';

const at: ConditionValues = { f: 121.5, g: 100, h: 21.5, x: 12, y: 40, step: 2041, open: 503, closed: 2040, reopened: 0, isGoal: false };
const holds = (text: string, values: Partial<ConditionValues> = {}) => compileCondition(text).test({ ...at, ...values });

/** The compile error's message for `text` (fails the test when it compiles). */
function refusal(text: string): string {
  try {
    compileCondition(text);
  } catch (err) {
    expect(err).toBeInstanceOf(ConditionError);
    return (err as Error).message;
  }
  throw new Error(`"${text}" compiled`);
}

describe('condition expressions', () => {
  it('evaluate comparisons, arithmetic and logic on the expansion’s values', () => {
    expect(holds('open > 500 && f > 120')).toBe(true);
    expect(holds('open > 500 && f > 122')).toBe(false);
    expect(holds('open > 600 || f > 120')).toBe(true);
    expect(holds('!(open > 600) && !isGoal')).toBe(true);
    expect(holds('isGoal')).toBe(false);
    expect(holds('isGoal', { isGoal: true })).toBe(true);
    expect(holds('g + h == f')).toBe(true);
    expect(holds('f - g - h == 0')).toBe(true);
    expect(holds('closed == step - 1')).toBe(true);
    expect(holds('step % 2 == 1')).toBe(true);
    expect(holds('x * 10 + y / 4 == 130')).toBe(true);
    expect(holds('-x < 0 && -(x - 20) == 8')).toBe(true);
    expect(holds('2 + 3 * 4 == 14 && (2 + 3) * 4 == 20')).toBe(true);
    expect(holds('1e2 < open && .5 < 1 && 1e3 > open')).toBe(true);
    expect(holds('reopened >= 1')).toBe(false);
    expect(holds('x != 12')).toBe(false);
    expect(holds('x === 12 && y !== 41')).toBe(true);
    expect(holds('x <= 12 && y >= 40 && x < 13 && y > 39')).toBe(true);
    expect(holds('true && !false')).toBe(true);
    expect(holds('isGoal == 1', { isGoal: true })).toBe(true);
    expect(holds('isGoal == true', { isGoal: true })).toBe(true);
  });

  it('calls abs, min and max', () => {
    expect(holds('abs(g - f) > 21')).toBe(true);
    expect(holds('min(x, y) == 12 && max(x, y) == 40')).toBe(true);
    expect(holds('min(x, y, -3) == -3 && max(7) == 7')).toBe(true);
  });

  it('a result that is not a comparison holds when truthy: a number other than 0 and NaN', () => {
    expect(holds('reopened')).toBe(false);
    expect(holds('reopened', { reopened: 2 })).toBe(true);
    expect(holds('g - 100')).toBe(false);
    expect(holds('0 / 0')).toBe(false);
  });

  it('lists the names it reads, once each, in order of first use', () => {
    expect(compileCondition(' open > 500 && f > 120 && open < 900 ').variables).toEqual(['open', 'f']);
    expect(compileCondition('step > 3').variables).toEqual(['step']);
    expect(compileCondition(' f>1 ').source).toBe('f>1');
  });

  it('refuses an unknown name, naming the allowed ones', () => {
    expect(refusal('fscore > 3')).toBe('Unknown name ‘fscore’: use f, g, h, x, y, step, open, closed, reopened or isGoal.');
    expect(refusal('this')).toMatch(/^Unknown name ‘this’/);
  });

  it('refuses each construct outside the language with its own sentence', () => {
    expect(refusal('')).toMatch(/^The condition is empty/);
    expect(refusal('   ')).toMatch(/^The condition is empty/);
    expect(refusal('f = 3')).toMatch(/^A single = is not allowed.*write ==/);
    expect(refusal('node.f > 3')).toMatch(/^Dots and brackets/);
    expect(refusal('f[0]')).toMatch(/^Dots and brackets/);
    expect(refusal('"f" == 3')).toMatch(/^Text in quotes/);
    expect(refusal("'f'")).toMatch(/^Text in quotes/);
    expect(refusal('f == null')).toMatch(/^The value ‘null’ is not allowed/);
    expect(refusal('[1, 2]')).toMatch(/^Lists in square brackets/);
    expect(refusal('isGoal ? 1 : 0')).toMatch(/^The choice “a \? b : c”/);
    expect(refusal('f > 1, g > 2')).toMatch(/^Write a single condition/);
    expect(refusal('f > 1 g > 2')).toMatch(/^Write a single condition/);
    expect(refusal('f & 1')).toBe('The operator ‘&’ is not allowed in a condition: use + - * / %, comparisons (< <= > >= == !=), && || and !.');
    expect(refusal('f ** 2')).toMatch(/^The operator ‘\*\*’/);
    expect(refusal('~f')).toMatch(/^The operator ‘~’/);
    expect(refusal('f ?? 1')).toMatch(/^The operator ‘\?\?’/);
    expect(refusal('sqrt(f)')).toBe('Only abs, min and max can be called in a condition, not ‘sqrt’.');
    expect(refusal('f(1)')).toMatch(/not ‘f’/);
    expect(refusal('abs(f)(1)')).toBe('Only abs, min and max can be called in a condition.');
    expect(refusal('abs(f, g)')).toMatch(/^The function abs takes one value.*has 2\.$/);
    expect(refusal('min()')).toMatch(/^The function min needs at least one value/);
    expect(refusal('abs > 1')).toMatch(/^The name abs is a function/);
    expect(refusal('f > (1')).toMatch(/^The condition has a \( without its \): close the bracket near character \d+\.$/);
    expect(refusal('f >')).toMatch(/^The condition cannot be read at character 4/);
    expect(refusal('0x10')).toMatch(/^The condition cannot be read/);
    expect(refusal('f > 1'.repeat(300))).toMatch(/^The condition is 1,500 characters long/);
  });

  it('every refusal is one sentence: a capital first, a full stop last', () => {
    for (const text of ['', 'q', 'a.b', '"s"', 'null', '[1]', 'a?b:c', 'f g', 'f & 1', 'sqrt(1)', 'abs()', 'min()', 'abs', 'f >', 'f = 1'])
      expect(refusal(text)).toMatch(/^[A-Z].*\.$/s);
  });

  it('fuzzed: thousands of random strings and token soups compile or are refused with a ConditionError, and never throw when tested', () => {
    const token = fc.constantFrom(
      'f', 'g', 'h', 'x', 'y', 'step', 'open', 'closed', 'reopened', 'isGoal', 'abs', 'min', 'max', 'true', 'false', 'null', 'this',
      '0', '1', '2.5', '1e3', '.5', '(', ')', '[', ']', ',', '.', '+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '===',
      '!', '&&', '||', '?', ':', '=', '"', "'", '`', ';', '&', '|', '~', '**', ' ', 'fscore', '\\', '#', '{', '}',
    );
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.array(token, { maxLength: 24 }).map((t) => t.join('')), fc.array(token, { maxLength: 24 }).map((t) => t.join(' ')));
    let compiled = 0;
    fc.assert(
      fc.property(text, fc.double(), fc.boolean(), (source, number, flag) => {
        let condition;
        try {
          condition = compileCondition(source);
        } catch (err) {
          expect(err).toBeInstanceOf(ConditionError);
          expect((err as Error).message).toMatch(/^[A-Z].*\.$/s);
          return;
        }
        compiled++;
        expect(typeof condition.test({ ...at, f: number, isGoal: flag })).toBe('boolean');
      }),
      { numRuns: 4000, seed: 12 },
    );
    expect(compiled).toBeGreaterThan(100); // the soups make valid programs too, so testing them is exercised
  });
});
