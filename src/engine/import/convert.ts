/**
 * Cell values of an import turned into the values the form stores (wire-formats §2.3): option labels back to
 * their values, names of people and organisations back to ids, dates to ms timestamps, numbers to numbers. A value
 * that is already a stored value stays as it is, so converting twice (preview, then import) changes nothing. What
 * cannot be converted is kept as text and reported; the lookups (options, names, areas, records) are injected.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldDef } from '../types';
import { optionKeys, toDayjsFormat, type OptionItem } from '../form/format';
import type { ImportColumn } from './columns';
import { isBlankCell, type RawRecord } from './sheet';

dayjs.extend(customParseFormat);

/** What the converter needs to know about the world. */
export interface ImportLookups {
  /** Options of an options-bearing field (static, dictionary or data interface), as a tree. */
  options(field: FieldDef): OptionItem[];
  /** The stored value of a person, department, position, role or group picker for a name or an id. */
  entity(kind: string, text: string): string | undefined;
  /** The id path of an organisation (comSelect) or area (address) path of names or ids. */
  path(kind: string, names: string[]): string[] | undefined;
  /** The stored value of a popupSelect / popupTableSelect / relationForm for its display text or value. */
  reference(field: FieldDef, text: string): string | number | undefined;
}

export type ConvertReason = 'number' | 'date' | 'time' | 'option' | 'range';

export interface ImportProblem {
  column: ImportColumn;
  /** The cell as text. */
  text: string;
  reason: ConvertReason;
  /** 0-based sub-table row. */
  row?: number;
}

type Result = { value: unknown } | { reason: ConvertReason };
const fail = (reason: ConvertReason): Result => ({ reason });

const SPLIT = /\s*[,，;；、]\s*/;
const RANGE = /\s*(?:至|~|～|to)\s*/i;
const ON = new Set(['开', '開', '是', 'on', 'true', 'yes', 'y', '1']);
const OFF = new Set(['关', '關', '否', 'off', 'false', 'no', 'n', '0']);
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

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const text = cellText(v).replace(/[,，\s]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

function toTimestamp(v: unknown, field: FieldDef): number | undefined {
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

function toTime(v: unknown): string | undefined {
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
  const visit = (list: OptionItem[], path: unknown[], labels: string[]) => {
    for (const o of list) {
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
function optionValue(text: string, options: OptionItem[], field: FieldDef): unknown {
  const keys = optionKeys(field);
  const all = walk(options, field);
  const hit = all.find(({ o }) => String(o[keys.value]) === text) ?? all.find(({ labels }) => labels.at(-1) === text);
  return hit ? hit.o[keys.value] : undefined;
}

/** A cascader path given as values, or as labels joined by the field's separator, or as its last label alone. */
function cascaderPath(v: unknown, options: OptionItem[], field: FieldDef): unknown[] | undefined {
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

function each(v: unknown, one: (x: unknown) => unknown): Result {
  const out: unknown[] = [];
  for (const x of items(v)) {
    const value = one(x);
    if (value === undefined) return fail('option');
    out.push(value);
  }
  return { value: out };
}

function range(v: unknown, one: (x: unknown) => unknown, reason: ConvertReason): Result {
  const parts = Array.isArray(v) ? v : cellText(v).split(RANGE);
  if (parts.length !== 2) return fail('range');
  const out = parts.map((p) => (isBlankCell(p) ? null : one(p)));
  return out.includes(undefined) ? fail(reason) : { value: out };
}

const PEOPLE = new Set(['depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect']);

/** Converts one non-empty cell of `column`. */
export function convertCell(column: ImportColumn, v: unknown, lookups: ImportLookups): Result {
  const { field, kind } = column;
  const multiple = field.multiple === true;
  switch (kind) {
    case 'numInput': case 'rate': case 'JNPFAmount': {
      const n = toNumber(v);
      return n === undefined ? fail('number') : { value: n };
    }
    case 'slider': {
      if (field.range) return range(v, toNumber, 'number');
      const n = toNumber(v);
      return n === undefined ? fail('number') : { value: n };
    }
    case 'numRange': return range(v, toNumber, 'number');
    case 'switch': {
      const on = field['active-value'] ?? 1;
      const off = field['inactive-value'] ?? 0;
      if (v === on || v === off) return { value: v };
      const text = cellText(v).toLowerCase();
      if (text === String(field.activeTxt ?? '').toLowerCase() || ON.has(text)) return { value: on };
      if (text === String(field.inactiveTxt ?? '').toLowerCase() || OFF.has(text)) return { value: off };
      return fail('option');
    }
    case 'date': {
      const t = toTimestamp(v, field);
      return t === undefined ? fail('date') : { value: t };
    }
    case 'dateRange': return range(v, (x) => toTimestamp(x, field), 'date');
    case 'time': {
      const t = toTime(v);
      return t === undefined ? fail('time') : { value: t };
    }
    case 'timeRange': return range(v, toTime, 'time');
    case 'select': case 'radio': case 'checkbox': case 'treeSelect': {
      const options = lookups.options(field);
      const one = (x: unknown) => optionValue(cellText(x), options, field);
      if (kind === 'checkbox' || multiple) return each(v, one);
      const value = one(v);
      return value === undefined ? fail('option') : { value };
    }
    case 'cascader': {
      const options = lookups.options(field);
      const many = multiple || field.props?.props?.multiple === true;
      if (!many) {
        const p = cascaderPath(v, options, field);
        return p ? { value: p } : fail('option');
      }
      const list = Array.isArray(v) ? v : cellText(v).split(/\s*[,，;；]\s*/);
      return each(list, (x) => cascaderPath(x, options, field));
    }
    case 'comSelect': case 'address': {
      const one = (x: unknown) => (Array.isArray(x) ? lookups.path(kind, x.map(String))
        : lookups.path(kind, cellText(x).split('/').map((s) => s.trim())));
      if (!multiple) {
        const p = one(v);
        return p ? { value: p } : fail('option');
      }
      const list = Array.isArray(v) ? v : cellText(v).split(/\s*[,，;；]\s*/);
      return each(list, one);
    }
    case 'popupSelect': case 'popupTableSelect': case 'relationForm': {
      const one = (x: unknown) => lookups.reference(field, cellText(x));
      if (multiple) return each(v, one);
      const value = one(v);
      return value === undefined ? fail('option') : { value };
    }
    default:
  }
  if (PEOPLE.has(kind)) {
    const one = (x: unknown) => lookups.entity(kind, cellText(x));
    if (multiple) return each(v, one);
    const value = one(v);
    return value === undefined ? fail('option') : { value };
  }
  // Texts (comInput, textarea, editor, colorPicker, autoComplete …) and kinds the converter does not know.
  return { value: typeof v === 'string' ? v : cellText(v) };
}

/**
 * The record with every cell of `columns` converted; cells that cannot be converted keep their text and are
 * reported. Keys other than the columns' are dropped, and so are empty cells.
 */
export function convertRecord(columns: ImportColumn[], raw: RawRecord, lookups: ImportLookups):
  { record: RawRecord; problems: ImportProblem[] } {
  const record: RawRecord = {};
  const problems: ImportProblem[] = [];
  const put = (target: RawRecord, key: string, column: ImportColumn, v: unknown, row?: number) => {
    if (isBlankCell(v) || (Array.isArray(v) && !v.length)) return;
    const r = convertCell(column, v, lookups);
    if ('value' in r) {
      target[key] = r.value;
      return;
    }
    target[key] = cellText(v);
    problems.push({ column, text: cellText(v), reason: r.reason, ...(row === undefined ? {} : { row }) });
  };
  const byTable = new Map<string, ImportColumn[]>();
  for (const c of columns) {
    if (c.table) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
    else put(record, c.id, c, raw[c.id]);
  }
  for (const [table, cols] of byTable) {
    const rows = raw[table];
    if (!Array.isArray(rows)) continue;
    record[table] = rows.map((source, i) => {
      const out: RawRecord = {};
      for (const c of cols) put(out, c.child!, c, (source as RawRecord | null)?.[c.child!], i);
      return out;
    });
  }
  return { record, problems };
}
