import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../engine/menu';
import type { MenuItem } from '../../../engine/types';
import { createMenuSearch, menuSearchEntries } from './searchMenus';

const tree: MenuItem[] = [
  { id: 'home', fullName: '首页', enCode: 'home', type: 2, urlAddress: 'home' },
  {
    id: 'g', fullName: '业务管理', enCode: 'purchase', type: 1,
    children: [
      { id: 'order', fullName: '采购订单', enCode: 'purchase.order', type: 3, urlAddress: 'purchase/order', propertyJson: '{"moduleId":"m"}' },
      { id: 'supplier', fullName: '药材供应商', enCode: 'purchase.supplier', type: 3, urlAddress: 'purchase/supplier', propertyJson: '{"moduleId":"s"}' },
      { id: 'secret', fullName: '采购单打印预览', enCode: 'purchase.print', type: 2, urlAddress: 'purchase/print', hidden: true },
    ],
  },
  { id: 'trace', fullName: '质量追溯平台', enCode: 'trace', type: 7, urlAddress: 'https://trace.example/sso', linkTarget: '_blank' },
];
const { menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });

describe('menu search index', () => {
  it('holds the leaves of the menu with their in-app path or outside address', () => {
    expect(menuSearchEntries(menus).map((e) => [e.title, e.path, e.external])).toEqual([
      ['首页', '/home', false],
      ['采购订单', '/purchase/order', false],
      ['药材供应商', '/purchase/supplier', false],
      ['质量追溯平台', 'https://trace.example/sso', true],
    ]);
  });

  it('finds by a fuzzy title and by address, best first; a blank query finds nothing', () => {
    const search = createMenuSearch(menus);
    expect(search('采购定单')[0]?.title).toBe('采购订单'); // one character wrong
    expect(search('supplier')[0]?.title).toBe('药材供应商');
    expect(search('  ')).toEqual([]);
    expect(search('完全无关的词语')).toEqual([]);
  });

  it('never finds a hidden menu', () => {
    expect(createMenuSearch(menus)('打印预览').map((e) => e.title)).not.toContain('采购单打印预览');
  });
});
