import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../types';
import {
  parseSuperQuery, superQueryMatcher, superQuerySymbolsOf, SuperQueryError, type SuperQueryCondition,
} from './superQuery';

const f = (jnpfKey: string, vModel: string, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: `L-${vModel}`, ...config }, ...props });
const FORM = { fields: [
  f('comInput', 'name'), f('numInput', 'qty'), f('date', 'day'), f('time', 'at'), f('select', 'tags', { multiple: true }),
  f('cascader', 'place'), f('uploadFz', 'files'), f('slider', 'span', { range: true }), f('userSelect', 'owner'),
  f('table', 'items', {}, { children: [f('comInput', 'sku'), f('numInput', 'n')] }),
] } as unknown as FormDefinition;

const query = (conditionJson: Partial<SuperQueryCondition>[], matchLogic = 'AND') => ({ matchLogic, conditionJson });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof SuperQueryError) return { key: e.key, params: e.params };
    throw e;
  }
  return null;
};

describe('operators per kind', () => {
  it('offers what each comparison class can answer', () => {
    expect(superQuerySymbolsOf('comInput')).toEqual(['==', '<>', 'like', 'notLike', 'null', 'notNull']);
    expect(superQuerySymbolsOf('numInput')).toContain('>=');
    expect(superQuerySymbolsOf('createTime')).toContain('<');
    expect(superQuerySymbolsOf('time')).toContain('<=');
    expect(superQuerySymbolsOf('select')).toEqual(['==', '<>', 'null', 'notNull']);
    expect(superQuerySymbolsOf('comSelect')).toEqual(['==', '<>', 'null', 'notNull']);
    expect(superQuerySymbolsOf('uploadImg')).toEqual(['null', 'notNull']);
    expect(superQuerySymbolsOf('slider', { range: true })).toEqual(['null', 'notNull']);
    expect(superQuerySymbolsOf('divider')).toEqual([]);
    expect(superQuerySymbolsOf('noSuchKind')).toEqual([]);
  });
});

describe('parseSuperQuery refuses', () => {
  it.each([
    ['text that is not JSON', '{nope', 'superQueryInvalid'],
    ['an array', '[]', 'superQueryInvalid'],
    ['a bad matchLogic', query([], 'XOR'), 'superQueryInvalid'],
    ['conditionJson not a list', { conditionJson: 5 }, 'superQueryInvalid'],
    ['a condition without a field', query([{ symbol: '==' }]), 'superQueryInvalid'],
    ['a field not in the form', query([{ field: 'ghost', symbol: '==', fieldValue: 'x' }]), 'superQueryFieldUnknown'],
    ['an unknown symbol', query([{ field: 'name', symbol: '~' as never, fieldValue: 'x' }]), 'superQuerySymbolUnknown'],
    ['an order on text', query([{ field: 'name', symbol: '>', fieldValue: 'x' }]), 'superQuerySymbolInvalid'],
    ['like on a number', query([{ field: 'qty', symbol: 'like', fieldValue: 1 }]), 'superQuerySymbolInvalid'],
    ['== on files', query([{ field: 'files', symbol: '==', fieldValue: 'x' }]), 'superQuerySymbolInvalid'],
    ['a number that is not one', query([{ field: 'qty', symbol: '>', fieldValue: 'many' }]), 'superQueryValueInvalid'],
    ['an object as a value', query([{ field: 'name', symbol: '==', fieldValue: { a: 1 } }]), 'superQueryValueInvalid'],
    ['51 conditions', query(Array.from({ length: 51 }, () => ({ field: 'name', symbol: 'null' }))), 'superQueryTooMany'],
  ])('%s', (_name, raw, key) => {
    expect(refusal(() => parseSuperQuery(raw, FORM))?.key).toBe(key);
  });

  it('a field the user cannot see, with the same words as a missing one', () => {
    const hidden = refusal(() => parseSuperQuery(query([{ field: 'qty', symbol: 'null' }]), FORM, { visible: new Set(['name']) }));
    expect(hidden).toEqual({ key: 'superQueryFieldUnknown', params: { field: 'qty' } });
  });

  it('names the field by its label', () => {
    expect(refusal(() => parseSuperQuery(query([{ field: 'name', symbol: '<', fieldValue: 'a' }]), FORM))?.params)
      .toEqual({ field: 'L-name', symbol: '<' });
  });
});

describe('parseSuperQuery and the matcher', () => {
  const rows = [
    { name: '华为技术', qty: 5, day: 100, at: '09:00:00', tags: ['a', 'b'], place: ['13', '1301'], owner: 'u1',
      items: [{ sku: 'S1', n: 2 }, { sku: 'S2', n: 9 }] },
    { name: 'Apple', qty: 12, day: 200, at: '14:30:00', tags: ['c'], place: ['11'], owner: 'u2', items: [] },
    // A number where a time or a text is kept is no time; numeric text in a number field is no number.
    { name: '', qty: '3', at: 9, tags: [], items: [{ sku: '', n: null }] },
  ];
  const hits = (raw: unknown, userId?: string) => {
    const parsed = parseSuperQuery(raw, FORM, { userId });
    if (!parsed) return 'all';
    const m = superQueryMatcher(parsed);
    return rows.map((r, i) => (m(r) ? i : -1)).filter((i) => i >= 0);
  };

  it('answers every class', () => {
    expect(hits(query([{ field: 'name', symbol: 'like', fieldValue: 'apple' }]))).toEqual([1]);
    expect(hits(query([{ field: 'name', symbol: 'notLike', fieldValue: '华为' }]))).toEqual([1, 2]);
    expect(hits(query([{ field: 'name', symbol: '<>', fieldValue: 'Apple' }]))).toEqual([0, 2]);
    expect(hits(query([{ field: 'qty', symbol: '>=', fieldValue: '5' }]))).toEqual([0, 1]);
    expect(hits(query([{ field: 'qty', symbol: '<>', fieldValue: 5 }]))).toEqual([1, 2]);
    expect(hits(query([{ field: 'qty', symbol: '<', fieldValue: 10 }]))).toEqual([0]);
    expect(hits(query([{ field: 'at', symbol: '>', fieldValue: '00:00:00' }]))).toEqual([0, 1]);
    expect(hits(query([{ field: 'at', symbol: '<', fieldValue: '12:00:00' }]))).toEqual([0]);
    expect(hits(query([{ field: 'tags', symbol: '==', fieldValue: ['b', 'c'] }]))).toEqual([0, 1]);
    expect(hits(query([{ field: 'tags', symbol: 'like', fieldValue: 'c' }]))).toEqual([1]);
    expect(hits(query([{ field: 'place', symbol: '==', fieldValue: ['13'] }]))).toEqual([0]);
    expect(hits(query([{ field: 'place', symbol: '==', fieldValue: '1301' }]))).toEqual([0]);
    expect(hits(query([{ field: 'day', symbol: 'null' }]))).toEqual([2]);
  });

  it('reads sub-table columns row by row: some row passes, and the negations are none', () => {
    expect(hits(query([{ field: 'items-n', symbol: '>', fieldValue: 5 }]))).toEqual([0]);
    expect(hits(query([{ field: 'items-sku', symbol: '<>', fieldValue: 'S1' }]))).toEqual([1, 2]);
    expect(hits(query([{ field: 'items-sku', symbol: 'null' }]))).toEqual([1, 2]);
  });

  it('AND needs every condition, OR any', () => {
    const conds = [{ field: 'qty', symbol: '>' as const, fieldValue: 10 }, { field: 'name', symbol: 'like' as const, fieldValue: '华' }];
    expect(hits(query(conds, 'AND'))).toEqual([]);
    expect(hits(query(conds, 'or'))).toEqual([0, 1]);
  });

  it('leaves out conditions without a value, and asks nothing when none is left', () => {
    expect(hits(query([{ field: 'name', symbol: '==', fieldValue: '  ' }, { field: 'tags', symbol: '==', fieldValue: [] }]))).toBe('all');
    expect(hits('')).toBe('all');
    expect(hits(query([]))).toBe('all');
  });

  it('takes 当前用户 in a user field as the searcher', () => {
    expect(hits(query([{ field: 'owner', symbol: '==', fieldValue: 'currentUser' }]), 'u2')).toEqual([1]);
  });
});
