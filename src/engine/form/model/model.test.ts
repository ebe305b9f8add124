import { describe, expect, it, vi } from 'vitest';
import type { FieldDef, FormDefinition } from '../../types';
import { buildCalcGraph, calcEvaluationCount, resetCalcEvaluationCount } from '../calc';
import { compileForm } from '../compile';
import { createFormModel, ManualClock, getAt, setAt } from './index';

const f = (jnpfKey: string, vModel: string, label: string, cfg: Record<string, unknown> = {}, rest: Partial<FieldDef> = {}): FieldDef => ({
  __vModel__: vModel, __config__: { jnpfKey, label, ...cfg }, ...rest,
});
const op = (v: string) => ({ __vModel__: v, label: v });

const def: FormDefinition = { fields: [
  f('comInput', 'supplier', '供应商', { required: true }),
  f('comInput', 'phone', '手机', { regList: [{ pattern: '/^1\\d{10}$/', message: '请正确输入您的手机号' }] }),
  f('numInput', 'price', '单价'),
  f('numInput', 'qty', '数量'),
  f('calculate', 'amount', '金额', { isStorage: 2 }, { expression: [op('price'), '×', op('qty')], precision: 2 }),
  f('calculate', 'shown', '显示', { isStorage: 1 }, { expression: [op('amount'), '+', '1'] }),
  f('table', 'lines', '明细', { children: [f('comInput', 'name', '药材名称', { required: true })] }),
] };

function model(record: Record<string, unknown> = {}) {
  const clock = new ManualClock();
  const m = createFormModel(record, {
    definition: def, graph: buildCalcGraph(def.fields), clock,
    message: (p) => (p.rule === 'required' ? `${p.label}不能为空` : p.message ?? `${p.label}?`),
  });
  return { m, clock };
}

describe('paths', () => {
  it('sets along a path, copying only what lies on it', () => {
    const row1 = { qty: 1 };
    const data = { lines: [{ qty: 0 }, row1], other: { a: 1 } };
    const next = setAt(data, ['lines', 0, 'qty'], 5) as typeof data;
    expect(getAt(next, ['lines', 0, 'qty'])).toBe(5);
    expect(data.lines[0].qty).toBe(0);
    expect(next.lines[1]).toBe(row1);
    expect(next.other).toBe(data.other);
    expect(getAt(next, ['missing', 3])).toBeUndefined();
  });
});

describe('FormModel', () => {
  it('opens with the calculations done and stored results in the record', () => {
    const { m } = model({ price: 10, qty: 2 });
    expect(m.get('amount')).toBe(20);
    // A display-only result is kept by key, outside the record.
    expect(m.get('shown')).toBeUndefined();
    expect(m.calcResult('shown')).toBe(21);
    expect(m.isDirty()).toBe(false);
  });

  it('tells the watchers of the changed field only, and every subscriber', () => {
    const { m } = model();
    const supplier = vi.fn();
    const phone = vi.fn();
    const all = vi.fn();
    m.watch('supplier', supplier);
    const stop = m.watch('phone', phone);
    m.subscribe(all);
    m.set('supplier', '华为');
    expect(supplier).toHaveBeenCalledTimes(1);
    expect(phone).not.toHaveBeenCalled();
    expect(all).toHaveBeenCalledTimes(1);
    // The same value again is no change.
    m.set('supplier', '华为');
    expect(supplier).toHaveBeenCalledTimes(1);
    stop();
    m.set('phone', '1');
    expect(phone).not.toHaveBeenCalled();
  });

  it('keeps the dirty state against the record it opened with', () => {
    const { m } = model({ supplier: 'a', lines: [{ name: 'x' }] });
    m.set(['lines', 0, 'name'], 'y');
    expect(m.isDirty('lines')).toBe(true);
    expect(m.isDirty('supplier')).toBe(false);
    m.set(['lines', 0, 'name'], 'x');
    expect(m.isDirty()).toBe(false);
    m.set('supplier', 'b');
    expect(m.dirtyFields()).toEqual(['supplier']);
  });

  it('recomputes the calculations 100 ms after the last change, once for several changes, in dependency order', () => {
    const { m, clock } = model({ price: 10, qty: 1 });
    const amount = vi.fn();
    m.watch('amount', amount);
    resetCalcEvaluationCount();
    m.set('qty', 2);
    clock.advance(60);
    m.set('qty', 3);
    clock.advance(99);
    expect(calcEvaluationCount()).toBe(0);
    expect(m.get('amount')).toBe(10);
    clock.advance(1);
    expect(calcEvaluationCount()).toBe(2);
    expect(m.get('amount')).toBe(30);
    expect(m.get('shown')).toBe(31);
    expect(amount).toHaveBeenCalledTimes(1);
    // A field no calculation reads schedules nothing.
    m.set('supplier', 'x');
    expect(clock.pending).toBe(0);
  });

  it('refuses a submit with the server\'s record validation, per field and sub-table cell, and saves without display-only results', () => {
    const { m } = model({ phone: '123', lines: [{ name: '' }, { name: '当归' }] });
    const supplier = vi.fn();
    m.watch('supplier', supplier);
    expect(m.submit()).toBeNull();
    expect(m.refusals).toBe(1);
    expect(m.errorsOf('supplier')).toEqual({ __errors: ['供应商不能为空'] });
    expect(m.errorsOf('phone')).toEqual({ __errors: ['请正确输入您的手机号'] });
    expect(m.errorsOf('lines')).toEqual({ 0: { name: { __errors: ['药材名称不能为空'] } } });
    expect(supplier).toHaveBeenCalledTimes(1);
    // An edited field's message steps aside; the others stay until the next submit.
    m.set('supplier', '华为');
    expect(m.errorsOf('supplier')).toBeUndefined();
    expect(m.errorsOf('phone')).toBeDefined();
    m.set('phone', '13812345678');
    m.set(['lines', 0, 'name'], '黄芪');
    m.set('qty', 2);
    const saved = m.submit();
    expect(saved).toEqual({ supplier: '华为', phone: '13812345678', lines: [{ name: '黄芪' }, { name: '当归' }], qty: 2, amount: 0 });
    expect(m.errorsOf('lines')).toBeUndefined();
    expect(m.refusals).toBe(1);
  });

  it('takes in a calculation still waiting for its debounce when submitted', () => {
    const { m } = model({ supplier: 's', price: 10, qty: 1 });
    m.set('qty', 5);
    expect(m.submit()).toMatchObject({ amount: 50 });
  });

  it('stops its schedule when disposed', () => {
    const { m, clock } = model({ price: 1, qty: 1 });
    m.set('qty', 2);
    m.dispose();
    expect(clock.pending).toBe(0);
    clock.advance(200);
    expect(m.get('amount')).toBe(1);
  });

  it('puts a cell\'s message under its table and column, also when the table\'s name holds a dash', () => {
    const form: FormDefinition = { fields: [f('table', 'line-items', '明细', { children: [f('comInput', 'name', '药材名称', { required: true })] })] };
    const m = createFormModel({ 'line-items': [{ name: 'x' }, {}] }, {
      definition: form, index: compileForm(form).index, message: (p) => `${p.label}不能为空`,
    });
    expect(m.submit()).toBeNull();
    expect(m.errorsOf('line-items')).toEqual({ 1: { name: { __errors: ['药材名称不能为空'] } } });
  });
});

describe('FormModel sub-table rows', () => {
  const rowsDef: FormDefinition = { fields: [
    f('numInput', 'rate', '税率'),
    f('table', 'lines', '明细', { children: [
      f('numInput', 'price', '单价'),
      f('numInput', 'qty', '数量'),
      f('calculate', 'amount', '金额', {}, { expression: [op('lines.price'), '×', op('lines.qty')] }),
      f('calculate', 'tax', '税额', {}, { expression: [op('lines.amount'), '×', op('rate')] }),
    ] }),
    f('calculate', 'total', '合计', {}, { expression: [op('lines.amount')] }),
  ] };
  const rowsModel = (record: Record<string, unknown>) => {
    const clock = new ManualClock();
    return { m: createFormModel(record, { definition: rowsDef, graph: buildCalcGraph(rowsDef.fields), clock }), clock };
  };

  it('opens with the rows\' calculate columns done, without counting as a change', () => {
    const { m } = rowsModel({ rate: 0.1, lines: [{ price: 2, qty: 3, amount: 999 }] });
    expect(m.get(['lines', 0, 'amount'])).toBe(6);
    expect(m.get(['lines', 0, 'tax'])).toBe(0.6);
    expect(m.get('total')).toBe(6);
    expect(m.isDirty()).toBe(false);
  });

  it('a cell edit recomputes its row at once, tells that row\'s readers only, and the form sum after the debounce', () => {
    const { m, clock } = rowsModel({ rate: 0, lines: [{ price: 1, qty: 1 }, { price: 5, qty: 1 }] });
    const [k0, k1] = m.rowKeys('lines');
    const row0 = vi.fn();
    const row1 = vi.fn();
    const shape = vi.fn();
    m.watchRow('lines', k0, row0);
    m.watchRow('lines', k1, row1);
    m.watchRows('lines', shape);
    const second = m.get(['lines', 1]);
    m.setCell('lines', k0, 'qty', 4);
    expect(m.cell('lines', k0, 'amount')).toBe(4);
    expect(row0).toHaveBeenCalledTimes(1);
    expect(row1).not.toHaveBeenCalled();
    expect(shape).not.toHaveBeenCalled();
    // The untouched row keeps its object: its readers compare by identity.
    expect(m.get(['lines', 1])).toBe(second);
    expect(m.get('total')).toBe(6);
    clock.advance(100);
    expect(m.get('total')).toBe(9);
    expect(m.isDirty('lines')).toBe(true);
  });

  it('keys stay with their rows when a row above is removed; added rows get new keys and their calculations', () => {
    const { m, clock } = rowsModel({ rate: 0, lines: [{ price: 1, qty: 1 }, { price: 2, qty: 1 }, { price: 3, qty: 1 }] });
    const shape = vi.fn();
    m.watchRows('lines', shape);
    const [k0, k1, k2] = m.rowKeys('lines');
    m.removeRow('lines', k0);
    expect(m.rowKeys('lines')).toEqual([k1, k2]);
    expect(m.cell('lines', k2, 'price')).toBe(3);
    expect(m.cell('lines', k0, 'price')).toBeUndefined();
    m.addRows('lines', [{ price: 10, qty: 2 }]);
    const added = m.rowKeys('lines')[2];
    expect([k0, k1, k2]).not.toContain(added);
    expect(m.cell('lines', added, 'amount')).toBe(20);
    expect(shape).toHaveBeenCalledTimes(2);
    m.setCell('lines', k2, 'qty', 2);
    expect(m.get('lines')).toEqual([
      { price: 2, qty: 1, amount: 2, tax: 0 }, { price: 3, qty: 2, amount: 6, tax: 0 }, { price: 10, qty: 2, amount: 20, tax: 0 },
    ]);
    clock.advance(100);
    expect(m.get('total')).toBe(28);
  });

  it('a form field the rows read recomputes every row; a table of another length renumbers the keys', () => {
    const { m } = rowsModel({ rate: 0, lines: [{ price: 1, qty: 10 }, { price: 2, qty: 10 }] });
    const [k0] = m.rowKeys('lines');
    const row0 = vi.fn();
    m.watchRow('lines', k0, row0);
    m.set('rate', 0.5);
    expect([m.get(['lines', 0, 'tax']), m.get(['lines', 1, 'tax'])]).toEqual([5, 10]);
    expect(row0).toHaveBeenCalled();
    const shape = vi.fn();
    m.watchRows('lines', shape);
    m.set('lines', [{ price: 3, qty: 1 }]);
    expect(shape).toHaveBeenCalledTimes(1);
    expect(m.rowKeys('lines')).toHaveLength(1);
    expect(m.cell('lines', m.rowKeys('lines')[0], 'tax')).toBe(1.5);
  });
});
