import { describe, expect, it } from 'vitest';
import { customRule, pathTo, pickableTypes, pickerTree, selectableIds } from './restrict';
import type { SelectorNode } from './api';

const org: SelectorNode[] = [{
  id: 'org-hq', fullName: '岐元堂中药材有限公司', type: 'company', children: [
    { id: 'dep-purchase', fullName: '采购部', type: 'department', children: [
      { id: 'pos-buyer', fullName: '采购员', type: 'position' },
      { id: 'u-li', fullName: '李采购/li', type: 'user' },
    ] },
    { id: 'dep-old', fullName: '旧部门', type: 'department', disabled: true },
    { id: 'dep-sales', fullName: '销售部', type: 'department', children: [{ id: 'pos-sales', fullName: '销售员', type: 'position' }] },
  ],
}];

const pickable = (kind: string, multiple = false, field = {}) =>
  [...selectableIds(pickerTree(org, pickableTypes(kind, multiple), customRule(kind, { __config__: { jnpfKey: kind }, ...field })))].sort();

describe('picker type restrictions (spec 001 §4)', () => {
  it('each picker picks only its own node types', () => {
    expect(pickable('depSelect')).toEqual(['dep-purchase', 'dep-sales']);
    expect(pickable('posSelect')).toEqual(['pos-buyer', 'pos-sales']);
    expect(pickable('userSelect')).toEqual(['u-li']);
    expect(pickable('userSelect', true)).toEqual(['u-li']);
    expect(pickable('comSelect')).toEqual(['dep-purchase', 'dep-sales', 'org-hq']);
  });

  it('the single user component takes users only; multiple takes every type', () => {
    expect(pickable('usersSelect')).toEqual(['u-li']);
    expect(pickable('usersSelect', true)).toEqual(['dep-purchase', 'dep-sales', 'org-hq', 'pos-buyer', 'pos-sales', 'u-li']);
  });

  it('a disabled organisation cannot be picked', () => {
    expect(pickable('depSelect')).not.toContain('dep-old');
  });

  it('selectType custom keeps only the allowed departments and positions (and their branches)', () => {
    expect(pickable('depSelect', false, { selectType: 'custom', ableDepIds: ['dep-sales'] })).toEqual(['dep-sales']);
    expect(pickable('posSelect', false, { selectType: 'custom', ableDepIds: ['dep-purchase'], ablePosIds: ['pos-sales'] }))
      .toEqual(['pos-buyer', 'pos-sales']);
    const tree = pickerTree(org, pickableTypes('depSelect', false), customRule('depSelect', { __config__: { jnpfKey: 'depSelect' }, selectType: 'custom', ableDepIds: ['dep-sales'] }));
    expect(tree[0].children!.map((n) => n.value)).toEqual(['dep-sales']);
  });

  it('organisation values are id paths from the top', () => {
    expect(pathTo(org, 'dep-sales')).toEqual(['org-hq', 'dep-sales']);
  });
});
