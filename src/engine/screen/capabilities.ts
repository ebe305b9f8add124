/**
 * Screen capabilities declared in screen.schema.json beyond the base shapes of types.ts: calls that download their
 * answer, upload a file or clear client caches; a tree with a menu, a first node chosen on load and actions opening
 * other screens in a drawer; table tools; a confirmed status toggle; and the computed form values a `computed`
 * widget shows (named here, pure, so web and tests share them).
 */
import { ruleExample } from '../billRule/example';
import type { Message, ScreenCall, ScreenColumn, ScreenPageDef, ScreenTree } from './types';

export interface CallCapabilities {
  /** The answer's data {name?, url} is downloaded. */
  download?: boolean;
  /** The button is an upload button: a file is picked, checked, and sent as multipart `file`. */
  upload?: boolean;
  /** upload: the accepted types (the picker's accept; another file is refused). */
  accept?: string;
  /** upload: the size bound in sizeUnit (default: the button's 5). */
  fileSize?: number;
  /** upload: KB, MB or GB (default MB). */
  sizeUnit?: 'KB' | 'MB' | 'GB';
  /** upload: a named pre-upload check (src/engine/upload/checks.ts). */
  uploadCheck?: string;
  /** react-query key prefixes cleared after success. */
  clears?: string[];
}

export interface ScreenLink {
  label: Message;
  /** The other screen's menu address (schemas/screens/<screen>.screen.json). */
  screen: string;
  width?: number;
  permission?: string;
}

export interface TreeCapabilities {
  selectFirst?: boolean;
  menu?: boolean;
  resetSearch?: boolean;
  actions?: ScreenLink[];
}

/** A call with its capabilities. */
export const callCapabilities = (call: ScreenCall | undefined): CallCapabilities => (call ?? {}) as CallCapabilities;
/** A tree with its capabilities. */
export const treeCapabilities = (tree: ScreenTree | undefined): TreeCapabilities => (tree ?? {}) as TreeCapabilities;
/** treeTable whose children load when a row opens: the list call's `param` is the row's key (`root` at first). */
export interface LazyTree { param: string; root: string }
/** The page's lazy tree, if it has one. */
export const pageLazy = (page: ScreenPageDef): LazyTree | undefined => (page as { lazy?: LazyTree }).lazy;

/** Whether the page shows the table tools. */
export const pageTools = (page: ScreenPageDef): boolean => (page as { tools?: boolean }).tools === true;

/** The confirmation a status toggle asks before turning the row's value on (or off), if the column gives one. */
export function toggleConfirm(column: ScreenColumn, turningOn: boolean): Message | undefined {
  const pair = (column as { toggleConfirm?: [Message, Message] }).toggleConfirm;
  return pair ? pair[turningOn ? 0 : 1] : undefined;
}

/** Values a `computed` widget (ui:options.compute) shows from the form's other values. */
export const SCREEN_COMPUTATIONS: Readonly<Record<string, (values: Record<string, unknown>) => string>> = {
  /** The serial-number rule dialog's example: prefix + today in the date format + start number padded to digit. */
  billRuleExample: (values) => ruleExample(values),
};

/**
 * What a `zeroPadded` widget keeps while digits are typed: the text left-padded with zeros to `width`, and leading
 * zeros beyond it dropped (typing 2 after 0001 gives 0012). Text that is not all digits, and a width that is not a
 * positive whole number, are left alone, so the form's own check names the problem.
 */
export function zeroPad(text: string, width: unknown): string {
  const w = Number(width);
  if (!/^\d+$/.test(text) || !Number.isInteger(w) || w < 1) return text;
  if (text.length < w) return text.padStart(w, '0');
  let out = text;
  while (out.length > w && out.startsWith('0')) out = out.slice(1);
  return out;
}

/** Whether every row (at any depth) has children: only then may a tree table offer expand/collapse all. */
export function everyRowHasChildren(rows: unknown[], childrenKey = 'children'): boolean {
  return rows.length > 0 && rows.every((r) => {
    const kids = (r as Record<string, unknown>)?.[childrenKey];
    return Array.isArray(kids) && kids.length > 0;
  });
}
