import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitedView } from '../../../engine/tabs';

const view = (path: string, search = ''): VisitedView => ({ path, fullPath: `${path}${search}`, name: path, title: path, zhTitle: path, meta: {} });

/** The modules as a page load gets them: the session reads its token, the tabs store its list, from storage. */
async function load() {
  vi.resetModules();
  const session = await import('../../session/store');
  const tabs = await import('./store');
  return { session, tabs };
}

const paths = (views: VisitedView[]) => views.map((v) => v.fullPath);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('tabs store', () => {
  it('starts with the pinned home tab', async () => {
    const { tabs } = await load();
    expect(paths(tabs.getTabs())).toEqual(['/home']);
    expect(tabs.getTabs()[0].meta.affix).toBe(true);
  });

  it('a reload of the browser tab keeps the open tabs (sessionStorage)', async () => {
    let { session, tabs } = await load();
    session.setToken('Bearer a');
    tabs.visit(view('/a', '?x=1'));
    tabs.visit(view('/b'));
    ({ session, tabs } = await load());
    expect(session.getSession().token).toBe('Bearer a');
    expect(paths(tabs.getTabs())).toEqual(['/home', '/a?x=1', '/b']);
    expect(sessionStorage.getItem(tabs.TABS_KEY)).not.toContain('Bearer a');
  });

  it('tabs of another sign-in are not restored, even when no reset hook ran', async () => {
    const before = await load();
    before.session.setToken('Bearer a');
    before.tabs.visit(view('/a'));
    localStorage.setItem('loom_token', 'Bearer b');
    const { tabs } = await load();
    expect(paths(tabs.getTabs())).toEqual(['/home']);
  });

  it('logout and a replaced token leave only the pinned tab', async () => {
    const { session, tabs } = await load();
    session.setToken('Bearer a');
    tabs.visit(view('/a'));
    session.resetSession();
    expect(paths(tabs.getTabs())).toEqual(['/home']);
    session.setToken('Bearer a');
    tabs.visit(view('/a'));
    session.setToken('Bearer other', false);
    expect(paths(tabs.getTabs())).toEqual(['/home']);
  });

  it('close operations return where to go', async () => {
    const { session, tabs } = await load();
    session.setToken('Bearer a');
    tabs.visit(view('/a'));
    tabs.visit(view('/b'));
    expect(tabs.closeTab('/b', '/b')).toBe('/a');
    tabs.visit(view('/b'));
    expect(tabs.closeOtherTabs('/a', '/b')).toBe('/a');
    expect(paths(tabs.getTabs())).toEqual(['/home', '/a']);
    expect(tabs.closeAllTabs('/a')).toBe('/home');
    expect(tabs.closeTab('/home', '/home')).toBeUndefined();
  });

  it('a damaged stored list starts afresh', async () => {
    localStorage.setItem('loom_token', 'Bearer a');
    sessionStorage.setItem('loom_tabs', '{not json');
    const { tabs } = await load();
    expect(paths(tabs.getTabs())).toEqual(['/home']);
  });
});
