import { describe, expect, it } from 'vitest';
import type { MenuNode, MenuRoute } from './types';
import {
  activeTopEntry,
  activeTopKey,
  firstLeafPath,
  MENU_MORE_KEY,
  menuKeyPath,
  opensSideMenu,
  routeModelId,
  splitTopMenu,
  TOP_MENU_ITEM_WIDTH,
} from './topMenu';

const leaf = (id: string, extra: Partial<MenuNode> = {}): MenuNode => ({ key: id, title: `t-${id}`, type: 2, modelId: id, path: `/${id}`, ...extra });
const group = (id: string, children: MenuNode[]): MenuNode => ({ key: id, title: `t-${id}`, type: 1, modelId: id, path: `/${id}`, children });

const eight = Array.from({ length: 8 }, (_, i) => leaf(`k${i}`));
const keys = (nodes: MenuNode[]) => nodes.map((n) => n.key);

describe('splitTopMenu', () => {
  it('is 116 px an entry', () => {
    expect(TOP_MENU_ITEM_WIDTH).toBe(116);
  });

  it('keeps every entry when they fit exactly', () => {
    expect(splitTopMenu(eight, 116 * 8)).toBe(eight);
    expect(splitTopMenu(eight.slice(0, 3), 500)).toHaveLength(3);
  });

  it('with one entry too many, the last slot becomes the more group holding the rest in order', () => {
    const out = splitTopMenu(eight, 116 * 7 + 115, '更多...');
    expect(out).toHaveLength(7);
    expect(keys(out)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4', 'k5', MENU_MORE_KEY]);
    expect(keys(out[6].children ?? [])).toEqual(['k6', 'k7']);
  });

  it('titles the more group as asked and gives it the /menuMore key and path', () => {
    const out = splitTopMenu(eight, 116 * 5 + 50, '更多...');
    expect(out[4]).toMatchObject({ key: '/menuMore', title: '更多...', path: '/menuMore', type: 1 });
    expect(keys(out[4].children ?? [])).toEqual(['k4', 'k5', 'k6', 'k7']);
    expect(splitTopMenu(eight, 240)[1].title).toBe('more ...'); // default title
  });

  it('on a zero-width (or narrower than one entry) bar shows only the more group, with everything in it', () => {
    for (const width of [0, -10, 50]) {
      const out = splitTopMenu(eight, width);
      expect(keys(out)).toEqual([MENU_MORE_KEY]);
      expect(keys(out[0].children ?? [])).toEqual(keys(eight));
    }
    expect(splitTopMenu([], 0)).toEqual([]);
  });
});

describe('active top entry', () => {
  const roots = [
    group('g0', [leaf('a'), group('g0b', [leaf('b')])]),
    leaf('k1'),
    leaf('k2'),
    group('g3', [leaf('c')]),
    group('g4', [group('g4a', [leaf('d')])]),
  ];
  const routes: MenuRoute[] = ['a', 'b', 'c', 'd', 'k1'].map((id) => ({
    path: `/${id}`,
    name: id,
    kind: 'page',
    meta: { title: id, zhTitle: id, modelId: id, relationId: '', isTree: 0, type: 2 },
  }));

  it('takes the modelId of the route at the current path; fixed pages have none', () => {
    expect(routeModelId(routes, '/d')).toBe('d');
    expect(routeModelId(routes, '/home')).toBeUndefined();
  });

  it('is the root whose subtree holds the modelId, at any depth, or the root itself', () => {
    expect(activeTopEntry(roots, 'b')?.key).toBe('g0');
    expect(activeTopEntry(roots, 'd')?.key).toBe('g4');
    expect(activeTopEntry(roots, 'k1')?.key).toBe('k1');
    expect(activeTopEntry(roots, 'g3')?.key).toBe('g3');
    expect(activeTopEntry(roots, 'nope')).toBeUndefined();
    expect(activeTopEntry(roots, undefined)).toBeUndefined();
  });

  it('highlights the root in the bar, or the more group when the root went into it', () => {
    const bar = splitTopMenu(roots, 116 * 3); // g0, k1, more(k2, g3, g4)
    expect(keys(bar)).toEqual(['g0', 'k1', MENU_MORE_KEY]);
    expect(activeTopKey(bar, 'a')).toBe('g0');
    expect(activeTopKey(bar, 'k1')).toBe('k1');
    expect(activeTopKey(bar, 'd')).toBe(MENU_MORE_KEY);
    expect(menuKeyPath(bar, 'd')).toEqual([MENU_MORE_KEY, 'g4', 'g4a', 'd']);
    expect(activeTopKey(bar, undefined)).toBeUndefined();
  });

  it('a category opens the side menu and leads to its first in-app page', () => {
    expect(opensSideMenu(roots[0])).toBe(true);
    expect(opensSideMenu(roots[1])).toBe(false);
    expect(firstLeafPath(roots[4])).toBe('/d');
    const outsideFirst = group('g', [leaf('x', { path: undefined, href: 'https://example.com' }), leaf('y')]);
    expect(firstLeafPath(outsideFirst)).toBe('/y');
    expect(firstLeafPath(group('h', [leaf('x', { path: undefined, href: 'https://example.com' })]))).toBeUndefined();
  });
});
