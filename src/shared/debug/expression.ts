// The debugger's condition language: small arithmetic and logic over the numbers of one expansion
// (f, g, h, x, y, step, open, closed, reopened, isGoal), as in "open > 500 && f > 120". The text is
// parsed by the languages' shared front end (language/parse.ts: jsep, never eval); the tree it gives
// is checked once and compiled to a tree of closures, so testing a condition on millions of steps
// costs a few calls a step. Anything outside the language is refused at compile time with a
// sentence that says what to write instead.
import type jsep from 'jsep';
import { MAX_EXPRESSION_LENGTH, parseExpression, refusalOf, type CompiledExpression } from '../language/parse';

/** The names a condition may read, in the order the sentences list them. */
export const CONDITION_VARIABLES = ['f', 'g', 'h', 'x', 'y', 'step', 'open', 'closed', 'reopened', 'isGoal'] as const;
export type ConditionVariable = (typeof CONDITION_VARIABLES)[number];

/** The functions a condition may call, with the number of values each takes (max: unbounded). */
const FUNCTIONS = {
  abs: { min: 1, max: 1 },
  min: { min: 1, max: Infinity },
  max: { min: 1, max: Infinity },
} as const;
type FunctionName = keyof typeof FUNCTIONS;

/** What a condition reads at one expansion (see breakpointScan.ts for how each is measured). */
export interface ConditionValues {
  f: number;
  g: number;
  h: number;
  x: number;
  y: number;
  step: number;
  open: number;
  closed: number;
  reopened: number;
  isGoal: boolean;
}

/** A condition that cannot be compiled; `message` is a sentence for the user. */
export class ConditionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConditionError';
  }
}

/** A compiled condition. */
export interface Condition extends CompiledExpression<ConditionVariable> {
  /** Whether it holds for these values (any truthy result holds; NaN does not). */
  test(values: ConditionValues): boolean;
}

/** Longest condition accepted: far beyond any a person writes, and it bounds the parser's recursion. */
export const MAX_CONDITION_LENGTH = MAX_EXPRESSION_LENGTH;

type Value = number | boolean;
type Compiled = (v: ConditionValues) => Value;

const NAMES = new Set<string>(CONDITION_VARIABLES);
const NAME_LIST = `${CONDITION_VARIABLES.slice(0, -1).join(', ')} or ${CONDITION_VARIABLES.at(-1)}`;
const OPERATOR_LIST = '+ - * / %, comparisons (< <= > >= == !=), && || and !';

/** Compiles `text` into a condition; throws ConditionError with a sentence when it is not one. */
export function compileCondition(text: string): Condition {
  const source = text.trim();
  if (source.length === 0) throw new ConditionError('The condition is empty: write one, as in open > 500 && f > 120.');
  const tree = parseExpression(source, 'condition', (sentence) => new ConditionError(sentence));
  const variables: ConditionVariable[] = [];
  const evaluate = compileNode(tree, variables);
  return { source, variables, test: (values) => !!evaluate(values) };
}

/** Why `text` is not a condition, as a sentence, or null when it compiles (for forms and validators). */
export function conditionProblem(text: string): string | null {
  return refusalOf(() => compileCondition(text), ConditionError);
}

function compileNode(node: jsep.Expression, variables: ConditionVariable[]): Compiled {
  switch (node.type) {
    case 'Literal':
      return literal(node as jsep.Literal);
    case 'Identifier':
      return identifier((node as jsep.Identifier).name, variables);
    case 'UnaryExpression':
      return unary(node as jsep.UnaryExpression, variables);
    case 'BinaryExpression':
      return binary(node as jsep.BinaryExpression, variables);
    case 'CallExpression':
      return call(node as jsep.CallExpression, variables);
    case 'MemberExpression':
      throw new ConditionError(`Dots and brackets (as in a.b or a[1]) are not allowed in a condition: use the plain names ${NAME_LIST}.`);
    case 'ThisExpression':
      throw new ConditionError(`Unknown name ‘this’: use ${NAME_LIST}.`);
    case 'ArrayExpression':
      throw new ConditionError('Lists in square brackets are not allowed in a condition: compare single values, as in f > 120.');
    case 'ConditionalExpression':
      throw new ConditionError('The choice “a ? b : c” is not allowed in a condition: combine conditions with &&, || and !.');
    case 'Compound':
    case 'SequenceExpression':
      throw new ConditionError('Write a single condition: join its parts with && or ||, not with commas, semicolons or spaces.');
    default:
      throw new ConditionError(`This condition uses something it cannot contain; use numbers, true, false, ${NAME_LIST}, ${OPERATOR_LIST}, and abs, min or max.`);
  }
}

function literal(node: jsep.Literal): Compiled {
  const value = node.value;
  if (typeof value === 'number' || typeof value === 'boolean') return () => value;
  if (typeof value === 'string') throw new ConditionError('Text in quotes is not allowed in a condition: compare numbers, as in f > 120.');
  throw new ConditionError(`The value ‘${node.raw}’ is not allowed in a condition: use numbers, true or false.`);
}

function identifier(name: string, variables: ConditionVariable[]): Compiled {
  if (NAMES.has(name)) {
    const variable = name as ConditionVariable;
    if (!variables.includes(variable)) variables.push(variable);
    return variableReader(variable);
  }
  if (name in FUNCTIONS) throw new ConditionError(`The name ${name} is a function: write ${name}(…) with the values in brackets.`);
  throw new ConditionError(`Unknown name ‘${name}’: use ${NAME_LIST}.`);
}

/** A reader per name, written out so each is one property load. */
function variableReader(name: ConditionVariable): Compiled {
  switch (name) {
    case 'f': return (v) => v.f;
    case 'g': return (v) => v.g;
    case 'h': return (v) => v.h;
    case 'x': return (v) => v.x;
    case 'y': return (v) => v.y;
    case 'step': return (v) => v.step;
    case 'open': return (v) => v.open;
    case 'closed': return (v) => v.closed;
    case 'reopened': return (v) => v.reopened;
    case 'isGoal': return (v) => v.isGoal;
  }
}

function unary(node: jsep.UnaryExpression, variables: ConditionVariable[]): Compiled {
  const operand = compileNode(node.argument, variables);
  switch (node.operator) {
    case '-': return (v) => -operand(v);
    case '+': return (v) => +operand(v);
    case '!': return (v) => !operand(v);
    default: throw refusedOperator(node.operator);
  }
}

function binary(node: jsep.BinaryExpression, variables: ConditionVariable[]): Compiled {
  const op = node.operator;
  if (!BINARY.has(op)) throw refusedOperator(op);
  const l = compileNode(node.left, variables), r = compileNode(node.right, variables);
  // Booleans count as 1 and 0 in arithmetic and comparisons, as in JavaScript.
  const a = l as (v: ConditionValues) => number, b = r as (v: ConditionValues) => number;
  switch (op) {
    case '+': return (v) => a(v) + b(v);
    case '-': return (v) => a(v) - b(v);
    case '*': return (v) => a(v) * b(v);
    case '/': return (v) => a(v) / b(v);
    case '%': return (v) => a(v) % b(v);
    case '<': return (v) => a(v) < b(v);
    case '<=': return (v) => a(v) <= b(v);
    case '>': return (v) => a(v) > b(v);
    case '>=': return (v) => a(v) >= b(v);
    // One equality: isGoal == 1 and isGoal === true both mean what a person expects.
    case '==':
    case '===': return (v) => +a(v) === +b(v);
    case '!=':
    case '!==': return (v) => +a(v) !== +b(v);
    case '&&': return (v) => l(v) && r(v);
    default: return (v) => l(v) || r(v); // '||'
  }
}

const BINARY = new Set(['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '===', '!=', '!==', '&&', '||']);

function refusedOperator(op: string): ConditionError {
  return new ConditionError(`The operator ‘${op}’ is not allowed in a condition: use ${OPERATOR_LIST}.`);
}

function call(node: jsep.CallExpression, variables: ConditionVariable[]): Compiled {
  const callee = node.callee;
  const name = callee.type === 'Identifier' ? (callee as jsep.Identifier).name : null;
  if (name === null || !(name in FUNCTIONS))
    throw new ConditionError(`Only abs, min and max can be called in a condition${name === null ? '' : `, not ‘${name}’`}.`);
  const fn = name as FunctionName, arity = FUNCTIONS[fn], count = node.arguments.length;
  if (count < arity.min || count > arity.max)
    throw new ConditionError(fn === 'abs' ? `The function abs takes one value, as in abs(g - h); this call has ${count}.` : `The function ${fn} needs at least one value, as in ${fn}(g, h).`);
  const args = node.arguments.map((arg) => compileNode(arg, variables) as (v: ConditionValues) => number);
  if (fn === 'abs') {
    const only = args[0]!;
    return (v) => Math.abs(only(v));
  }
  const pick = fn === 'min' ? Math.min : Math.max;
  if (args.length === 2) {
    const p = args[0]!, q = args[1]!;
    return (v) => pick(p(v), q(v));
  }
  return (v) => {
    let best = +args[0]!(v);
    for (let i = 1; i < args.length; i++) best = pick(best, args[i]!(v));
    return best;
  };
}
