import { describe, expect, it } from 'vitest';
import { Reveal, rowsOf } from './reveal';

/** Fields waiting like FieldSlot does; `drawn` plays the commit of a shown field (its wait's cleanup). */
function slots(reveal: Reveal) {
  const shown: string[] = [];
  const cleanups = new Map<string, () => void>();
  return {
    shown,
    wait(name: string, hidden = false) {
      cleanups.set(name, reveal.wait(name, hidden, () => shown.push(name)));
    },
    drawn(names: string[]) {
      for (const n of names) cleanups.get(n)?.();
    },
  };
}

describe('progressive mounting', () => {
  it('draws the first screen of fields at once and the others in batches, visible ones first', () => {
    const reveal = new Reveal(3, 2);
    // Half-width fields: six fit in three rows; a field in a closed pane never takes the first screen.
    const first = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((n) => reveal.claim(n, 0.5, false));
    expect(first).toEqual([true, true, true, true, true, true, false, false]);
    expect(reveal.claim('tab1', 0.5, true)).toBe(false);
    // Asked again (a render React replays), the answer stands.
    expect(reveal.claim('a', 0.5, false)).toBe(true);

    const s = slots(reveal);
    s.wait('g');
    s.wait('tab1', true);
    s.wait('h');
    expect(s.shown).toEqual([]);
    reveal.start();
    expect(s.shown).toEqual(['g', 'h']);
    // The next batch waits until this one is drawn.
    expect(reveal.pending).toBe(1);
    s.drawn(['g']);
    expect(s.shown).toEqual(['g', 'h']);
    s.drawn(['h']);
    expect(s.shown).toEqual(['g', 'h', 'tab1']);
    s.drawn(['tab1']);
    expect(reveal.pending).toBe(0);
  });

  it('after the first commit, a mounting field waits for a batch', () => {
    const reveal = new Reveal(10, 4);
    expect(reveal.claim('a', 1, false)).toBe(true);
    reveal.start();
    expect(reveal.claim('late', 1, false)).toBe(false);
    const s = slots(reveal);
    s.wait('late');
    expect(s.shown).toEqual(['late']);
  });

  it('always draws the first field, however tall', () => {
    const reveal = new Reveal(2, 4);
    expect(reveal.claim('table', rowsOf({ kind: 'table', span: 24 }), false)).toBe(true);
    expect(reveal.claim('next', 1, false)).toBe(false);
  });

  it('weighs a field by its span, a sub-table and multi-line kinds taller', () => {
    expect(rowsOf({ kind: 'comInput', span: 12 })).toBe(0.5);
    expect(rowsOf({ kind: 'comInput', span: 0 })).toBe(1);
    expect(rowsOf({ kind: 'textarea', span: 24 })).toBe(2);
    expect(rowsOf({ kind: 'table', span: 24 })).toBe(4);
  });
});
