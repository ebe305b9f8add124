/**
 * Whether the reset-password dialog is open, and whether it was forced (spec 000 §2.11): the user dropdown opens
 * it from the navbar, the host in the layout renders it. A tiny external store so both need no shared parent.
 */
import { useSyncExternalStore } from 'react';

export interface PasswordDialogState {
  open: boolean;
  /** Forced on load for a never-changed initial password: it cannot be dismissed. */
  forced: boolean;
}

let state: PasswordDialogState = { open: false, forced: false };
const listeners = new Set<() => void>();

function set(next: PasswordDialogState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the dialog ('修改密码' in the user dropdown, or forced on load). */
export function openPasswordDialog(forced = false): void {
  set({ open: true, forced: forced || state.forced });
}

export function closePasswordDialog(): void {
  set({ open: false, forced: false });
}

export function usePasswordDialog(): PasswordDialogState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
