import { describe, expect, it } from 'vitest';
import { rowFromPicked, sumColumn, summaryOf } from './summary';

describe('sub-table summary', () => {
  it('sums numbers only, blank without any, 2 decimals for non-integers, thousands when asked', () => {
    expect(sumColumn([{ a: 1 }, { a: '2' }, { a: 'x' }, {}], 'a')).toBe('3');
    expect(sumColumn([{ a: 1.5 }, { a: 2.25 }], 'a')).toBe('3.75');
    expect(sumColumn([{ a: 0.1 }, { a: 0.2 }], 'a')).toBe('0.30');
    expect(sumColumn([{ a: '' }, { a: null }], 'a')).toBe('');
    expect(sumColumn([{ a: 1234567.5 }], 'a', true)).toBe('1,234,567.50');
    expect(sumColumn([{ a: 0 }], 'a')).toBe('0');
  });

  it('reads show-summary, summaryField and thousandsField', () => {
    const field = { __config__: { jnpfKey: 'table' }, 'show-summary': true, summaryField: ['a'], thousands: true, thousandsField: ['a'] };
    expect(summaryOf(field)).toEqual({ show: true, fields: ['a'], thousands: ['a'] });
    expect(summaryOf({ __config__: { jnpfKey: 'table' }, 'show-summary': true, summaryField: [] }).show).toBe(false);
    expect(summaryOf({ ...field, thousands: false }).thousands).toEqual([]);
  });

  it('maps a picked row through relationOptions', () => {
    const options = [{ field: 'name', type: 1, value: 'fullName' }, { field: 'qty', type: 2, value: 1 }, { type: 1, value: 'x' }];
    expect(rowFromPicked({ fullName: '螺丝', id: '7' }, options, { note: '' })).toEqual({ note: '', name: '螺丝', qty: 1 });
  });
});
