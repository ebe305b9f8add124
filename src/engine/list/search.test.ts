import { describe, expect, it } from 'vitest';
import type { SearchFieldSpec } from './compile';
import { buildQuery, queryJsonOf, searchFieldDef, searchInputKind, searchShapeOf } from './search';

const spec = (prop: string, kind: string, searchType: 1 | 2 | 3, multiple = false): SearchFieldSpec => ({
  prop, label: prop, kind, searchType, multiple, field: { __vModel__: prop, __config__: { jnpfKey: kind } },
});

const fields = [
  spec('supplier', 'comInput', 2),
  spec('pay', 'select', 1, true),
  spec('status', 'radio', 1),
  spec('amount', 'numInput', 3),
  spec('day', 'date', 3),
  spec('at', 'time', 3),
];

describe('buildQuery', () => {
  it('sends equal, fuzzy and range values under their props', () => {
    expect(buildQuery(fields, {
      supplier: ' 华为 ', pay: ['1', '2'], status: '3', amount: [0, 100], day: [1700000000000, 1700086399999], at: ['08:00:00', null],
    })).toEqual({
      supplier: '华为', pay: ['1', '2'], status: '3', amount: [0, 100], day: [1700000000000, 1700086399999], at: ['08:00:00', null],
    });
  });

  it('leaves out blank values and ranges with both ends blank, but keeps 0', () => {
    expect(buildQuery(fields, { supplier: '  ', pay: [], status: null, amount: [null, ''], day: undefined })).toEqual({});
    expect(buildQuery(fields, { amount: [null, 0] })).toEqual({ amount: [null, 0] });
  });

  it('sends a single choice of a searchMultiple field as an array', () => {
    expect(buildQuery(fields, { pay: '1' })).toEqual({ pay: ['1'] });
  });

  it('answers undefined when nothing is searched, else the JSON text', () => {
    expect(queryJsonOf(fields, {})).toBeUndefined();
    expect(queryJsonOf(fields, { status: 2 })).toBe('{"status":2}');
  });
});

describe('search inputs', () => {
  it('draws ranges as two numbers, a date range or a time range', () => {
    expect(fields.map(searchShapeOf)).toEqual(['single', 'single', 'single', 'numberRange', 'dateRange', 'timeRange']);
    expect(searchShapeOf(spec('c', 'createTime', 3))).toBe('dateRange');
    expect(searchShapeOf(spec('c', 'calculate', 3))).toBe('numberRange');
  });

  it('types fuzzy text and uses an editable stand-in for server-filled kinds', () => {
    expect(searchInputKind(spec('no', 'billRule', 2))).toBe('comInput');
    expect(searchInputKind(spec('no', 'billRule', 1))).toBe('comInput');
    expect(searchInputKind(spec('u', 'createUser', 1))).toBe('userSelect');
    expect(searchInputKind(spec('p', 'select', 1))).toBe('select');
  });

  it('makes searchMultiple inputs multiple and never disabled', () => {
    const f = searchFieldDef({ ...spec('pay', 'select', 1, true), field: { __config__: { jnpfKey: 'select' }, disabled: true } });
    expect(f).toMatchObject({ multiple: true, disabled: false, __config__: { jnpfKey: 'select' } });
    const serial = searchFieldDef({ ...spec('no', 'billRule', 2), field: { __config__: { jnpfKey: 'billRule' }, readonly: true, placeholder: '系统自动生成' } });
    expect(serial).toMatchObject({ readonly: false, __config__: { jnpfKey: 'comInput' } });
    expect(serial.placeholder).toBeUndefined();
  });
});
