/**
 * A value that non-React code (the axios instance, the socket, the route guard) reads and changes and React
 * components watch through useSyncExternalStore: the shape of every shell store (session, settings, tabs, unread
 * counts, dialogs).
 */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get(): T;
  /** Replaces the value and tells the watchers; the same value (by identity) changes nothing. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
  /** React view: re-renders when the value changes. */
  use(): T;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    subscribe,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}
