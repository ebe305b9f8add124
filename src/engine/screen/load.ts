/**
 * Reading a screen document for drawing: its sections (the screen itself, or each tab with what it leaves out
 * taken from the screen), the defaults the schema leaves implicit, placeholders filled from a row, and messages in
 * a language.
 */
import { childPath } from '../definition/schema';
import type {
  Message, ScreenApi, ScreenButton, ScreenDocument, ScreenLang, ScreenSection, ScreenWhen, Values,
} from './types';

/** A section with where it sits in the document (for problems). */
export interface LocatedSection {
  section: ScreenSection;
  path: string;
  /** Index among the tabs; undefined for the screen itself. */
  tab?: number;
}

/** A tab takes the screen's api entries, actions and forms it does not define itself, and its lists when absent. */
export function mergeTab(doc: ScreenDocument, tab: ScreenSection): ScreenSection {
  const api: ScreenApi = { ...doc.api, ...tab.api, actions: { ...doc.api.actions, ...tab.api?.actions } };
  return {
    api,
    page: tab.page,
    search: tab.search ?? doc.search,
    columns: tab.columns ?? doc.columns,
    toolbar: tab.toolbar ?? doc.toolbar,
    rowButtons: tab.rowButtons ?? doc.rowButtons,
    forms: { ...doc.forms, ...tab.forms },
  };
}

/** The sections drawn: the tabs of a tabs page (merged with the screen), else the screen itself. */
export function sectionsOf(doc: ScreenDocument): LocatedSection[] {
  const tabs = doc.page.template === 'tabs' ? doc.page.tabs ?? [] : [];
  if (!tabs.length) return [{ section: doc, path: '$' }];
  return tabs.map((tab, i) => ({ section: mergeTab(doc, tab), path: childPath(childPath(childPath('$', 'page'), 'tabs'), i), tab: i }));
}

/** The message in a language (zh-CN when the language is missing, then any). */
export function localise(message: Message | undefined, lang: string): string {
  if (!message) return '';
  const m = message as Partial<Record<string, string>>;
  return m[lang] ?? m['zh-CN'] ?? Object.values(m)[0] ?? '';
}

/** The value at a dotted path of an object (organize.fullName). */
export function valueAt(row: unknown, field: string): unknown {
  let node = row;
  for (const key of field.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

const PLACEHOLDER = /\{([A-Za-z_$][\w$.]*)\}/g;
const WHOLE = /^\{([A-Za-z_$][\w$.]*)\}$/;

/** A URL with its {field} placeholders filled from the row, each value URL-encoded (missing → empty). */
export function fillUrl(url: string, row: unknown): string {
  return url.replace(PLACEHOLDER, (_m, f: string) => {
    const v = valueAt(row, f);
    return v === undefined || v === null ? '' : encodeURIComponent(String(v));
  });
}

/**
 * Values with placeholders filled: a value that is exactly '{field}' takes the row's value as it is (number,
 * array...), one with placeholders inside text takes them as text; others stay.
 */
export function fillValues(values: Values | undefined, row: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values ?? {})) {
    if (typeof v !== 'string') out[k] = v;
    else {
      const whole = WHOLE.exec(v);
      if (whole) out[k] = valueAt(row, whole[1]);
      else out[k] = v.replace(PLACEHOLDER, (_m, f: string) => String(valueAt(row, f) ?? ''));
    }
  }
  return out;
}

/** Whether a row button shows on this row (its `when`). */
export function buttonShowsOn(button: ScreenButton, row: unknown): boolean {
  return matchesWhen(button.when, row);
}

function matchesWhen(when: ScreenWhen | undefined, row: unknown): boolean {
  if (!when) return true;
  const v = valueAt(row, when.field);
  if (when.in && !when.in.some((x) => x === v)) return false;
  if (when.notIn && when.notIn.some((x) => x === v)) return false;
  return true;
}

/**
 * The buttons a user may see: those without a code, and those whose code is among the menu's granted button
 * codes. `granted` null means everything is granted (administrators).
 */
export function grantedButtons(buttons: ScreenButton[] | undefined, granted: ReadonlySet<string> | null): ScreenButton[] {
  return (buttons ?? []).filter((b) => !b.permission || granted === null || granted.has(b.permission));
}

/** The rows of a list answer: data.list, the listKey entry, or data itself when it is an array. */
export function rowsOf(data: unknown, listKey?: string): unknown[] {
  if (listKey === '') return Array.isArray(data) ? data : [];
  const d = data as Record<string, unknown> | unknown[] | null;
  if (Array.isArray(d)) return d;
  if (d && typeof d === 'object') {
    const rows = d[listKey ?? 'list'];
    if (Array.isArray(rows)) return rows;
  }
  return [];
}

/** The total of a paged answer (data.pagination.total), or the row count. */
export function totalOf(data: unknown, rows: unknown[]): number {
  const p = (data as { pagination?: { total?: unknown } } | null)?.pagination;
  return typeof p?.total === 'number' ? p.total : rows.length;
}

/** The form named for a button: its own, else its call's, else main for create/update/detail. */
export function formOfButton(button: ScreenButton, api: ScreenApi): string | undefined {
  if (button.form) return button.form;
  if (button.action === 'create' || button.action === 'update') return api[button.action]?.form ?? 'main';
  if (button.action === 'detail') return 'main';
  return api.actions?.[button.action]?.form;
}

/** Screen documents are found by menu address: permission/user → permission/user.screen.json. */
export const SCREEN_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** The language tag of the three that a UI language maps to. */
export function screenLangOf(lang: string): ScreenLang {
  if (lang.startsWith('zh')) return /tw|hk|hant/i.test(lang) ? 'zh-TW' : 'zh-CN';
  return 'en';
}
