/**
 * Evaluation of a compiled calculate expression with expr-eval-fork: numbers only go in (never strings, never
 * functions, never toJSFunction), NaN and non-numbers count as 0, the result is rounded to the field's precision,
 * and an error logs a warning and gives 0.
 */
import { Parser, type Expression } from 'expr-eval-fork';
import type { CalcExpression } from './expression';

// Only the four operations of the designer's keypad; everything else the library offers is switched off.
const parser = new Parser({
  operators: {
    add: true, subtract: true, multiply: true, divide: true,
    comparison: false, concatenate: false, conditional: false, factorial: false, logical: false, power: false,
    remainder: false, in: false, assignment: false, fndef: false, random: false, min: false, max: false,
    length: false,
  },
});

const parsed = new Map<string, Expression | Error>();
let evaluations = 0;

/** How many expressions were evaluated since the last reset (tests count work instead of timing it). */
export function calcEvaluationCount(): number {
  return evaluations;
}

/** Sets the evaluation counter back to 0. */
export function resetCalcEvaluationCount(): void {
  evaluations = 0;
}

/** A stored value as a number for a calculation: finite numbers and numeric text; anything else is 0. */
export function toCalcNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** `n` rounded half away from zero to `precision` decimals (exponent arithmetic avoids 1.005 → 1.00). */
export function roundTo(n: number, precision: number): number {
  if (!Number.isFinite(n)) return 0;
  const p = Math.min(Math.max(Math.trunc(precision), 0), 15);
  const rounded = Number(`${Math.round(Number(`${Math.abs(n)}e${p}`))}e-${p}`);
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Precision of a calculate field: its `precision` when a whole number from 0 to 15, else 2. */
export function precisionOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 15 ? value : 2;
}

function parse(text: string): Expression | Error {
  let hit = parsed.get(text);
  if (!hit) {
    try {
      hit = parser.parse(text);
    } catch (e) {
      hit = e instanceof Error ? e : new Error(String(e));
    }
    parsed.set(text, hit);
  }
  return hit;
}

/**
 * Evaluates `expr`, reading each operand through `resolve` (a field reference → its stored value), rounded to
 * `precision`. An empty expression gives 0; a parse or evaluation error logs a warning and gives 0.
 */
export function evaluateCalc(expr: CalcExpression, resolve: (ref: string) => unknown, precision = 2): number {
  evaluations += 1;
  if (!expr.text.trim()) return 0;
  const expression = parse(expr.text);
  if (expression instanceof Error) {
    console.warn(`[calculate] cannot parse "${expr.text}": ${expression.message}`);
    return 0;
  }
  const scope: Record<string, number> = {};
  expr.operands.forEach((ref, i) => {
    scope[`v${i}`] = toCalcNumber(resolve(ref));
  });
  try {
    const result: unknown = expression.evaluate(scope);
    return typeof result === 'number' ? roundTo(result, precision) : 0;
  } catch (e) {
    console.warn(`[calculate] cannot evaluate "${expr.text}": ${e instanceof Error ? e.message : String(e)}`);
    return 0;
  }
}
