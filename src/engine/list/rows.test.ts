import { describe, expect, it } from 'vitest';
import { groupRows, isGroupRow, isVirtual, recordOfRow, toTreeNodes, treeRows, VIRTUAL_ROW_THRESHOLD } from './rows';

describe('list rows', () => {
  it('groups rows under one header per value, in order of first appearance', () => {
    const groups = groupRows([
      { id: 'a', pay: '1' }, { id: 'b', pay: '2' }, { id: 'c', pay: '1' }, { id: 'd' },
    ], 'pay');
    expect(groups.map((g) => [g.groupValue, g.children.map((r) => r.id)])).toEqual([
      ['1', ['a', 'c']], ['2', ['b']], [undefined, ['d']],
    ]);
    expect(groups.every(isGroupRow)).toBe(true);
    expect(isGroupRow({ id: 'a' })).toBe(false);
  });

  it('keeps children only where a tree row has some', () => {
    const rows = treeRows([{ id: 'p', children: [{ id: 'c', children: [] }] }, { id: 'q', children: [] }]);
    expect(rows).toEqual([{ id: 'p', children: [{ id: 'c' }] }, { id: 'q' }]);
  });

  it('reads tree nodes through the configured props', () => {
    expect(toTreeNodes([{ enCode: 'A', name: '甲', sub: [{ enCode: 'A1', name: '甲一' }] }], { value: 'enCode', label: 'name', children: 'sub' }))
      .toEqual([{ key: 'A', title: '甲', children: [{ key: 'A1', title: '甲一' }] }]);
    expect(toTreeNodes(null, { value: 'id', label: 'fullName', children: 'children' })).toEqual([]);
  });

  it('draws long lists virtually', () => {
    expect(isVirtual(VIRTUAL_ROW_THRESHOLD)).toBe(false);
    expect(isVirtual(10_000)).toBe(true);
  });

  it('strips the values the List call adds from a row', () => {
    expect(recordOfRow({ id: 'r', creatorTime: 1, creatorUserId: 'u', children: [], a: 1 })).toEqual({ a: 1 });
  });
});
