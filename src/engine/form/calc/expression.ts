/**
 * The calculate kind's token expression turned into a text that
 * expr-eval-fork parses: single digits are merged into numbers, × and ÷ become * and /, and every operand becomes a
 * variable with a safe name (`v0`, `v1` …) so no field name ever reaches the parser as code.
 */

/** A token expression compiled once per calculate field. */
export interface CalcExpression {
  /** The infix text handed to the parser, e.g. `(v0 + 12) * v1`. */
  text: string;
  /** The field reference of each variable: `operands[i]` is what `v<i>` stands for (`name` or `table.field`). */
  operands: string[];
}

const OPERATORS: Readonly<Record<string, string>> = {
  '+': '+', '-': '-', '×': '*', '*': '*', '÷': '/', '/': '/', '(': '(', ')': ')', '（': '(', '）': ')',
};

const isNumberPart = (s: string) => /^[0-9.]+$/.test(s);

/** The field a token names (`{__vModel__}` operand objects), or undefined when the token is not an operand. */
function operandOf(token: unknown): string | undefined {
  if (!token || typeof token !== 'object') return undefined;
  const vModel = (token as { __vModel__?: unknown }).__vModel__;
  return typeof vModel === 'string' ? vModel.trim() : '';
}

/** Compiles the tokens of a calculate field; operands that name nothing and unknown tokens count as 0. */
export function compileExpression(tokens: unknown): CalcExpression {
  const parts: string[] = [];
  const operands: string[] = [];
  const variableOf = new Map<string, string>();
  let number = '';
  const flushNumber = () => {
    if (!number) return;
    // "1.2.3" or "." is not a number: an invalid part, counted as 0.
    parts.push(/^(\d+\.?\d*|\.\d+)$/.test(number) ? number : '0');
    number = '';
  };
  for (const token of Array.isArray(tokens) ? tokens : []) {
    if (typeof token === 'number' && Number.isFinite(token)) {
      number += String(token);
      continue;
    }
    if (typeof token === 'string') {
      const s = token.trim();
      if (isNumberPart(s)) {
        number += s;
        continue;
      }
      flushNumber();
      parts.push(OPERATORS[s] ?? '0');
      continue;
    }
    flushNumber();
    const ref = operandOf(token);
    if (!ref) {
      parts.push('0');
      continue;
    }
    let name = variableOf.get(ref);
    if (!name) {
      name = `v${operands.length}`;
      operands.push(ref);
      variableOf.set(ref, name);
    }
    parts.push(name);
  }
  flushNumber();
  return { text: parts.join(' '), operands };
}

/** The form-level name an operand depends on: `table.field` depends on the sub-table `table`. */
export function referenceRoot(ref: string): string {
  const dot = ref.indexOf('.');
  return dot < 0 ? ref : ref.slice(0, dot);
}
