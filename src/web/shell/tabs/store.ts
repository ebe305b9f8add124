/**
 * The open tabs: an external store like the session, kept in sessionStorage so a reload of the
 * browser tab keeps them while another browser tab starts with its own. The stored list is tagged with a hash of
 * the session token, so tabs never pass from one sign-in to the next even when the reset hook could not run.
 */
import { createExternalStore } from '../../lib/externalStore';
import {
  closeAll,
  closeOthers,
  closeView,
  reconcileViews,
  viewOf,
  withAffix,
  addView,
  AFFIX_PATHS,
  type TabSources,
  type VisitedView,
} from '../../../engine/tabs';
import { FIXED_ROUTES } from '../../router/paths';
import { getSession, onSessionReset, subscribeSession } from '../../session/store';
import { STORAGE_PREFIX } from '../../session/storage';

export const TABS_KEY = `${STORAGE_PREFIX}tabs`;

/** The pinned tabs every session starts with (/home). */
function affixViews(): VisitedView[] {
  const fixedOnly: TabSources = { routes: [], menus: [], fixed: FIXED_ROUTES };
  return AFFIX_PATHS.map((p) => viewOf(p, fixedOnly)).filter((v): v is VisitedView => !!v);
}

/** A short non-reversible tag of the token: enough to tell sessions apart without storing the token twice. */
function ownerOf(token: string): string {
  let h = 5381;
  for (let i = 0; i < token.length; i++) h = ((h << 5) + h + token.charCodeAt(i)) | 0;
  return token ? (h >>> 0).toString(36) : '';
}

function restore(owner: string): VisitedView[] {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(TABS_KEY) ?? 'null') as { owner?: string; views?: unknown } | null;
    if (stored && owner && stored.owner === owner && Array.isArray(stored.views)) {
      return (stored.views as VisitedView[]).filter((v) => v && typeof v.path === 'string' && typeof v.fullPath === 'string' && v.meta);
    }
  } catch {
    // A damaged entry starts a fresh list.
  }
  return [];
}

function persist(): void {
  try {
    if (owner) globalThis.sessionStorage?.setItem(TABS_KEY, JSON.stringify({ owner, views: store.get() }));
    else globalThis.sessionStorage?.removeItem(TABS_KEY);
  } catch {
    // Storage full or disabled: the tabs then last until the next reload.
  }
}

let owner = ownerOf(getSession().token);
const store = createExternalStore<VisitedView[]>(withAffix(restore(owner), affixViews()));

function set(next: VisitedView[]): void {
  if (next === store.get()) return;
  store.set(next);
  persist();
}

/** Back to the pinned tabs alone, for the session now current. */
export function resetTabs(): void {
  owner = ownerOf(getSession().token);
  store.set(withAffix([], affixViews()));
  persist();
}

// Logout or token reset clears the open tabs; a token replaced without a reset (a flow link
// signing in someone else) does too.
onSessionReset(resetTabs);
subscribeSession(() => {
  if (ownerOf(getSession().token) !== owner) resetTabs();
});

export const getTabs = store.get;
export const subscribeTabs = store.subscribe;

/** React view of the open tabs. */
export const useTabs = store.use;

/** Records a visit: opens or updates the page's tab. */
export function visit(view: VisitedView): void {
  set(addView(store.get(), view));
}

/** Brings titles in line with the loaded menu and drops tabs of pages no longer in it. */
export function reconcileTabs(sources: TabSources): void {
  const next = reconcileViews(store.get(), sources);
  if (next !== store.get()) set(withAffix(next, affixViews()));
}

/** Each close returns where to navigate when the page on screen lost its tab (else undefined). */
export function closeTab(path: string, activePath: string): string | undefined {
  const { views: next, next: go } = closeView(store.get(), path, activePath);
  set(next);
  return go;
}

export function closeOtherTabs(path: string, activePath: string): string | undefined {
  const { views: next, next: go } = closeOthers(store.get(), path, activePath);
  set(next);
  return go;
}

export function closeAllTabs(activePath: string): string | undefined {
  const { views: next, next: go } = closeAll(store.get(), activePath);
  set(next);
  return go;
}
