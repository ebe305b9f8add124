/**
 * Fills a print template (TinyMCE HTML) with printData. The engine has no DOM of its own: the
 * caller hands in `parse`, which turns HTML into a detached container element (DOMParser in the browser, jsdom in
 * tests), and this module works on that element with standard DOM calls only. Order matters: leftover `{…}` are
 * removed from the template's own text first, so values that contain braces survive; then tables repeat their
 * rows, placeholders and 千位分隔符/大写金额 get their values, system tags, QR/bar codes and page breaks follow.
 * The result is serialised HTML; the page must still sanitise it (DOMPurify) before showing it.
 */
import { formatDate } from '../form/format';
import {
  chineseAmountText, HANDLE_STATUS, LEFTOVER_PATTERN, splitCodes, thousandsText, valueText, wrapperArgs,
  type OperatorRecord,
} from './values';

export type PrintData = Record<string, unknown>;

/** Draws a code as HTML (an <svg> or <img>); '' draws nothing. */
export type CodeRenderer = (value: string, size: { width?: number; height?: number }) => string;

export interface FillOptions {
  /** {systemPrinter}: "userName/account". */
  printer: string;
  /** {systemPrintTime}: 'YYYY-MM-DD HH:mm:ss'. */
  printTime: string;
  /** Workflow records for {systemApprovalContent}; none for Loom's forms. */
  records?: OperatorRecord[];
  codes?: { qrCode?: CodeRenderer; barCode?: CodeRenderer };
  /** Parses HTML into a detached container element whose children are the template. */
  parse(html: string): Element;
  /** The address an <img> loads a stored file from (the page adds what it needs, e.g. its token); default as stored. */
  imageUrl?: (url: string) => string;
}

const WRAPPERS = ['thousands', 'isAmountChinese'];
const UNSAFE_ELEMENTS = 'script, iframe, frame, object, embed, applet, base, meta, link, form';
const RAW_TEXT = new Set(['STYLE', 'SCRIPT', 'TEXTAREA']);
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** Row scope inside a repeated table row: the sub-table key and one of its rows. */
interface RowScope { key: string; item: Record<string, unknown> }

const tagOf = (el: Element): { scope: string; field: string } | null => {
  const tag = el.getAttribute('data-tag') ?? '';
  const dot = tag.indexOf('.');
  return dot > 0 ? { scope: tag.slice(0, dot), field: tag.slice(dot + 1) } : null;
};

function resolve(el: Element, data: PrintData, row: RowScope | null): unknown {
  const tag = tagOf(el);
  if (!tag) return '';
  if (tag.scope === 'headTable') return data[tag.field];
  if (row && tag.scope === row.key) return row.item?.[tag.field];
  const rows = data[tag.scope];
  // A sub-table field placed outside its table: every row's value, joined.
  if (Array.isArray(rows)) return rows.map((r) => valueText((r as Record<string, unknown>)?.[tag.field])).filter(Boolean).join(',');
  return '';
}

/** An image placeholder's value: as `resolve`, but a sub-table's images placed outside its table are every row's. */
function resolveFiles(el: Element, data: PrintData, row: RowScope | null): unknown {
  const tag = tagOf(el);
  const rows = tag && tag.scope !== 'headTable' && !(row && tag.scope === row.key) ? data[tag.scope] : null;
  if (!tag || !Array.isArray(rows)) return resolve(el, data, row);
  return rows.flatMap((r) => {
    const files = (r as Record<string, unknown> | null)?.[tag.field];
    return Array.isArray(files) ? files : [];
  });
}

/** Every text node under `root`, except the content of style/script/textarea. */
function textNodes(root: Node): Text[] {
  const out: Text[] = [];
  const walk = (n: Node) => {
    for (const c of [...n.childNodes]) {
      if (c.nodeType === TEXT_NODE) out.push(c as Text);
      else if (c.nodeType === 1 && !RAW_TEXT.has((c as Element).tagName)) walk(c);
    }
  };
  walk(root);
  return out;
}

/** Script and active content never reach the output, and no attribute may run code. */
function stripUnsafe(root: Element) {
  for (const el of [...root.querySelectorAll(UNSAFE_ELEMENTS)]) el.remove();
  for (const el of [...root.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
      const url = [...attr.value].filter((ch) => ch.charCodeAt(0) > 32).join('').toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src' || name.endsWith(':href') || name.endsWith('action'))
        && (url.startsWith('javascript:') || url.startsWith('vbscript:')))) el.removeAttribute(attr.name);
    }
  }
}

/** Files of an image value: entries with a `url`, from the list itself or its JSON text. */
function imageUrls(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((f) => (f && typeof f === 'object' ? (f as { url?: unknown }).url : null))
    .filter((u): u is string => typeof u === 'string' && /^(\/|https?:)/i.test(u.trim()));
}

/**
 * An `<img>` placeholder (`<img data-tag="headTable.photo" width='100' height='100'>`) becomes one picture per file of
 * the image field, each with the template's size; with no file it is dropped.
 */
function fillImage(img: Element, value: unknown, opts: Pick<FillOptions, 'imageUrl'>) {
  img.removeAttribute('data-tag');
  const pictures = imageUrls(value).map((url) => {
    const copy = img.cloneNode(false) as Element;
    copy.setAttribute('src', opts.imageUrl ? opts.imageUrl(url) : url);
    return copy;
  });
  img.replaceWith(...pictures);
}

/** Fills placeholders and 千位分隔符/大写金额 wrappers under `el` (values of `row` first, then of the record). */
function fillScope(el: Element, data: PrintData, row: RowScope | null, opts: Pick<FillOptions, 'imageUrl'>) {
  const doc = el.ownerDocument;
  for (const w of [...el.querySelectorAll(WRAPPERS.map((k) => `[data-tag="${k}"]`).join(','))]) {
    if (!el.contains(w)) continue; // inside a wrapper replaced already
    // The value is the placeholder inside the wrapper (or the literal number written there); places follow it.
    let raw: unknown;
    const collect = (n: Node): string => [...n.childNodes].map((c) => {
      if (c.nodeType !== 1) return c.textContent ?? '';
      if (!tagOf(c as Element)) return collect(c);
      raw = resolve(c as Element, data, row);
      return '\u0001';
    }).join('');
    const args = wrapperArgs(collect(w));
    const value = args[0]?.includes('\u0001') ? raw : args[0];
    const out = w.getAttribute('data-tag') === 'thousands' ? thousandsText(value, args[1]) : chineseAmountText(value);
    w.replaceWith(doc.createTextNode(out));
  }
  for (const p of [...el.querySelectorAll('[data-tag]')]) {
    if (!tagOf(p)) continue;
    if (p.tagName === 'IMG') {
      fillImage(p, resolveFiles(p, data, row), opts);
      continue;
    }
    p.textContent = valueText(resolve(p, data, row));
    p.removeAttribute('data-tag'); // filled: a later pass over the whole page must not fill it again
  }
}

/** A table holding placeholders of a sub-table repeats each such row once per sub-table row. */
function expandTables(root: Element, data: PrintData, opts: Pick<FillOptions, 'imageUrl'>) {
  for (const table of [...root.querySelectorAll('table')]) {
    const own = (el: Element) => el.closest('table') === table;
    const key = [...table.querySelectorAll('[data-tag]')].filter(own).map(tagOf)
      .find((t) => t && t.scope !== 'headTable' && Array.isArray(data[t.scope]))?.scope;
    if (!key) continue;
    const items = data[key] as Record<string, unknown>[];
    const templates = [...table.querySelectorAll('tr')].filter((tr) => own(tr) &&
      [...tr.querySelectorAll('[data-tag]')].some((el) => tagOf(el)?.scope === key));
    for (const tr of templates) {
      for (const item of items) {
        const copy = tr.cloneNode(true) as Element;
        fillScope(copy, data, { key, item: item ?? {} }, opts);
        tr.parentNode!.insertBefore(copy, tr);
      }
      tr.remove();
    }
  }
}

/** Replaces `token` in the text nodes under `root` by text or, with `html`, by parsed elements. */
function replaceToken(root: Element, token: string, value: string, html: (() => Element) | null) {
  for (const node of textNodes(root)) {
    if (!node.data.includes(token)) continue;
    if (!html) {
      node.data = node.data.split(token).join(value);
      continue;
    }
    const parts = node.data.split(token);
    const frag: Node[] = [];
    parts.forEach((part, i) => {
      if (part) frag.push(node.ownerDocument.createTextNode(part));
      if (i < parts.length - 1) frag.push(...[...html().childNodes].map((c) => node.ownerDocument.importNode(c, true)));
    });
    node.replaceWith(...frag);
  }
}

function approvalTable(records: OperatorRecord[]): string {
  if (!records.length) return '';
  const esc = (s: unknown) => valueText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cell = (s: unknown) => `<td style="width: 20%;">${esc(s)}</td>`;
  const head = ['节点名称', '操作人员', '操作时间', '执行动作', '备注'].map(cell).join('');
  const rows = records.map((r) => `<tr>${cell(r.nodeName)}${cell(r.userName)}${cell(formatDate(r.handleTime,
    'YYYY-MM-DD HH:mm:ss'))}${cell(HANDLE_STATUS[Number(r.handleStatus)] ?? '')}${cell(r.handleOpinion)}</tr>`).join('');
  return `<table style="border-collapse: collapse; width: 100%;" border="1"><tbody><tr>${head}</tr>${rows}</tbody></table>`;
}

/** Turns <qrCode …>value</qrCode> / <barCode …> text into the renderer's markup, in the innermost element holding it. */
function renderCodes(root: Element, opts: FillOptions) {
  const has = (el: Element) => splitCodes(el.textContent ?? '').some((p) => 'code' in p);
  const holders = [...root.querySelectorAll('*')].filter((el) => !RAW_TEXT.has(el.tagName) && has(el) &&
    ![...el.children].some(has));
  for (const el of holders) {
    const pieces = splitCodes(el.textContent ?? '');
    el.textContent = '';
    for (const p of pieces) {
      if (!('code' in p)) {
        el.appendChild(el.ownerDocument.createTextNode(p.text));
        continue;
      }
      const draw = opts.codes?.[p.code];
      const markup = p.value && draw ? draw(p.value, { width: p.width, height: p.height }) : '';
      if (!markup) continue;
      for (const c of [...opts.parse(markup).childNodes]) el.appendChild(el.ownerDocument.importNode(c, true));
    }
  }
}

/** `<p><!-- pagebreak --></p>` → an element that starts a new page when printed. */
function pageBreaks(root: Element) {
  const comments: Comment[] = [];
  const walk = (n: Node) => n.childNodes.forEach((c) => (c.nodeType === COMMENT_NODE ? comments.push(c as Comment) : walk(c)));
  walk(root);
  for (const c of comments) {
    if (c.data.trim().toLowerCase() !== 'pagebreak') continue;
    const br = root.ownerDocument.createElement('div');
    br.setAttribute('class', 'print-page-break');
    br.setAttribute('style', 'page-break-after: always; break-after: page;');
    const parent = c.parentElement;
    const alone = parent && parent !== root && parent.tagName === 'P' && !(parent.textContent ?? '').trim();
    (alone ? parent : c).replaceWith(br);
  }
}

/** The template filled with `data`, as HTML (still to be sanitised by the page). */
export function fillTemplate(template: string, data: PrintData, opts: FillOptions): string {
  const root = opts.parse(template ?? '');
  stripUnsafe(root);
  for (const node of textNodes(root)) {
    if (node.data.includes('{')) node.data = node.data.replace(LEFTOVER_PATTERN, '');
  }
  expandTables(root, data ?? {}, opts);
  fillScope(root, data ?? {}, null, opts);
  replaceToken(root, '{systemPrinter}', opts.printer, null);
  replaceToken(root, '{systemPrintTime}', opts.printTime, null);
  const approval = approvalTable(opts.records ?? []);
  replaceToken(root, '{systemApprovalContent}', '', approval ? () => opts.parse(approval) : null);
  renderCodes(root, opts);
  pageBreaks(root);
  return root.innerHTML;
}
