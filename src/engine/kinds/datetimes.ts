/** Kinds that store a date (ms timestamp), a time of day ("HH:mm:ss") or a range of either. */
import type { FieldDef } from '../types';
import { dateFormatOf, formatDate, toDayjsFormat } from '../form/format';
import { fail, range, toTime, toTimestamp } from './cells';
import { defineKind } from './catalogue';
import { asText, list } from './show';

export const date = defineKind({
  kind: 'date',
  value: () => ({ type: 'number' }),
  shape: () => 'timestamp',
  compare: 'date',
  searchRange: 'dateRange',
  searchType: 3,
  current: (now) => now,
  text: (v, field) => formatDate(v, dateFormatOf(field)),
  fromCell: (v, field) => {
    const t = toTimestamp(v, field);
    return t === undefined ? fail('date') : { value: t };
  },
});

/** Display format of a date range: its `format`, else with the time for a datetimerange, else the date's. */
export function dateRangeFormat(field: FieldDef): string {
  if (typeof field.format === 'string' && field.format) return toDayjsFormat(field.format);
  if (String(field.type) === 'datetimerange') return 'YYYY-MM-DD HH:mm:ss';
  return dateFormatOf(field);
}

export const dateRange = defineKind({
  kind: 'dateRange',
  value: () => ({ type: 'array' }),
  shape: () => 'dateRange',
  compare: 'set',
  valueComparable: false,
  needs: () => ({ words: true }),
  text: (v, field, lookups) => list(v).map((x) => formatDate(x, dateRangeFormat(field))).join(lookups.words.rangeSeparator),
  fromCell: (v, field) => range(v, (x) => toTimestamp(x, field), 'date'),
});

/** A time of day: "HH:mm:ss" texts sort as they read. */
export const time = defineKind({
  kind: 'time',
  value: () => ({ type: 'string' }),
  shape: () => 'string',
  compare: 'text',
  searchRange: 'timeRange',
  searchType: 3,
  // Kept as the input writes it: the field's value-format, else "HH:mm:ss".
  current: (now, field) => formatDate(now, toDayjsFormat(field['value-format'] ?? field.format, 'HH:mm:ss')),
  fromCell: (v) => {
    const t = toTime(v);
    return t === undefined ? fail('time') : { value: t };
  },
});

export const timeRange = defineKind({
  kind: 'timeRange',
  value: () => ({ type: 'array' }),
  shape: () => 'timeRange',
  compare: 'set',
  valueComparable: false,
  needs: () => ({ words: true }),
  text: (v, _field, lookups) => list(v).map(asText).join(lookups.words.rangeSeparator),
  fromCell: (v) => range(v, toTime, 'time'),
});
