/**
 * Reading imported spreadsheet cells: texts, numbers, dates and times, option labels and cascader paths back to
 * values, multi-value and range cells. A cell that is already a stored value is kept, so converting twice changes
 * nothing. The kinds' `fromCell` are made of these.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldDef } from '../types';
import { optionKeys, toDayjsFormat, type OptionItem } from '../form/format';
import { isBlankCell } from '../import/sheet';
import type { CellResult, ConvertReason } from './types';

dayjs.extend(customParseFormat);

export const fail = (reason: ConvertReason): CellResult => ({ reason });

const SPLIT = /\s*[,，;；、]\s*/;
const RANGE = /\s*(?:至|~|～|to)\s*/i;
const DATE_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'YYYY/MM/DD HH:mm:ss', 'YYYY/MM/DD HH:mm',
  'YYYY/M/D', 'YYYY/MM/DD', 'YYYY-M-D', 'YYYYMMDD', 'YYYY年M月D日', 'YYYY-MM', 'YYYY'];
/** Days between the spreadsheet epoch (1899-12-30) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

/** A cell as text ('' when empty); spreadsheet dates read as their wall-clock date. */
export function cellText(v: unknown): string {
  if (isBlankCell(v)) return '';
  if (v instanceof Date) return wallClock(v).format('YYYY-MM-DD HH:mm:ss').replace(/ 00:00:00$/, '');
  if (Array.isArray(v)) return v.map(cellText).join(',');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v).trim();
}

/** Spreadsheet dates carry the wall-clock time as UTC; read them back as local time. */
function wallClock(d: Date) {
  return dayjs(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(),
    d.getUTCSeconds()));
}

export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const text = cellText(v).replace(/[,，\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

export function toTimestamp(v: unknown, field: FieldDef): number | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : wallClock(v).valueOf();
  if (typeof v === 'number' && Number.isFinite(v)) {
    if (Math.abs(v) >= 1e11) return Math.trunc(v); // already a ms timestamp
    if (v > 0 && v < 1e6) return wallClock(new Date(Math.round((v - EXCEL_EPOCH_DAYS) * 86_400_000))).valueOf();
    return undefined;
  }
  const text = cellText(v);
  if (/^\d{12,}$/.test(text)) return Number(text);
  const own = toDayjsFormat(field.format, '');
  for (const f of own ? [own, ...DATE_FORMATS] : DATE_FORMATS) {
    const d = dayjs(text, f, true);
    if (d.isValid()) return d.valueOf();
  }
  return undefined;
}

export function toTime(v: unknown): string | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : wallClock(v).format('HH:mm:ss');
  if (typeof v === 'number' && v >= 0 && v < 1) return dayjs(0).startOf('day').add(Math.round(v * 86400), 'second').format('HH:mm:ss');
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cellText(v));
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59) return undefined;
  return `${m[1].padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

interface Walked { o: OptionItem; path: unknown[]; labels: string[] }

/** Every option of a tree with its path of values and of labels. */
function walk(options: OptionItem[], field: FieldDef): Walked[] {
  const keys = optionKeys(field);
  const out: Walked[] = [];
  const visit = (items: OptionItem[], path: unknown[], labels: string[]) => {
    for (const o of items) {
      const here = { o, path: [...path, o[keys.value]], labels: [...labels, String(o[keys.label] ?? o[keys.value])] };
      out.push(here);
      const kids = o[keys.children];
      if (Array.isArray(kids)) visit(kids as OptionItem[], here.path, here.labels);
    }
  };
  visit(options, [], []);
  return out;
}

/** The value of one option named by value or label. */
export function optionValue(text: string, options: OptionItem[], field: FieldDef): unknown {
  const keys = optionKeys(field);
  const all = walk(options, field);
  const hit = all.find(({ o }) => String(o[keys.value]) === text) ?? all.find(({ labels }) => labels.at(-1) === text);
  return hit ? hit.o[keys.value] : undefined;
}

/** A cascader path given as values, or as labels joined by the field's separator, or as its last label alone. */
export function cascaderPath(v: unknown, options: OptionItem[], field: FieldDef): unknown[] | undefined {
  const all = walk(options, field);
  const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));
  if (Array.isArray(v)) return all.some(({ path }) => same(path, v)) ? v : undefined;
  const separator = typeof field.separator === 'string' && field.separator ? field.separator : '/';
  const parts = cellText(v).split(separator).map((s) => s.trim());
  const hit = all.find(({ labels }) => same(labels, parts)) ?? all.find(({ path }) => same(path, parts));
  if (hit) return hit.path;
  if (parts.length !== 1) return undefined;
  const leaves = all.filter(({ labels }) => labels.at(-1) === parts[0]);
  return leaves.length === 1 ? leaves[0].path : undefined;
}

/** Splits a multi-value cell (or keeps an array). */
const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : cellText(v).split(SPLIT).filter(Boolean));

/** Every item of a multi-value cell converted by `one`; an item it cannot convert fails the cell. */
export function each(v: unknown, one: (x: unknown) => unknown): CellResult {
  const out: unknown[] = [];
  for (const x of items(v)) {
    const value = one(x);
    if (value === undefined) return fail('option');
    out.push(value);
  }
  return { value: out };
}

/** A two-ended range cell ("a 至 b", "a ~ b" or an array); a blank end is null. */
export function range(v: unknown, one: (x: unknown) => unknown, reason: ConvertReason): CellResult {
  const parts = Array.isArray(v) ? v : cellText(v).split(RANGE);
  if (parts.length !== 2) return fail('range');
  const out = parts.map((p) => (isBlankCell(p) ? null : one(p)));
  return out.includes(undefined) ? fail(reason) : { value: out };
}

/** One value, or (multiple) each item of a multi-value cell, by `one`; a value it cannot find is an option problem. */
export function oneOrMany(v: unknown, multiple: boolean, one: (x: unknown) => unknown): CellResult {
  if (multiple) return each(v, one);
  const value = one(v);
  return value === undefined ? fail('option') : { value };
}

/** A number cell. */
export function numberCell(v: unknown): CellResult {
  const n = toNumber(v);
  return n === undefined ? fail('number') : { value: n };
}

/** Paths split from a multi-path cell (or kept as an array). */
export const pathItems = (v: unknown): unknown[] => (Array.isArray(v) ? v : cellText(v).split(/\s*[,，;；]\s*/));
