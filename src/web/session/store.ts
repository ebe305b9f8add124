/**
 * Session state: token and lock flag (persisted), user info, menus, routes and permissions
 * (loaded from CurrentUser). A tiny external store so non-React code (the axios instance) can read and reset it.
 */
import { createExternalStore } from '../lib/externalStore';
import type { MenuNode, MenuRoute } from '../../engine/menu';
import type { PermissionEntry, SysConfigInfo, UserInfo } from '../../engine/types';
import { keepUnsavedWork } from './drafts';
import { LOCK_KEY, LOCK_RETURN_KEY, TOKEN_KEY, readStored, writeStored } from './storage';

export interface SessionState {
  /** Exactly as Login returned it, including the 'Bearer ' prefix; '' when signed out. */
  token: string;
  locked: boolean;
  /** True once CurrentUser has been loaded into the fields below. */
  loaded: boolean;
  userInfo: UserInfo | null;
  menus: MenuNode[];
  routes: MenuRoute[];
  permissions: PermissionEntry[];
  sysConfig: SysConfigInfo | null;
}

const signedOut = (): Omit<SessionState, 'token' | 'locked'> => ({
  loaded: false,
  userInfo: null,
  menus: [],
  routes: [],
  permissions: [],
  sysConfig: null,
});

const store = createExternalStore<SessionState>({ token: readStored(TOKEN_KEY) ?? '', locked: readStored(LOCK_KEY) === '1', ...signedOut() });
const resetHooks = new Set<() => void>();

function set(patch: Partial<SessionState>): void {
  store.set({ ...store.get(), ...patch });
}

/** The current session (a fresh object after every change). */
export const getSession = store.get;
export const subscribeSession = store.subscribe;

// Set by a sign-in on the login page, taken once by the last-login notice; a reload never shows the notice again.
let freshLogin = false;

/**
 * Stores the token of a successful login (or of a /workFlowDetail link) and forgets the previous user's data.
 * `fromLogin` (default true) marks a sign-in on the login page, which shows the last-login notice.
 */
export function setToken(token: string, fromLogin = true): void {
  writeStored(TOKEN_KEY, token || null);
  freshLogin = !!token && fromLogin;
  set({ token, ...signedOut() });
}

/** True once after a sign-in from the login page; the caller shows the last-login notice. */
export function takeFreshLogin(): boolean {
  const fresh = freshLogin;
  freshLogin = false;
  return fresh;
}

/** Sets or clears the persisted lock flag; `returnTo` is the page unlocking goes back to. */
export function setLocked(locked: boolean, returnTo?: string): void {
  // The lock screen replaces the page: an open form's typing waits as a draft for the unlock.
  if (locked) keepUnsavedWork();
  writeStored(LOCK_KEY, locked ? '1' : null);
  if (!locked) writeStored(LOCK_RETURN_KEY, null);
  else if (returnTo !== undefined) writeStored(LOCK_RETURN_KEY, returnTo);
  set({ locked });
}

/** Where unlocking goes: the page that was open when the screen was locked, else home. */
export function lockReturnPath(): string {
  const path = readStored(LOCK_RETURN_KEY);
  return path && path.startsWith('/') && !path.startsWith('/lockScreen') && !path.startsWith('/login') ? path : '/';
}

/** Stores what CurrentUser returned once the menu has been turned into routes. */
export function setSessionData(data: Pick<SessionState, 'userInfo' | 'menus' | 'routes' | 'permissions' | 'sysConfig'>): void {
  set({ ...data, loaded: true });
}

/**
 * Registers work to do when the session ends (open tabs, cached organisation trees, the dictionary cache, the
 * socket). Returns the unregister function.
 */
export function onSessionReset(hook: () => void): () => void {
  resetHooks.add(hook);
  return () => resetHooks.delete(hook);
}

/**
 * Logout / token reset: keeps open forms' typing as drafts, clears token, lock, menus, user info and permissions,
 * then runs the reset hooks.
 */
export function resetSession(): void {
  keepUnsavedWork();
  writeStored(TOKEN_KEY, null);
  writeStored(LOCK_KEY, null);
  writeStored(LOCK_RETURN_KEY, null);
  freshLogin = false;
  set({ token: '', locked: false, ...signedOut() });
  resetHooks.forEach((hook) => {
    try {
      hook();
    } catch (err) {
      // One failing cache must not keep the others (or the logout) from completing.
      console.error(err);
    }
  });
}

/** React view of the session; re-renders on every change. */
export const useSession = store.use;

/** Changes fields of the signed-in user's info in place (the profile page: new avatar, new name). */
export function updateUserInfo(patch: Partial<UserInfo>): void {
  const { userInfo } = store.get();
  if (userInfo) set({ userInfo: { ...userInfo, ...patch } });
}
