import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '../../types';
import {
  affectedCalcs, buildCalcGraph, calcEvaluationCount, compileExpression, computeRow, evaluateCalc,
  resetCalcEvaluationCount, roundTo, runCalcs, withoutDisplayOnly,
} from './index';

const op = (v: string) => ({ __vModel__: v, label: v });
const tokens = (...parts: (string | ReturnType<typeof op>)[]) => parts;
const calc = (vModel: string | undefined, expression: unknown[], extra: Record<string, unknown> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  ...(vModel ? { __vModel__: vModel } : {}), __config__: { jnpfKey: 'calculate', isStorage: 2, ...cfg }, expression, precision: 2, ...extra,
});
const num = (vModel: string): FieldDef => ({ __vModel__: vModel, __config__: { jnpfKey: 'numInput' } });
const evalTokens = (t: unknown[], values: Record<string, unknown>, precision = 2) =>
  evaluateCalc(compileExpression(t), (ref) => values[ref], precision);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => { warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); resetCalcEvaluationCount(); });
afterEach(() => warn.mockRestore());

describe('compileExpression', () => {
  it('merges digits, maps × ÷ and names operands with safe variables', () => {
    const e = compileExpression(tokens(op('a'), '×', '1', '2', '.', '5', '÷', '(', op('b'), '-', op('a'), ')'));
    expect(e.text).toBe('v0 * 12.5 / ( v1 - v0 )');
    expect(e.operands).toEqual(['a', 'b']);
  });

  it('turns unknown tokens and empty operands into 0', () => {
    expect(compileExpression(['1', '+', 'alert(1)', '+', { label: 'x' }]).text).toBe('1 + 0 + 0');
    expect(compileExpression(['1', '.', '2', '.', '3']).text).toBe('0');
    expect(compileExpression(null).text).toBe('');
  });
});

describe('evaluateCalc', () => {
  it('respects precedence and parentheses', () => {
    expect(evalTokens(tokens('2', '+', '3', '×', '4'), {})).toBe(14);
    expect(evalTokens(tokens('(', '2', '+', '3', ')', '×', '4'), {})).toBe(20);
    expect(evalTokens(tokens('1', '0', '-', '4', '÷', '8'), {})).toBe(9.5);
  });

  it('rounds to the precision, default 2', () => {
    expect(evalTokens(tokens('1', '÷', '3'), {})).toBe(0.33);
    expect(evalTokens(tokens('1', '÷', '3'), {}, 4)).toBe(0.3333);
    expect(evalTokens(tokens('2', '÷', '3'), {}, 0)).toBe(1);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    const field = calc('c', tokens('1', '÷', '3'), { precision: undefined });
    expect(runCalcs(buildCalcGraph([field]).top, {}).results.get('c')).toBe(0.33);
  });

  it('counts NaN, text and missing values as 0', () => {
    expect(evalTokens(tokens(op('a'), '+', op('b'), '+', op('c')), { a: 'abc', b: '5', c: undefined })).toBe(5);
    expect(evalTokens(tokens(op('a'), '+', '1'), { a: NaN })).toBe(1);
    expect(evalTokens(tokens('1', '÷', '0'), {})).toBe(0);
  });

  it('logs a warning and gives 0 on a broken expression', () => {
    expect(evalTokens(tokens('1', '+', '×', '2'), {})).toBe(0);
    expect(evalTokens(tokens('(', '1', '+', '2'), {})).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('[calculate]');
  });

  it('counts every evaluation', () => {
    evalTokens(['1'], {});
    evalTokens(['2'], {});
    expect(calcEvaluationCount()).toBe(2);
  });
});

describe('dotted references', () => {
  const lines = {
    __vModel__: 'lines', __config__: { jnpfKey: 'table', children: [
      num('qty'), num('price'),
      calc('amount', tokens(op('lines.qty'), '×', op('lines.price'))),
      calc('withTax', tokens(op('lines.amount'), '×', op('rate'))),
    ] },
  } as FieldDef;
  const total = calc('total', tokens(op('lines.amount')));
  const graph = buildCalcGraph([num('rate'), lines, total]);

  it('read the row inside a row, in dependency order', () => {
    const row = computeRow(graph, 'lines', { qty: 2, price: 1.5 }, { rate: 1.1 });
    expect(row).toEqual({ qty: 2, price: 1.5, amount: 3, withTax: 3.3 });
    const same = { qty: 2, price: 1.5, amount: 3, withTax: 3.3 };
    expect(computeRow(graph, 'lines', same, { rate: 1.1 })).toBe(same);
    expect(graph.rowOuter.lines).toEqual(['rate']);
  });

  it('sum the column outside a row', () => {
    const { results } = runCalcs(graph.top, { lines: [{ amount: 3 }, { amount: '4.5' }, { amount: 'x' }, {}] });
    expect(results.get('total')).toBe(7.5);
  });
});

describe('calculation graph', () => {
  const a = calc('a', tokens(op('x'), '+', op('y')));
  const b = calc('b', tokens(op('a'), '×', '2'));
  const shown = calc(undefined, tokens(op('b'), '+', '1'), {}, { isStorage: 1 });
  const other = calc('o', tokens(op('z')), {}, { isStorage: 1 });
  // Declared out of order on purpose: b before a.
  const graph = buildCalcGraph([{ __config__: { jnpfKey: 'card', children: [b, num('x')] } } as FieldDef, shown, a, num('y'), other]);

  it('orders chains so each calculation follows what it reads', () => {
    expect(graph.top.map((c) => c.key)).toEqual(['a', 'b', 'fields[1]', 'o']);
    expect(graph.keyOf.get(shown)).toBe('fields[1]');
  });

  it('recomputes only the calculations depending on a change, chains included', () => {
    const affected = affectedCalcs(graph, ['x']);
    expect(affected.map((c) => c.key)).toEqual(['a', 'b', 'fields[1]']);
    const run = runCalcs(affected, { x: 1, y: 2 });
    expect(calcEvaluationCount()).toBe(3);
    expect(run.results.get('fields[1]')).toBe(7);
    expect(run.values).toMatchObject({ a: 3, b: 6 });
    expect(affectedCalcs(graph, ['z']).map((c) => c.key)).toEqual(['o']);
    expect(affectedCalcs(graph, ['unrelated'])).toEqual([]);
  });

  it('drops display-only values (isStorage 1) from the saved record', () => {
    expect(withoutDisplayOnly(graph, { a: 1, b: 2, o: 3, x: 4 })).toEqual({ a: 1, b: 2, x: 4 });
  });

  it('survives a cycle with a warning', () => {
    const p = calc('p', tokens(op('q'), '+', '1'));
    const q = calc('q', tokens(op('p'), '+', '1'));
    const g = buildCalcGraph([p, q]);
    expect(g.top).toHaveLength(2);
    expect(warn).toHaveBeenCalled();
  });

  it('recomputes 200 chained calculations with 200 evaluations', () => {
    const fields: FieldDef[] = [num('seed'), num('free')];
    for (let i = 0; i < 200; i++) fields.push(calc(`c${i}`, tokens(op(i === 0 ? 'seed' : `c${i - 1}`), '+', '1')));
    const g = buildCalcGraph(fields.reverse());
    resetCalcEvaluationCount();
    const run = runCalcs(affectedCalcs(g, ['seed']), { seed: 5 });
    expect(calcEvaluationCount()).toBe(200);
    expect(run.results.get('c199')).toBe(205);
    expect(affectedCalcs(g, ['free'])).toEqual([]);
  });
});
