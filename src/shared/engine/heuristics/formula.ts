// Custom heuristics: a formula a user types, as in "max(dx, dy) + 0.41 * min(dx, dy)", over the
// cell and the goal (dx, dy, x, y, gx, gy), the cheapest terrain cost (cmin) and, on hex maps, the
// cube distance parts (dq, dr, ds). The text goes through the languages' shared front end
// (language/parse.ts: jsep, never eval: the app runs under a CSP without unsafe-eval); the tree is
// checked once and compiled to a tree of closures over a Float64Array of the names' values, numbers
// only, so a search calls a few small monomorphic functions per node. Anything outside the language
// is refused at compile time with a sentence that says what to write instead.
import type jsep from 'jsep';
import { MAX_EXPRESSION_LENGTH, parseExpression, refusalOf, type CompiledExpression } from '../../language/parse';

type Expression = jsep.Expression;

/** The names every map offers, in the order the sentences list them. */
export const FORMULA_VARIABLES = ['dx', 'dy', 'x', 'y', 'gx', 'gy', 'cmin'] as const;
/** The cube distance parts, offered on hex maps only: |Δq|, |Δr| and |Δs| between the cell and the goal. */
export const HEX_FORMULA_VARIABLES = ['dq', 'dr', 'ds'] as const;
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number] | (typeof HEX_FORMULA_VARIABLES)[number];

/** The functions a formula may call, with the number of values each takes. */
const FUNCTIONS = {
  min: { min: 1, max: Infinity },
  max: { min: 1, max: Infinity },
  abs: { min: 1, max: 1 },
  sqrt: { min: 1, max: 1 },
  round: { min: 1, max: 1 },
} as const;
type FunctionName = keyof typeof FUNCTIONS;

/** Longest formula accepted. */
export const MAX_FORMULA_LENGTH = MAX_EXPRESSION_LENGTH;

/** A formula that cannot be compiled; `message` is a sentence for the user. */
export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

/** A compiled heuristic formula. */
export interface HeuristicFormula extends CompiledExpression<FormulaVariable> {
  /**
   * The estimate from (x, y) to (gx, gy) (hex maps: odd-r offset coordinates), with the cheapest
   * terrain cost given when compiled. A negative or NaN value counts as 0: an estimate is never
   * below nothing, and a search's open list must never hold NaN.
   */
  estimate(x: number, y: number, gx: number, gy: number): number;
}

type Node = (v: Float64Array) => number;

/**
 * What the compiler knows of a leaf it made: a number, or a name's slot. Operators and calls over
 * leaves read them in place (`v[i] + v[j]`, `k * f(v)`) and a tree of numbers alone is computed
 * once, so octile typed out is four small calls a cell rather than nine. Each shortcut does the
 * same operations in the same order, so the values are the same to the bit.
 */
const leaves = new WeakMap<Node, { constant: number } | { slot: number }>();

function constant(value: number): Node {
  const node: Node = () => value;
  leaves.set(node, { constant: value });
  return node;
}

function slotOf(node: Node): number | null {
  const leaf = leaves.get(node);
  return leaf && 'slot' in leaf ? leaf.slot : null;
}

function constantOf(node: Node): number | null {
  const leaf = leaves.get(node);
  return leaf && 'constant' in leaf ? leaf.constant : null;
}

/** Each name's slot in the values array. */
const SLOT: Record<FormulaVariable, number> = { dx: 0, dy: 1, x: 2, y: 3, gx: 4, gy: 5, cmin: 6, dq: 7, dr: 8, ds: 9 };
const SQUARE_NAMES = FORMULA_VARIABLES.join(', ');
const HEX_NAMES = [...FORMULA_VARIABLES, ...HEX_FORMULA_VARIABLES].join(', ');
const OPERATORS = '+ - * / % and brackets';

/** Where a formula is compiled for: the map's kind and its cheapest passable terrain cost. */
export interface FormulaContext {
  hex: boolean;
  cmin: number;
}

/** Compiles `text` into a heuristic; throws FormulaError with a sentence when it is not one. */
export function compileFormula(text: string, context: FormulaContext): HeuristicFormula {
  const source = text.trim();
  if (source.length === 0) throw new FormulaError('The formula is empty: write one, as in max(dx, dy) + 0.41 * min(dx, dy).');
  const tree = parseExpression(source, 'formula', (sentence) => new FormulaError(sentence));
  const variables: FormulaVariable[] = [];
  const root = compileNode(tree, variables, context.hex);
  return { source, variables, estimate: estimator(root, variables, context) };
}

/** Why `text` is not a formula on such a map, as a sentence, or null when it compiles (for forms and validators). */
export function formulaProblem(text: string, hex = false): string | null {
  return refusalOf(() => compileFormula(text, { hex, cmin: 1 }), FormulaError);
}

/** What a formula on such a map may be made of, as one sentence (the field's help lists it). */
export function formulaVocabulary(hex: boolean): string {
  const cube = hex ? ', dq, dr, ds (the cube distance parts)' : '';
  return `Use dx, dy (the distance to the goal across and down), x, y (the cell), gx, gy (the goal), cmin (the cheapest terrain cost)${cube}; numbers, ${OPERATORS}; min, max, abs, sqrt, round.`;
}

/** The estimate function: fills only the slots the formula reads (the hex parts cost a few operations more). */
function estimator(root: Node, variables: readonly FormulaVariable[], context: FormulaContext): HeuristicFormula['estimate'] {
  const v = new Float64Array(10);
  v[SLOT.cmin] = context.cmin;
  const cube = variables.some((n) => n === 'dq' || n === 'dr' || n === 'ds');
  if (!cube) {
    return (x, y, gx, gy) => {
      fillSquare(v, x, y, gx, gy);
      const h = root(v);
      return h > 0 ? h : 0;
    };
  }
  return (x, y, gx, gy) => {
    fillSquare(v, x, y, gx, gy);
    // Odd-r offset → axial q = x − (y − (y & 1)) / 2, r = y; s = −q − r (as hex.ts).
    const dr = y - gy, dq = x - ((y - (y & 1)) >> 1) - (gx - ((gy - (gy & 1)) >> 1)), ds = -dq - dr;
    v[7] = dq < 0 ? -dq : dq;
    v[8] = dr < 0 ? -dr : dr;
    v[9] = ds < 0 ? -ds : ds;
    const h = root(v);
    return h > 0 ? h : 0;
  };
}

/** The names every map offers, into their slots (small enough for V8 to inline into the estimate). */
function fillSquare(v: Float64Array, x: number, y: number, gx: number, gy: number): void {
  v[0] = x > gx ? x - gx : gx - x;
  v[1] = y > gy ? y - gy : gy - y;
  v[2] = x;
  v[3] = y;
  v[4] = gx;
  v[5] = gy;
}

function compileNode(node: Expression, variables: FormulaVariable[], hex: boolean): Node {
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value === 'number') return constant(value);
      if (typeof value === 'string') throw new FormulaError('Text in quotes is not allowed in a formula: use numbers and names, as in 1.5 * dx.');
      throw new FormulaError(`The value ‘${(node as jsep.Literal).raw}’ is not allowed in a formula: use numbers.`);
    }
    case 'Identifier':
      return identifier((node as jsep.Identifier).name, variables, hex);
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const operand = compileNode(u.argument, variables, hex);
      if (u.operator === '-') {
        const k = constantOf(operand);
        return k !== null ? constant(-k) : (v) => -operand(v);
      }
      if (u.operator === '+') return operand;
      throw refusedOperator(u.operator);
    }
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, variables, hex);
    case 'CallExpression':
      return call(node as jsep.CallExpression, variables, hex);
    case 'MemberExpression':
      throw new FormulaError(`Dots and brackets (as in a.b or a[1]) are not allowed in a formula: use the plain names ${hex ? HEX_NAMES : SQUARE_NAMES}.`);
    case 'ConditionalExpression':
      throw new FormulaError('The choice “a ? b : c” is not allowed in a formula: use min, max or abs instead.');
    case 'Compound':
    case 'SequenceExpression':
      throw new FormulaError('Write a single formula: join its parts with an operator (+ - * /), not with commas, semicolons or spaces.');
    default:
      throw new FormulaError(`This formula uses something it cannot contain; use numbers, the names ${hex ? HEX_NAMES : SQUARE_NAMES}, ${OPERATORS}, and min, max, abs, sqrt or round.`);
  }
}

function identifier(name: string, variables: FormulaVariable[], hex: boolean): Node {
  const known = (FORMULA_VARIABLES as readonly string[]).includes(name) || (HEX_FORMULA_VARIABLES as readonly string[]).includes(name);
  if (!known) {
    if (name in FUNCTIONS) throw new FormulaError(`The name ${name} is a function: write ${name}(…) with the values in brackets.`);
    throw new FormulaError(`Unknown name ‘${name}’: use ${hex ? HEX_NAMES : SQUARE_NAMES}.`);
  }
  if (!hex && (HEX_FORMULA_VARIABLES as readonly string[]).includes(name))
    throw new FormulaError(`The name ${name} is a cube distance part, on hex maps only: on this map use ${SQUARE_NAMES}.`);
  const variable = name as FormulaVariable, slot = SLOT[variable];
  if (!variables.includes(variable)) variables.push(variable);
  const node: Node = (v) => v[slot]!;
  leaves.set(node, { slot });
  return node;
}

function binary(node: jsep.BinaryExpression, variables: FormulaVariable[], hex: boolean): Node {
  const op = node.operator;
  if (!['+', '-', '*', '/', '%'].includes(op)) {
    if (['<', '<=', '>', '>=', '==', '===', '!=', '!==', '&&', '||'].includes(op))
      throw new FormulaError(`A formula gives a number, so ‘${op}’ (a comparison or a logic operator) is not allowed: use ${OPERATORS}, min and max.`);
    throw refusedOperator(op);
  }
  const a = compileNode(node.left, variables, hex), b = compileNode(node.right, variables, hex);
  const ka = constantOf(a), kb = constantOf(b), i = slotOf(a), j = slotOf(b);
  const apply = ARITHMETIC[op as Arithmetic];
  if (ka !== null && kb !== null) return constant(apply(ka, kb));
  switch (op) {
    case '+':
      if (i !== null && j !== null) return (v) => v[i]! + v[j]!;
      if (ka !== null) return (v) => ka + b(v);
      if (kb !== null) return (v) => a(v) + kb;
      return (v) => a(v) + b(v);
    case '-':
      if (i !== null && j !== null) return (v) => v[i]! - v[j]!;
      if (ka !== null) return (v) => ka - b(v);
      if (kb !== null) return (v) => a(v) - kb;
      return (v) => a(v) - b(v);
    case '*':
      if (i !== null && j !== null) return (v) => v[i]! * v[j]!;
      if (ka !== null) return j !== null ? (v) => ka * v[j]! : (v) => ka * b(v);
      if (kb !== null) return i !== null ? (v) => v[i]! * kb : (v) => a(v) * kb;
      return (v) => a(v) * b(v);
    case '/':
      if (kb !== null) return (v) => a(v) / kb;
      return (v) => a(v) / b(v);
    default: return (v) => a(v) % b(v);
  }
}

type Arithmetic = '+' | '-' | '*' | '/' | '%';
const ARITHMETIC: Record<Arithmetic, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
};

function refusedOperator(op: string): FormulaError {
  return new FormulaError(`The operator ‘${op}’ is not allowed in a formula: use ${OPERATORS}.`);
}

function call(node: jsep.CallExpression, variables: FormulaVariable[], hex: boolean): Node {
  const callee = node.callee;
  const name = callee.type === 'Identifier' ? (callee as jsep.Identifier).name : null;
  if (name === null || !(name in FUNCTIONS))
    throw new FormulaError(`Only min, max, abs, sqrt and round can be called in a formula${name === null ? '' : `, not ‘${name}’`}.`);
  const fn = name as FunctionName, arity = FUNCTIONS[fn], count = node.arguments.length;
  if (count < arity.min || count > arity.max)
    throw new FormulaError(arity.max === 1 ? `The function ${fn} takes one value, as in ${fn}(dx); this call has ${count}.` : `The function ${fn} needs at least one value, as in ${fn}(dx, dy).`);
  const args = node.arguments.map((arg) => compileNode(arg, variables, hex));
  const p = args[0]!;
  const pick = fn === 'abs' ? Math.abs : fn === 'sqrt' ? Math.sqrt : fn === 'round' ? Math.round : fn === 'min' ? Math.min : Math.max;
  if (args.every((arg) => constantOf(arg) !== null)) return constant((pick as (...n: number[]) => number)(...args.map((arg) => constantOf(arg)!)));
  switch (fn) {
    case 'abs': return (v) => Math.abs(p(v));
    case 'sqrt': return (v) => Math.sqrt(p(v));
    case 'round': return (v) => Math.round(p(v));
  }
  if (args.length === 1) return p;
  if (args.length === 2) {
    const q = args[1]!, i = slotOf(p), j = slotOf(q);
    if (i !== null && j !== null) return fn === 'min' ? (v) => Math.min(v[i]!, v[j]!) : (v) => Math.max(v[i]!, v[j]!);
    return fn === 'min' ? (v) => Math.min(p(v), q(v)) : (v) => Math.max(p(v), q(v));
  }
  return (v) => {
    let best = p(v);
    for (let i = 1; i < args.length; i++) best = pick(best, args[i]!(v));
    return best;
  };
}
