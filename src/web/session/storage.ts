/** Keys of the values the shell keeps in localStorage, all under one prefix. */
export const STORAGE_PREFIX = 'loom_';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
export const LOCK_KEY = `${STORAGE_PREFIX}lock`;
/** The page that was open when the screen was locked; unlocking goes back there (also after a reload). */
export const LOCK_RETURN_KEY = `${STORAGE_PREFIX}lockReturn`;
export const LANGUAGE_KEY = `${STORAGE_PREFIX}language`;
/** Sidebar open (1) or collapsed (0), kept across reloads. */
export const SIDEBAR_KEY = `${STORAGE_PREFIX}sidebar`;

/** localStorage read that survives a browser with storage disabled. */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** localStorage write; `null` removes the key. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value then lives for this page only, which is still usable.
  }
}
