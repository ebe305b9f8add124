/**
 * The rows of an editable sub-table, observable one cell at a time. rjsf hands the table a deep copy of its rows on
 * every change, so a table that passed rows to rc-table as props re-rendered every visible row on each keystroke
 * (measured in Chromium on a 500-row table: ~25 ms a keystroke in rc-table cells). Instead the table's lines carry
 * only their index, stay the same while the row count does, and each cell reads its value here: an edit updates the
 * store in its own event, so the edited cell re-renders in that commit and nothing else does.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';

export type Row = Record<string, unknown>;

const NO_ROWS: Row[] = [];

/** Whether two rows hold the same values (nested values compared by content). */
export function sameRow(a: Row | undefined, b: Row | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (Object.is(x, y)) continue;
    if (!x || !y || typeof x !== 'object' || typeof y !== 'object' || JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

export class RowStore {
  rows: Row[] = NO_ROWS;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The rows as the form reports them, keeping the objects of rows equal to the ones held (no notification). */
  take(value: unknown): Row[] {
    const next = Array.isArray(value) ? (value as Row[]) : NO_ROWS;
    const before = this.rows;
    let same = next.length === before.length;
    const out = next.map((row, i) => {
      if (i < before.length && sameRow(before[i], row)) return before[i];
      same = false;
      return row;
    });
    this.rows = same ? before : out;
    return this.rows;
  }

  /** New rows from an edit: cells showing a changed value re-render. */
  set(rows: Row[]): void {
    this.rows = rows;
    this.notify();
  }

  /** Tells the cells to re-read their value (each re-renders only if its value changed). */
  notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

/** The store of one table. */
export function useRowStore(): RowStore {
  return useState(() => new RowStore())[0];
}

/** The value of one cell; re-renders only when it changes. */
export function useCellValue(store: RowStore, index: number, column: string): unknown {
  const get = () => store.rows[index]?.[column];
  return useSyncExternalStore(store.subscribe, get, get);
}

/** All the rows (the summary row); re-renders on every change. */
export function useRows(store: RowStore): Row[] {
  const get = () => store.rows;
  return useSyncExternalStore(store.subscribe, get, get);
}

/** The table's lines: their index only, the same objects while the row count stays. */
export function useLines(count: number): { key: number }[] {
  return useMemo(() => Array.from({ length: count }, (_, key) => ({ key })), [count]);
}
