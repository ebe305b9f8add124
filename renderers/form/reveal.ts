/**
 * Progressive mounting of a form's fields (issue 3 item 10). The first commit of a form draws the fields of about one
 * screen; the rest are drawn right after, a few at a time, each batch a React transition: it renders in 5 ms slices
 * that give way to input, so a keystroke is never stuck behind the rest of the form, and each batch commits little.
 * Fields in a tab pane or collapse panel that is not open wait until the visible ones are drawn, unless their pane
 * opens first (then they are drawn in the commit that opens it).
 *
 * Only widgets wait: rjsf holds the record and validates it whole, so a field not drawn yet keeps its value and its
 * errors, and shows them once drawn. Every field is drawn in the end, so widgets that set a value when they mount
 * (defaultCurrent pickers, stored relation attributes) still do.
 *
 * The chain of batches is driven by React alone (a batch starts in the layout effect of the last one's commit), so
 * inside a test's `act()` the whole form is drawn before `act` returns.
 */
import { startTransition } from 'react';
import type { FieldNode } from '../../src/engine/form/types';

/** How much of the first screen a form may fill in its first commit, in full-width rows of ~48 px (a dialog's body on a 900 px high screen). */
export const FIRST_SCREEN_ROWS = 12;
/** Fields drawn by one background batch. */
export const BATCH_FIELDS = 16;

/** The share of a screen row a field takes: its span, taller for a sub-table or a multi-line kind. */
export function rowsOf(node: Pick<FieldNode, 'kind' | 'span'>): number {
  if (node.kind === 'table') return 4;
  const width = Math.min(24, Math.max(1, node.span || 24)) / 24;
  return node.kind === 'textarea' || node.kind === 'editor' || node.kind === 'uploadImg' ? width * 2 : width;
}

/** Heights (px) of the field controls that are not one line tall, as drawn in Chromium. */
const CONTROL_HEIGHTS: Record<string, number> = { table: 270, editor: 167, uploadImg: 102, textarea: 98 };
const LINE = 32;
const TOP_LABEL = 30;

/**
 * The space a field keeps while it waits for its batch, without the frame's margin: about the height it will have, so
 * the form does not grow under the pointer while the batches are drawn and a click on the dialog's 确定 below it
 * lands where it was aimed.
 */
export function pendingHeight(kind: string, labelOnTop: boolean): number {
  return (CONTROL_HEIGHTS[kind] ?? LINE) + (labelOnTop ? TOP_LABEL : 0);
}

interface Waiting {
  show: () => void;
  /** In a pane that is not open. */
  hidden: boolean;
  order: number;
}

export class Reveal {
  private first = true;
  private used = 0;
  private readonly decided = new Map<string, boolean>();
  private readonly waiting = new Map<string, Waiting>();
  private readonly batch = new Set<string>();
  private order = 0;

  constructor(private readonly screenRows = FIRST_SCREEN_ROWS, private readonly batchSize = BATCH_FIELDS) {}

  /**
   * Whether a field mounting now is drawn at once. Asked while rendering (so answered once per name, whatever React
   * replays): the first commit draws fields until the first screen is full; later mounts wait for a batch.
   */
  claim(name: string, rows: number, hidden: boolean): boolean {
    const known = this.decided.get(name);
    if (known !== undefined) return known;
    const now = this.first && !hidden && (this.used === 0 || this.used + rows <= this.screenRows);
    if (now) this.used += rows;
    this.decided.set(name, now);
    return now;
  }

  /** A field waits to be drawn (from its layout effect); answers the cleanup. */
  wait(name: string, hidden: boolean, show: () => void): () => void {
    this.waiting.set(name, { show, hidden, order: this.order++ });
    if (!this.first) this.next();
    return () => {
      this.waiting.delete(name);
      this.drawn(name);
    };
  }

  /** A field is drawn or gone (the cleanup of its wait): when its batch is complete, the next one starts. */
  private drawn(name: string): void {
    this.decided.set(name, true);
    if (this.batch.delete(name) && this.batch.size === 0) this.next();
  }

  /** The form's first commit is done: the waiting fields follow in batches. */
  start(): void {
    if (!this.first) return;
    this.first = false;
    this.next();
  }

  /** Fields still waiting (for tests and the bench's notes). */
  get pending(): number {
    return this.waiting.size;
  }

  private next(): void {
    if (this.first || this.batch.size > 0 || this.waiting.size === 0) return;
    // Visible fields first, in layout order; those in closed panes after them.
    const picked = [...this.waiting].sort(([, a], [, b]) => Number(a.hidden) - Number(b.hidden) || a.order - b.order)
      .slice(0, this.batchSize);
    for (const [name] of picked) {
      this.waiting.delete(name);
      this.batch.add(name);
    }
    startTransition(() => {
      for (const [, w] of picked) w.show();
    });
  }
}
