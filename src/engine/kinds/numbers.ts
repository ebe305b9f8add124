/** Kinds that store a number or a range of numbers. */
import { formatNumber, formatThousands } from '../form/format';
import { numberCell, range, toNumber } from './cells';
import { defineKind } from './catalogue';
import { asText, list } from './show';
import { storedCopy } from './storage';

const number = {
  value: () => ({ type: 'number' }),
  shape: () => 'number' as const,
  compare: 'number' as const,
  numeric: () => true,
  searchRange: 'numberRange' as const,
  text: (v: unknown, field: Parameters<typeof formatNumber>[1]) => formatNumber(v, field),
  fromCell: numberCell,
};

export const numInput = defineKind({ kind: 'numInput', ...number, searchType: 3 });
export const rate = defineKind({ kind: 'rate', ...number });
/**
 * Money (a legacy 3.x kind): always shown with thousands separators; the views add the amount in Chinese capitals
 * unless `showChinese` is false.
 */
export const JNPFAmount = defineKind({ kind: 'JNPFAmount', ...number, text: (v) => formatThousands(v) });

/** A computed number: stored only with isStorage 2, shown with its precision, never imported. */
export const calculate = defineKind({
  kind: 'calculate', ...number,
  searchInput: 'numInput',
  searchType: 3,
  stored: storedCopy,
  entered: false,
  importable: false,
  text: (v, field) => {
    const n = Number(v);
    const precision = typeof field.precision === 'number' ? field.precision : 2;
    return Number.isFinite(n) ? formatNumber(n.toFixed(precision), field) : '';
  },
});

/** One number, or (range) two ends. */
export const slider = defineKind({
  kind: 'slider', ...number,
  value: (field) => (field.range ? { type: 'array', items: { type: 'number' } } : { type: 'number' }),
  shape: (field) => (field.range ? 'numberRange' : 'number'),
  numeric: (field) => field.range !== true,
  needs: () => ({ words: true }),
  text: (v, _field, lookups) => list(v).map(asText).join(Array.isArray(v) ? lookups.words.rangeSeparator : ''),
  fromCell: (v, field) => (field.range ? range(v, toNumber, 'number') : numberCell(v)),
});

/** [min, max], null for an open end. */
export const numRange = defineKind({
  kind: 'numRange',
  value: () => ({ type: 'array' }),
  shape: () => 'numberRange',
  compare: 'set',
  valueComparable: false,
  needs: () => ({ words: true }),
  text: (v, _field, lookups) => list(v).map(asText).join(Array.isArray(v) ? lookups.words.rangeSeparator : ''),
  fromCell: (v) => range(v, toNumber, 'number'),
});
