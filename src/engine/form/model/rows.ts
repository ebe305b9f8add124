/**
 * Keys of a sub-table's rows. A key stays with its row when a row above it is removed, so a view that draws a
 * row by its key keeps the row's cells as they are (only the rows' positions move), where views by position
 * would all redraw with their neighbour's values. The keys stay the same array while no row comes or goes.
 */
export class RowKeys {
  keys: readonly number[] = [];
  private next = 0;
  private positions: Map<number, number> | null = null;

  constructor(count: number) {
    this.renumber(count);
  }

  /** Rows replaced by a table of another length (another record): the keys start again from 0. */
  renumber(count: number): void {
    this.keys = Array.from({ length: count }, (_, i) => i);
    this.next = count;
    this.positions = null;
  }

  /** Keys for `count` rows added at the end. */
  append(count: number): void {
    this.keys = [...this.keys, ...Array.from({ length: count }, () => this.next++)];
    this.positions = null;
  }

  /** Drops the key at `index`; the others keep theirs. */
  remove(index: number): void {
    this.keys = this.keys.filter((_, i) => i !== index);
    this.positions = null;
  }

  /** The position of the row with this key now, -1 once it is gone. */
  indexOf(key: number): number {
    if (!this.positions) this.positions = new Map(this.keys.map((k, i) => [k, i]));
    return this.positions.get(key) ?? -1;
  }
}

type Listener = () => void;

/**
 * The sub-tables' row keys and their readers: a row's readers (its cells) hear of changes to that row only, the
 * shape's (the table) of rows coming and going. Keys are made the first time a table is asked about.
 */
export class TableRows {
  private readonly tables = new Map<string, RowKeys>();
  private readonly rowWatchers = new Map<string, Map<number, Set<Listener>>>();
  private readonly shapeWatchers = new Map<string, Set<Listener>>();

  /** The keys of `table`, made for `count` rows when first asked. */
  keysOf(table: string, count: () => number): RowKeys {
    let keys = this.tables.get(table);
    if (!keys) this.tables.set(table, (keys = new RowKeys(count())));
    return keys;
  }

  /** A table replaced by `count` rows: new keys if the count changed (its shape's readers hear of it), rows re-read. */
  replaced(table: string, count: () => number): void {
    const keys = this.tables.get(table);
    if (!keys) return;
    const n = count();
    if (n !== keys.keys.length) {
      keys.renumber(n);
      this.tellShape(table);
    }
    this.tellRows(table);
  }

  watchRow(table: string, key: number, listener: Listener): () => void {
    let rows = this.rowWatchers.get(table);
    if (!rows) this.rowWatchers.set(table, (rows = new Map()));
    let set = rows.get(key);
    if (!set) rows.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (!set!.size) rows!.delete(key);
    };
  }

  watchShape(table: string, listener: Listener): () => void {
    let set = this.shapeWatchers.get(table);
    if (!set) this.shapeWatchers.set(table, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
    };
  }

  /** The readers of the row at `index` (if a view asked about the table). */
  tellRow(table: string, index: number): void {
    const key = this.tables.get(table)?.keys[index];
    if (key !== undefined) for (const l of [...(this.rowWatchers.get(table)?.get(key) ?? [])]) l();
  }

  /** Every row reader of a table re-reads (each re-renders only if its own value changed). */
  tellRows(table: string): void {
    for (const set of [...(this.rowWatchers.get(table)?.values() ?? [])]) for (const l of [...set]) l();
  }

  tellShape(table: string): void {
    for (const l of [...(this.shapeWatchers.get(table) ?? [])]) l();
  }
}
