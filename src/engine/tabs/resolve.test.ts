import { describe, expect, it } from 'vitest';
import { buildMenu } from '../menu';
import type { MenuItem } from '../types';
import { isTabPath, reconcileViews, viewOf, type TabSources } from './resolve';

const tree: MenuItem[] = [
  { id: 'o', fullName: '采购订单', enCode: 'purchase.order', type: 3, urlAddress: 'purchase/order', icon: 'icon-ym icon-ym-order', propertyJson: '{"moduleId":"vd1"}' },
  { id: 'l', fullName: '药品查询', enCode: 'link', type: 7, urlAddress: 'https://example.com/a', linkTarget: '_self' },
];
const { routes, menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });
const sources: TabSources = {
  routes,
  menus,
  fixed: [
    { path: '/home', titleKey: 'route.home' },
    { path: '/externalLink', titleKey: 'route.externalLink' },
    { path: '/404', titleKey: 'route.notFound' },
  ],
};

describe('isTabPath', () => {
  it('404, login, the lock screen, the root and the refresh helper never become tabs', () => {
    for (const p of ['/404', '/login', '/lockScreen', '/', '/redirect', '/redirect/purchase/order']) expect(isTabPath(p)).toBe(false);
    expect(isTabPath('/purchase/order')).toBe(true);
    expect(isTabPath('/redirectory')).toBe(true);
  });
});

describe('viewOf', () => {
  it('a menu route: the menu name is what the user sees, with the menu icon', () => {
    const view = viewOf('/purchase/order?page=2', sources);
    expect(view).toMatchObject({ path: '/purchase/order', fullPath: '/purchase/order?page=2', zhTitle: '采购订单', meta: { affix: false, icon: 'icon-ym icon-ym-order' } });
    expect(view?.name).toBe(routes[0].name);
  });

  it('/home is affix and titled by its i18n key', () => {
    expect(viewOf('/home', sources)).toMatchObject({ path: '/home', title: 'route.home', zhTitle: '', meta: { affix: true } });
  });

  it('an external link shown in the app takes its menu name', () => {
    const leaf = menus.find((n) => n.key === 'l');
    expect(leaf?.path).toMatch(/^\/externalLink\?href=/);
    expect(viewOf(leaf!.path!, sources)).toMatchObject({ path: '/externalLink', zhTitle: '药品查询', title: 'route.externalLink' });
  });

  it('the link page opened from elsewhere has the fixed title', () => {
    expect(viewOf('/externalLink?href=abc', sources)).toMatchObject({ zhTitle: '', title: 'route.externalLink' });
  });

  it('no tab for excluded or unknown pages', () => {
    expect(viewOf('/404', sources)).toBeNull();
    expect(viewOf('/redirect/purchase/order', sources)).toBeNull();
    expect(viewOf('/no/such/page', sources)).toBeNull();
  });
});

describe('reconcileViews', () => {
  it('drops tabs of pages no longer reachable and renames the others after the menu', () => {
    const stale = [
      viewOf('/home', sources)!,
      { ...viewOf('/purchase/order', sources)!, zhTitle: '旧名称' },
      { path: '/gone', fullPath: '/gone', name: 'gone', title: 'gone', zhTitle: '已删除', meta: {} },
    ];
    const next = reconcileViews(stale, sources);
    expect(next.map((v) => [v.path, v.zhTitle])).toEqual([
      ['/home', ''],
      ['/purchase/order', '采购订单'],
    ]);
  });

  it('returns the same list when nothing changed', () => {
    const views = [viewOf('/home', sources)!, viewOf('/purchase/order', sources)!];
    expect(reconcileViews(views, sources)).toBe(views);
  });
});
