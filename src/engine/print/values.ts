/**
 * The text pieces of a filled print template: value texts, 千位分隔符(value,places) and
 * 大写金额(value), code tags (<qrCode width='..' height='..'>value</qrCode>), system tags and leftovers. Pure string
 * functions; fill.ts applies them to the parsed template.
 */
import { amountChinese, formatThousands } from '../form/format';

/** A workflow operation record printed by {systemApprovalContent}. */
export interface OperatorRecord {
  nodeName?: string;
  userName?: string;
  handleTime?: number | string | null;
  handleStatus?: number | string | null;
  handleOpinion?: string | null;
}

/** Text of a print value: '' for empty, arrays joined with ',', a file by its name, other objects left out. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(',');
  if (typeof value === 'object') {
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : '';
  }
  return String(value);
}

const numberOf = (value: unknown): number | null => {
  const text = valueText(value).replace(/,/g, '').trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/** `12345.6` with 2 places → `12,345.60`; without places the value's own decimals; non-numbers unchanged. */
export function thousandsText(value: unknown, places?: string | number | null): string {
  const n = numberOf(value);
  if (n === null) return valueText(value);
  const p = places === undefined || places === null || String(places).trim() === '' ? NaN : Number(places);
  const fixed = Number.isInteger(p) && p >= 0 && p <= 20 ? n.toFixed(p) : String(n);
  return formatThousands(fixed);
}

/** An amount in Chinese capitals; a non-number or an amount too large to write stays as it is. */
export function chineseAmountText(value: unknown): string {
  if (numberOf(value) === null) return valueText(value);
  return amountChinese(numberOf(value)) ?? valueText(value);
}

/** The arguments of `千位分隔符(a,b)` / `大写金额(a)`: what is between the outermost parentheses, split at commas. */
export function wrapperArgs(text: string): string[] {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  const inside = open >= 0 ? text.slice(open + 1, close > open ? close : undefined) : text;
  return inside.split(',').map((s) => s.trim());
}

/** `<qrCode …>value</qrCode>` and `<barCode …>value</barCode>` as they read once the template is parsed. */
export const CODE_PATTERN = /<(qrCode|barCode)\b([^>]*)>([\s\S]*?)<\/\1>/g;

/** A piece of text split into plain runs and code tags. */
export type CodePiece = { text: string } | { code: 'qrCode' | 'barCode'; value: string; width?: number; height?: number };

/** Splits text at its code tags. */
export function splitCodes(text: string): CodePiece[] {
  const out: CodePiece[] = [];
  let at = 0;
  for (const m of text.matchAll(new RegExp(CODE_PATTERN.source, 'g'))) {
    if (m.index > at) out.push({ text: text.slice(at, m.index) });
    const size = (name: string) => {
      const hit = new RegExp(`${name}\\s*=\\s*['"]?(\\d+)`, 'i').exec(m[2]);
      return hit ? Number(hit[1]) : undefined;
    };
    out.push({ code: m[1] as 'qrCode' | 'barCode', value: m[3].trim(), width: size('width'), height: size('height') });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** The system tags a template may carry. */
export const SYSTEM_TAGS = ['systemPrinter', 'systemPrintTime', 'systemApprovalContent'] as const;

/** `{anything}` that is not a system tag: removed from the template's own text (a placeholder nobody filled). */
export const LEFTOVER_PATTERN = new RegExp(`\\{(?!(?:${SYSTEM_TAGS.join('|')})\\})[^{}]*\\}`, 'g');

/** Handle status names 0 退回 … 9 复活. */
export const HANDLE_STATUS = ['退回', '通过', '发起', '撤回', '终止', '指派', '加签', '转审', '变更', '复活'];
