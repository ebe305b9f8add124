import { describe, expect, it } from 'vitest';
import { relationCandidates, resolveRelation } from './relationName';

describe('relationField resolution', () => {
  it('takes the bare vModel, the part before _jnpfTable_ and the column after the table prefix', () => {
    expect(relationCandidates('relationFormField148')).toEqual(['relationFormField148']);
    expect(relationCandidates('relationFormField148_jnpfTable_mainTable')).toEqual(['relationFormField148']);
    expect(relationCandidates('tableField105-relationFormField106', 'tableField105')).toEqual(['relationFormField106', 'tableField105-relationFormField106']);
    expect(relationCandidates('tableField105-relationFormField106_jnpfTable_t_items', 'tableField105')[0]).toBe('relationFormField106');
    expect(relationCandidates('')).toEqual([]);
    expect(relationCandidates(undefined)).toEqual([]);
  });
  it('resolves against the names a row (or a form) has', () => {
    const row = new Set(['supplier', 'qty']);
    expect(resolveRelation('items-supplier', (n) => row.has(n), 'items')).toBe('supplier');
    expect(resolveRelation('supplier', (n) => row.has(n), 'items')).toBe('supplier');
    expect(resolveRelation('other', (n) => row.has(n), 'items')).toBeUndefined();
  });
});
