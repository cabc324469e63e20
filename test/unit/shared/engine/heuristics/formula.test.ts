// Custom heuristic formulas: the compiled estimate equals an independent evaluator (written here:
// a tiny recursive-descent reader of the same grammar) on random formulas and random cells, square
// and hex; the cube parts are hex.ts's distance parts; every mistake is refused with its sentence;
// and no string makes compiling throw anything but a FormulaError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaError, formulaProblem } from '../../../../../src/shared/engine/heuristics/formula';
import { hexDistance } from '../../../../../src/shared/engine/heuristics/hex';
import { octileDistance } from '../../../../../src/shared/engine/heuristics/octile';

/** The reference: reads `text` by recursive descent and computes it at once over `env`. */
function reference(text: string, env: Record<string, number>): number {
  const tokens = text.match(/\d+\.?\d*(?:e[+-]?\d+)?|\.\d+|[A-Za-z_]\w*|\S/g)!;
  let i = 0;
  const peek = () => tokens[i], next = () => tokens[i++]!;
  const expr = (): number => {
    let v = term();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + term() : v - term();
    return v;
  };
  const term = (): number => {
    let v = unary();
    while (peek() === '*' || peek() === '/' || peek() === '%') {
      const op = next(), r = unary();
      v = op === '*' ? v * r : op === '/' ? v / r : v % r;
    }
    return v;
  };
  const unary = (): number => (peek() === '-' ? (next(), -unary()) : peek() === '+' ? (next(), unary()) : atom());
  const atom = (): number => {
    const t = next();
    if (t === '(') {
      const v = expr();
      next();
      return v;
    }
    if (/^[\d.]/.test(t)) return Number(t);
    if (peek() === '(') {
      next();
      const args = [expr()];
      while (next() === ',') args.push(expr());
      const f = { min: Math.min, max: Math.max, abs: Math.abs, sqrt: Math.sqrt, round: Math.round }[t as 'min']!;
      return f(...(args as [number]));
    }
    return env[t]!;
  };
  const h = expr();
  return h > 0 ? h : 0;
}

const NAMES = ['dx', 'dy', 'x', 'y', 'gx', 'gy', 'cmin'];
const HEX = ['dq', 'dr', 'ds'];

/** Random formulas of the language, as text (fully bracketed where an operator joins two parts). */
const formulaOf = (names: string[]) =>
  fc.letrec<{ f: string }>((tie) => ({
    f: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...names),
      fc.oneof(fc.integer({ min: 0, max: 20 }).map(String), fc.constantFrom('0.5', '1.41421356', '.25', '2e1')),
      fc.tuple(tie('f'), fc.constantFrom('+', '-', '*', '/', '%'), tie('f')).map(([a, op, b]) => `(${a} ${op} ${b})`),
      tie('f').map((a) => `-${a}`),
      fc.tuple(fc.constantFrom('abs', 'sqrt', 'round'), tie('f')).map(([fn, a]) => `${fn}(${a})`),
      fc.tuple(fc.constantFrom('min', 'max'), fc.array(tie('f'), { minLength: 1, maxLength: 3 })).map(([fn, a]) => `${fn}(${a.join(', ')})`),
    ),
  })).f;

const cell = fc.integer({ min: 0, max: 60 });

/** The names' values at (x, y) → (gx, gy), the cube parts from odd-r offsets as hex.ts reads them. */
function envAt(x: number, y: number, gx: number, gy: number, cmin: number): Record<string, number> {
  const q = (cx: number, cy: number) => cx - (cy - (cy & 1)) / 2;
  const dq = q(x, y) - q(gx, gy), dr = y - gy;
  return { dx: Math.abs(x - gx), dy: Math.abs(y - gy), x, y, gx, gy, cmin, dq: Math.abs(dq), dr: Math.abs(dr), ds: Math.abs(dq + dr) };
}

function refusal(text: string, hex = false): string {
  try {
    compileFormula(text, { hex, cmin: 1 });
  } catch (err) {
    expect(err).toBeInstanceOf(FormulaError);
    return (err as Error).message;
  }
  throw new Error(`"${text}" compiled`);
}

describe('custom heuristic formulas', () => {
  it('compile to the same values as an independent evaluator, on random formulas and cells (square maps)', () => {
    fc.assert(
      fc.property(formulaOf(NAMES), cell, cell, cell, cell, fc.constantFrom(1, 0.5, 3), (text, x, y, gx, gy, cmin) => {
        const got = compileFormula(text, { hex: false, cmin }).estimate(x, y, gx, gy);
        expect(got, text).toBe(reference(text, envAt(x, y, gx, gy, cmin)));
      }),
      { numRuns: 3000, seed: 27 },
    );
  });

  it('… and on hex maps, with the cube distance parts', () => {
    fc.assert(
      fc.property(formulaOf([...NAMES, ...HEX]), cell, cell, cell, cell, (text, x, y, gx, gy) => {
        const got = compileFormula(text, { hex: true, cmin: 2 }).estimate(x, y, gx, gy);
        expect(got, text).toBe(reference(text, envAt(x, y, gx, gy, 2)));
      }),
      { numRuns: 2000, seed: 28 },
    );
  });

  it('writes the built-in heuristics: octile as max + 0.41421356·min, hex distance as max(dq, dr, ds)', () => {
    const octile = compileFormula('max(dx,dy) + 0.41421356237309515*min(dx,dy)', { hex: false, cmin: 1 });
    const hex = compileFormula('max(dq, dr, ds)', { hex: true, cmin: 1 });
    const half = compileFormula('(dq + dr + ds) / 2 * cmin', { hex: true, cmin: 1 });
    fc.assert(
      fc.property(cell, cell, cell, cell, (x, y, gx, gy) => {
        expect(octile.estimate(x, y, gx, gy)).toBeCloseTo(octileDistance(x, y, gx, gy), 9);
        expect(hex.estimate(x, y, gx, gy)).toBe(hexDistance(x, y, gx, gy));
        expect(half.estimate(x, y, gx, gy)).toBe(hexDistance(x, y, gx, gy));
      }),
      { numRuns: 500, seed: 29 },
    );
    expect(octile.variables).toEqual(['dx', 'dy']);
  });

  it('a negative or NaN value counts as 0', () => {
    expect(compileFormula('-dx', { hex: false, cmin: 1 }).estimate(5, 0, 0, 0)).toBe(0);
    expect(compileFormula('sqrt(-1 - dx)', { hex: false, cmin: 1 }).estimate(5, 0, 0, 0)).toBe(0);
    expect(compileFormula('dx * cmin', { hex: false, cmin: 2.5 }).estimate(5, 0, 1, 0)).toBe(10);
  });

  it('refuses each mistake with a sentence that says what to write', () => {
    expect(refusal('')).toBe('The formula is empty: write one, as in max(dx, dy) + 0.41 * min(dx, dy).');
    expect(refusal('max(dx, dz)')).toBe('Unknown name ‘dz’: use dx, dy, x, y, gx, gy, cmin.');
    expect(refusal('max(dx, dz)', true)).toBe('Unknown name ‘dz’: use dx, dy, x, y, gx, gy, cmin, dq, dr, ds.');
    expect(refusal('max(dx, dy')).toMatch(/^The formula has a \( without its \): close the bracket near character \d+\.$/);
    expect(refusal('(dx + dy')).toMatch(/^The formula has a \( without its \)/);
    expect(refusal('dx +')).toMatch(/^The formula cannot be read at character 5/);
    expect(refusal('max(dq, dr)')).toBe('The name dq is a cube distance part, on hex maps only: on this map use dx, dy, x, y, gx, gy, cmin.');
    expect(refusal('pow(dx, 2)')).toBe('Only min, max, abs, sqrt and round can be called in a formula, not ‘pow’.');
    expect(refusal('sqrt(dx, dy)')).toBe('The function sqrt takes one value, as in sqrt(dx); this call has 2.');
    expect(refusal('max()')).toBe('The function max needs at least one value, as in max(dx, dy).');
    expect(refusal('max')).toBe('The name max is a function: write max(…) with the values in brackets.');
    expect(refusal('dx > dy')).toMatch(/^A formula gives a number, so ‘>’ \(a comparison or a logic operator\) is not allowed/);
    expect(refusal('h = dx')).toBe('A single = is not allowed in a formula: write only the value, as in max(dx, dy).');
    expect(refusal('dx ? 1 : 2')).toBe('The choice “a ? b : c” is not allowed in a formula: use min, max or abs instead.');
    expect(refusal('"dx"')).toMatch(/^Text in quotes is not allowed/);
    expect(refusal('Math.max(dx)')).toMatch(/^Only min, max, abs, sqrt and round can be called/);
    expect(refusal('dx dy')).toMatch(/^Write a single formula/);
    expect(refusal('x'.repeat(1001))).toBe('The formula is 1,001 characters long; keep it under 1,000.');
    expect(formulaProblem('max(dx, dy)')).toBeNull();
    expect(formulaProblem('max(dq, dy)')).not.toBeNull();
    expect(formulaProblem('max(dq, dy)', true)).toBeNull();
  });

  it('fuzzed: random strings compile or are refused with a FormulaError, never anything else', () => {
    const soup = fc.array(fc.constantFrom('dx', 'dy', 'cmin', 'max', 'min', 'sqrt', '(', ')', ',', '+', '-', '*', '/', '1', '.5', ' ', '==', '=', '!', '"', '[', ']', '?', ':', 'this'), { maxLength: 14 }).map((t) => t.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), soup), (text) => {
        try {
          const f = compileFormula(text, { hex: false, cmin: 1 });
          expect(f.estimate(3, 4, 7, 1)).toBeGreaterThanOrEqual(0);
        } catch (err) {
          expect(err).toBeInstanceOf(FormulaError);
        }
      }),
      { numRuns: 4000, seed: 30 },
    );
  });
});
