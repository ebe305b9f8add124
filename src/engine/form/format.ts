/**
 * Display text of stored values: dates, thousands separators, option labels, switch texts. Pure functions shared by
 * list cells, the detail viewer and print.
 */
import dayjs from 'dayjs';
import type { FieldDef } from '../types';

/** The designer writes element-ui/date-fns formats (yyyy-MM-dd); dayjs wants YYYY-MM-DD. */
export function toDayjsFormat(format: unknown, fallback = 'YYYY-MM-DD'): string {
  if (typeof format !== 'string' || !format) return fallback;
  return format.replace(/y/g, 'Y').replace(/d/g, 'D');
}

/** Display format of a date field (its `format`, else by `type`). */
export function dateFormatOf(field: FieldDef): string {
  const fallback = field.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
  return toDayjsFormat(field.format, fallback);
}

/** A ms timestamp (or anything dayjs reads) as text; '' when empty or invalid. */
export function formatDate(value: unknown, format = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as number));
  return d.isValid() ? d.format(format) : '';
}

/** `1234567.5` → `1,234,567.5`; non-numbers are returned as text unchanged. */
export function formatThousands(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [int, frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** Text of a number field: thousands separators when the field asks for them. */
export function formatNumber(value: unknown, field: FieldDef): string {
  if (value === null || value === undefined || value === '') return '';
  return field.thousands ? formatThousands(value) : String(value);
}

export interface OptionItem {
  [key: string]: unknown;
  children?: OptionItem[];
}

/** Which keys of an option hold its label and value (`props.props`, default fullName / id). */
export function optionKeys(field: FieldDef): { label: string; value: string; children: string } {
  const props = (field.props?.props ?? {}) as Record<string, unknown>;
  return {
    label: typeof props.label === 'string' ? props.label : 'fullName',
    value: typeof props.value === 'string' ? props.value : 'id',
    children: typeof props.children === 'string' ? props.children : 'children',
  };
}

// One index per options list (and label/value keys), not one per value shown: a list column of 1,000 rows, an
// export or a print over the same options reads one map. Option lists are never changed in place (definitions and
// fetched options are replaced as a whole), so the list itself is the key.
const indexes = new WeakMap<OptionItem[], Map<string, Map<string, string>>>();

/** Label by value (as text) of every option of a list or tree, built once per list and keys. */
export function optionIndex(options: OptionItem[], field: FieldDef): Map<string, string> {
  const keys = optionKeys(field);
  const sig = `${keys.label}\u0001${keys.value}\u0001${keys.children}`;
  let byKeys = indexes.get(options);
  if (!byKeys) indexes.set(options, byKeys = new Map());
  let byValue = byKeys.get(sig);
  if (byValue) return byValue;
  const built = new Map<string, string>();
  const visit = (list: OptionItem[]) => {
    for (const o of list) {
      built.set(String(o[keys.value]), String(o[keys.label] ?? o[keys.value]));
      const kids = o[keys.children];
      if (Array.isArray(kids)) visit(kids as OptionItem[]);
    }
  };
  visit(options);
  byKeys.set(sig, byValue = built);
  return byValue;
}

/** Labels of the options whose value is `value` (or in `value` when it is an array); unknown values stay as text. */
export function optionLabels(value: unknown, options: OptionItem[], field: FieldDef): string[] {
  if (value === null || value === undefined || value === '') return [];
  const byValue = optionIndex(options, field);
  const values = Array.isArray(value) ? value : [value];
  return values.map((v) => byValue.get(String(v)) ?? String(v));
}

/** 开/关 (or the field's activeTxt/inactiveTxt) for a stored 1/0. */
export function switchText(value: unknown, field: FieldDef, defaults: { on: string; off: string }): string {
  const on = field['active-value'] ?? 1;
  const isOn = value === on || value === true || (value !== null && value !== undefined && String(value) === String(on));
  const text = isOn ? field.activeTxt : field.inactiveTxt;
  return typeof text === 'string' && text ? text : isOn ? defaults.on : defaults.off;
}

const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const CN_SMALL_UNITS = ['', '拾', '佰', '仟'];
const CN_GROUP_UNITS = ['元', '万', '亿'];
const CN_FRACTION_UNITS = ['角', '分'];

/**
 * An amount in Chinese capitals (`1234.5` → 壹仟贰佰叁拾肆元伍角), '' for an empty or non-numeric value, and null
 * when the integer part has more than 12 digits (the caller shows 金额过大无法计算).
 */
export function amountChinese(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(n)) return '';
  if (Math.abs(n) >= 1e12) return null;
  const [intText, fracText] = Math.abs(n).toFixed(2).split('.');
  if (intText.length > 12) return null;
  let fraction = '';
  CN_FRACTION_UNITS.forEach((unit, i) => {
    const d = Number(fracText[i]);
    if (d) fraction += CN_DIGITS[d] + unit;
  });
  let int = '';
  const digits = intText.replace(/^0+/, '');
  // Groups of four digits from the right: 元, 万, 亿.
  for (let g = 0; g * 4 < digits.length; g++) {
    const group = digits.slice(Math.max(0, digits.length - (g + 1) * 4), digits.length - g * 4);
    let text = '';
    for (let j = 0; j < group.length; j++) {
      const d = Number(group[group.length - 1 - j]);
      text = (d ? CN_DIGITS[d] + CN_SMALL_UNITS[j] : '零') + text;
    }
    text = text.replace(/零+/g, '零').replace(/零$/, '');
    int = (text ? text + CN_GROUP_UNITS[g] : g === 0 ? '元' : '零') + int;
  }
  int = int.replace(/零+/g, '零').replace(/零元/, '元').replace(/^元/, '');
  // 壹元零伍分: a missing 角 between 元 and 分 is read as 零.
  if (int && fracText[0] === '0' && fracText[1] !== '0') fraction = '零' + fraction;
  const sign = n < 0 && (int || fraction) ? '负' : '';
  if (!int && !fraction) return '零元整';
  return sign + int + (fraction || '整');
}
