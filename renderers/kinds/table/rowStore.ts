/**
 * The rows of an editable sub-table, observable one cell at a time. rjsf hands the table a deep copy of its rows on
 * every change, so a table that passed rows to rc-table as props re-rendered every visible row on each keystroke
 * (measured in Chromium on a 500-row table: ~25 ms a keystroke in rc-table cells). Instead the table's lines carry
 * only a row key, stay the same while no row is added or removed, and each cell reads its value here
 * (rowContext.ts, useRowValue): an edit updates the store in its own event, so the edited cell re-renders in that
 * commit and nothing else does.
 *
 * The key stays with its row when a row above it is removed: deleting a row then moves the rows below without
 * re-rendering their cells, where cells read by position all showed their neighbour's value (measured on a 500-row
 * table: ~50 ms of script a delete).
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
  /** The key of each row, in row order. */
  keys: number[] = [];
  private nextKey = 0;
  private positions: Map<number, number> | null = null;
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
    // Rows added or removed elsewhere (another record, the selection dialog): the keys start again from 0.
    if (next.length !== this.keys.length) this.renumber(next.length);
    return this.rows;
  }

  /** New rows from an edit of a cell (the same rows): cells showing a changed value re-render. */
  set(rows: Row[]): void {
    this.rows = rows;
    if (rows.length !== this.keys.length) this.renumber(rows.length);
    this.notify();
  }

  /** The rows with `added` at the end, new keys for them; the form is told by the caller. */
  append(added: Row[]): Row[] {
    this.rows = [...this.rows, ...added];
    this.keys = [...this.keys, ...added.map(() => this.nextKey++)];
    this.positions = null;
    return this.rows;
  }

  /** The rows without the one at `index`; the others keep their keys. */
  remove(index: number): Row[] {
    this.rows = this.rows.filter((_, i) => i !== index);
    this.keys = this.keys.filter((_, i) => i !== index);
    this.positions = null;
    return this.rows;
  }

  /** The position of the row with this key now, -1 once it is gone. */
  indexOf(key: number): number {
    if (!this.positions) this.positions = new Map(this.keys.map((k, i) => [k, i]));
    return this.positions.get(key) ?? -1;
  }

  /** The row with this key. */
  rowOf(key: number): Row | undefined {
    return this.rows[this.indexOf(key)];
  }

  private renumber(count: number) {
    this.keys = Array.from({ length: count }, (_, i) => i);
    this.nextKey = count;
    this.positions = null;
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

/** All the rows (the summary row); re-renders on every change. */
export function useRows(store: RowStore): Row[] {
  const get = () => store.rows;
  return useSyncExternalStore(store.subscribe, get, get);
}

/** The table's lines: their row key only, the same objects while no row is added or removed. */
export function useLines(keys: number[]): { key: number }[] {
  return useMemo(() => keys.map((key) => ({ key })), [keys]);
}
