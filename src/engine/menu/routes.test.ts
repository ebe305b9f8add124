import { describe, expect, it } from 'vitest';
import type { CurrentUserData, MenuItem, UserInfo } from '../types';
import { decodeExternalHref } from './link';
import { buildMenu, flattenMenu, menuAncestors, selectMenuTree } from './routes';

const ctx = { dataV: '/DataV', token: 'Bearer abc.def' };

function item(over: Partial<MenuItem> & Pick<MenuItem, 'id' | 'type'>): MenuItem {
  return { fullName: `name ${over.id}`, enCode: `code.${over.id}`, linkTarget: '_self', propertyJson: '{}', ...over };
}

describe('buildMenu: one item of every type', () => {
  const tree: MenuItem[] = [
    item({
      id: 'sys',
      type: 0,
      children: [
        item({
          id: 'g1',
          type: 1,
          enCode: 'system.admin',
          fullName: '系统管理',
          icon: 'icon-ym icon-ym-systemSettings',
          children: [
            item({ id: 'p2', type: 2, enCode: 'system.menu', fullName: '菜单', urlAddress: 'system/menu?tab=1' }),
            item({
              id: 'm3',
              type: 3,
              enCode: 'order.list',
              fullName: '订单',
              icon: 'icon-form',
              urlAddress: 'order/list',
              propertyJson: '{"moduleId":"vd1","iconBackgroundColor":""}',
            }),
            item({ id: 'd4', type: 4, enCode: 'dict.a', urlAddress: '/dict/a', propertyJson: '{"moduleId":"vd4","isTree":1}' }),
            item({ id: 'r5', type: 5, enCode: 'rep.a', urlAddress: 'rep/a', propertyJson: '{"moduleId":"rp5"}' }),
            item({ id: 'po8', type: 8, enCode: 'portal.a', urlAddress: 'portal/a', propertyJson: '{"moduleId":"pt8"}' }),
          ],
        }),
        item({ id: 's6', type: 6, enCode: 'screen.a', urlAddress: '', propertyJson: '{"moduleId":"scr6"}' }),
        item({ id: 'l7s', type: 7, enCode: 'link.self', linkTarget: '_self', urlAddress: '${dataV}/x?t=${jnpfToken}&q=中文' }),
        item({ id: 'l7b', type: 7, enCode: 'link.blank', linkTarget: '_blank', urlAddress: 'https://example.com/?t=${jnpfToken}' }),
      ],
    }),
  ];
  const { routes, menus } = buildMenu(tree, ctx);
  const byId = (id: string) => routes.find((r) => r.meta.modelId === id);
  const node = (id: string) => flattenMenu(menus).find((n) => n.key === id);

  it('type 0 recurses: its children sit at the top level', () => {
    expect(menus.map((m) => m.key)).toEqual(['g1', 's6', 'l7s', 'l7b']);
  });

  it('type 1 is a group whose path is its code', () => {
    expect(menus[0]).toMatchObject({ key: 'g1', type: 1, title: '系统管理', path: '/system.admin' });
    expect(menus[0].children?.map((c) => c.key)).toEqual(['p2', 'm3', 'd4', 'r5', 'po8']);
    expect(routes.some((r) => r.meta.modelId === 'g1')).toBe(false);
  });

  it('type 2 is a page whose path drops the query string', () => {
    expect(byId('p2')).toEqual({
      path: '/system/menu',
      name: 'system-menu',
      kind: 'page',
      page: 'system/menu',
      meta: { title: 'system-menu', zhTitle: '菜单', icon: undefined, modelId: 'p2', relationId: '', isTree: 0, type: 2 },
    });
    expect(node('p2')?.path).toBe('/system/menu');
  });

  it('type 3 is a dynamic model with moduleId as relationId', () => {
    expect(byId('m3')).toEqual({
      path: '/order/list',
      name: 'dynamicModelorder-list',
      kind: 'dynamicModel',
      meta: {
        title: 'order-list',
        zhTitle: '订单',
        icon: 'icon-form',
        modelId: 'm3',
        relationId: 'vd1',
        isTree: 0,
        type: 3,
      },
    });
    expect(node('m3')).toMatchObject({ path: '/order/list', title: '订单', icon: 'icon-form' });
  });

  it('types 4, 5 and 8 route like 3 with their own kinds; 4 reads isTree', () => {
    expect(byId('d4')).toMatchObject({ path: '/dict/a', kind: 'dynamicDictionary', name: 'dynamicDictionarydict-a' });
    expect(byId('d4')?.meta).toMatchObject({ relationId: 'vd4', isTree: 1, type: 4 });
    expect(byId('r5')).toMatchObject({ path: '/rep/a', kind: 'dynamicDataReport', meta: { relationId: 'rp5', type: 5 } });
    expect(byId('po8')).toMatchObject({ path: '/portal/a', kind: 'dynamicPortal', meta: { relationId: 'pt8', type: 8 } });
  });

  it('type 6 opens the large screen by URL with the token appended', () => {
    expect(byId('s6')).toBeUndefined();
    expect(node('s6')).toMatchObject({ href: '/DataV/view/scr6?token=Bearer%20abc.def' });
    expect(node('s6')?.path).toBeUndefined();
  });

  it('type 7 with _self becomes the in-app link page holding the substituted URL in base64', () => {
    const path = node('l7s')?.path ?? '';
    expect(path.startsWith('/externalLink?href=')).toBe(true);
    const href = new URLSearchParams(path.split('?')[1]).get('href');
    expect(decodeExternalHref(href)).toBe('/DataV/x?t=Bearer abc.def&q=中文');
    expect(byId('l7s')).toBeUndefined();
  });

  it('type 7 with another target opens the substituted URL outside the app', () => {
    expect(node('l7b')).toMatchObject({ href: 'https://example.com/?t=Bearer abc.def' });
  });
});

describe('buildMenu: hidden items and edge cases', () => {
  it('hidden items keep their route but leave the navigation', () => {
    const { routes, menus } = buildMenu(
      [
        item({
          id: 'g',
          type: 1,
          children: [
            item({ id: 'a', type: 3, urlAddress: 'a', hidden: true }),
            item({ id: 'b', type: 3, urlAddress: 'b' }),
          ],
        }),
      ],
      ctx,
    );
    expect(routes.map((r) => r.path)).toEqual(['/a', '/b']);
    expect(flattenMenu(menus).map((n) => n.key)).toEqual(['b']);
  });

  it('a hidden group hides its whole subtree', () => {
    const { routes, menus } = buildMenu(
      [item({ id: 'g', type: 1, hidden: true, children: [item({ id: 'a', type: 2, urlAddress: 'a' })] })],
      ctx,
    );
    expect(routes).toHaveLength(1);
    expect(menus).toEqual([]);
  });

  it('groups without children and items without an address are left out; broken propertyJson counts as empty', () => {
    const { routes, menus } = buildMenu(
      [
        item({ id: 'g', type: 1, children: [] }),
        item({ id: 'x', type: 3, urlAddress: '' }),
        item({ id: 'y', type: 3, urlAddress: 'y', propertyJson: '{broken' }),
      ],
      ctx,
    );
    expect(routes.map((r) => [r.path, r.meta.relationId])).toEqual([['/y', '']]);
    expect(menus.map((m) => m.key)).toEqual(['y']);
  });

  it('an empty tree gives no routes and no menu', () => {
    expect(buildMenu([], ctx)).toEqual({ routes: [], menus: [] });
  });

  it('menuAncestors finds the open groups of a path', () => {
    const { menus } = buildMenu(
      [item({ id: 'g', type: 1, children: [item({ id: 'h', type: 1, children: [item({ id: 'a', type: 3, urlAddress: 'a' })] })] })],
      ctx,
    );
    expect(menuAncestors(menus, '/a')).toEqual(['g', 'h']);
    expect(menuAncestors(menus, '/zzz')).toEqual([]);
  });
});

describe('selectMenuTree', () => {
  const sys = (id: string, child: string): MenuItem => item({ id, type: 0, children: [item({ id: child, type: 3, urlAddress: child })] });
  const user = (systemIds: UserInfo['systemIds']) => ({ systemIds }) as UserInfo;
  const data = (over: Partial<CurrentUserData>) =>
    ({ menuList: [], routerList: [], userInfo: user([]), ...over }) as Pick<CurrentUserData, 'menuList' | 'routerList' | 'userInfo'>;

  it('picks the routerList node of the current system', () => {
    const tree = selectMenuTree(
      data({
        routerList: [sys('s1', 'a'), sys('s2', 'b')],
        userInfo: user([
          { id: 's1', name: 'one', currentSystem: false },
          { id: 's2', name: 'two', currentSystem: true },
        ]),
      }),
    );
    expect(tree.map((m) => m.id)).toEqual(['b']);
  });
  it('uses the first system without systemIds, and menuList without routerList', () => {
    expect(selectMenuTree(data({ routerList: [sys('s1', 'a'), sys('s2', 'b')] })).map((m) => m.id)).toEqual(['a']);
    expect(selectMenuTree(data({ menuList: [item({ id: 'm', type: 2, urlAddress: 'm' })] })).map((m) => m.id)).toEqual(['m']);
    expect(selectMenuTree(data({}))).toEqual([]);
  });
});
