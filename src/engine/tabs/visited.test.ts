import { describe, expect, it } from 'vitest';
import type { VisitedView } from './types';
import { addView, closeAll, closeOthers, closeView, pathOf, withAffix } from './visited';

function view(fullPath: string, affix = false): VisitedView {
  const path = pathOf(fullPath);
  return { path, fullPath, name: path.slice(1), title: path.slice(1), zhTitle: path.slice(1), meta: { affix } };
}

const home = view('/home', true);
const paths = (views: VisitedView[]) => views.map((v) => v.fullPath);

describe('pathOf', () => {
  it('drops the query and the hash', () => {
    expect(pathOf('/a/b?x=1#h')).toBe('/a/b');
    expect(pathOf('/a#h')).toBe('/a');
    expect(pathOf('/a')).toBe('/a');
  });
});

describe('addView: one tab per visited page', () => {
  it('appends a page not yet open', () => {
    expect(paths(addView([home], view('/a')))).toEqual(['/home', '/a']);
  });

  it('a second visit of the same page adds no tab and returns the same list', () => {
    const views = addView([home], view('/a'));
    expect(addView(views, view('/a'))).toBe(views);
  });

  it('the same path with another query updates that tab in place', () => {
    const views = [home, view('/a?x=1'), view('/b')];
    const next = addView(views, view('/a?x=2'));
    expect(paths(next)).toEqual(['/home', '/a?x=2', '/b']);
  });

  it('keeps the pin of an affix tab when it is visited again', () => {
    const next = addView([home], view('/home?from=menu'));
    expect(next[0].meta.affix).toBe(true);
    expect(next[0].fullPath).toBe('/home?from=menu');
  });

  it('takes a new title (the language or the menu changed)', () => {
    const next = addView([home, view('/a')], { ...view('/a'), zhTitle: '订单' });
    expect(next[1].zhTitle).toBe('订单');
  });
});

describe('closeView', () => {
  const views = [home, view('/a'), view('/b'), view('/c')];

  it('closing an inactive tab removes it and stays where it is', () => {
    const { views: rest, next } = closeView(views, '/b', '/a');
    expect(paths(rest)).toEqual(['/home', '/a', '/c']);
    expect(next).toBeUndefined();
  });

  it('closing the active tab goes to the last remaining tab, with its query', () => {
    const withQuery = [home, view('/a'), view('/c?id=7')];
    expect(closeView(withQuery, '/a', '/a').next).toBe('/c?id=7');
    expect(closeView(views, '/c', '/c').next).toBe('/b');
  });

  it('closing the last tab there is goes to /', () => {
    const { views: rest, next } = closeView([view('/a')], '/a', '/a');
    expect(rest).toEqual([]);
    expect(next).toBe('/');
  });

  it('never closes an affix tab', () => {
    const result = closeView(views, '/home', '/home');
    expect(result.views).toBe(views);
    expect(result.next).toBeUndefined();
  });

  it('an unknown path changes nothing', () => {
    expect(closeView(views, '/zzz', '/a').views).toBe(views);
  });
});

describe('closeOthers', () => {
  const views = [home, view('/a'), view('/b'), view('/c')];

  it('keeps the affix tabs and the chosen tab', () => {
    const { views: rest, next } = closeOthers(views, '/b', '/b');
    expect(paths(rest)).toEqual(['/home', '/b']);
    expect(next).toBeUndefined();
  });

  it('from another tab’s menu it shows the chosen tab', () => {
    expect(closeOthers(views, '/b', '/c').next).toBe('/b');
  });

  it('chosen on the affix tab it leaves the affix tabs only and shows that one', () => {
    const { views: rest, next } = closeOthers(views, '/home', '/a');
    expect(paths(rest)).toEqual(['/home']);
    expect(next).toBe('/home');
  });

  it('with nothing else open it changes nothing', () => {
    const two = [home, view('/a')];
    expect(closeOthers(two, '/a', '/a').views).toBe(two);
  });
});

describe('closeAll', () => {
  it('keeps the affix tabs and moves from a closed active tab to the last of them', () => {
    const { views: rest, next } = closeAll([home, view('/a'), view('/b')], '/a');
    expect(paths(rest)).toEqual(['/home']);
    expect(next).toBe('/home');
  });

  it('stays on an affix tab that is active', () => {
    expect(closeAll([home, view('/a')], '/home').next).toBeUndefined();
  });

  it('without affix tabs goes to /', () => {
    const { views: rest, next } = closeAll([view('/a'), view('/b')], '/b');
    expect(rest).toEqual([]);
    expect(next).toBe('/');
  });

  it('with only affix tabs changes nothing', () => {
    const only = [home];
    expect(closeAll(only, '/home').views).toBe(only);
  });
});

describe('withAffix: the starting tabs and a restored list', () => {
  it('an empty list gets the affix views, pinned', () => {
    const start = withAffix([], [{ ...home, meta: {} }]);
    expect(paths(start)).toEqual(['/home']);
    expect(start[0].meta.affix).toBe(true);
  });

  it('affix views come first, the others keep their order', () => {
    const restored = [view('/a'), view('/home?x=1'), view('/b')];
    expect(paths(withAffix(restored, [home]))).toEqual(['/home?x=1', '/a', '/b']);
  });

  it('a tab pinned by an older definition loses its place when no longer affix', () => {
    expect(paths(withAffix([view('/old', true), view('/a')], [home]))).toEqual(['/home', '/a']);
  });
});
