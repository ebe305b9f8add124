/**
 * Whether the reset-password dialog is open, and whether it was forced: the user dropdown opens
 * it from the navbar, the host in the layout renders it. A tiny external store so both need no shared parent.
 */
import { createExternalStore } from '../../lib/externalStore';

export interface PasswordDialogState {
  open: boolean;
  /** Forced on load for a never-changed initial password: it cannot be dismissed. */
  forced: boolean;
}

const store = createExternalStore<PasswordDialogState>({ open: false, forced: false });

/** Opens the dialog ('修改密码' in the user dropdown, or forced on load). */
export function openPasswordDialog(forced = false): void {
  store.set({ open: true, forced: forced || store.get().forced });
}

export function closePasswordDialog(): void {
  store.set({ open: false, forced: false });
}

export function usePasswordDialog(): PasswordDialogState {
  return store.use();
}
