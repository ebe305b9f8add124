/**
 * Print templates read into the editor and written back keep their meaning: the seeded templates, filled by the
 * print engine with the same record before and after, print the same text, the same tables and rows and the same
 * page breaks. And what the toolbar and the placeholder commands add is markup the print engine fills.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { fillTemplate, type PrintData } from '../../src/engine/print';
import { richTextExtensions, NEW_TABLE_ATTRS, TAG_CLASS } from '.';

interface Seeded { id: string; printTemplate: string | string[] }
const seeded = (JSON.parse(readFileSync('fixtures/print-templates.json', 'utf8')) as Seeded[])
  .map((t) => ({ id: t.id, html: Array.isArray(t.printTemplate) ? t.printTemplate.join('') : t.printTemplate }));

const data: PrintData = {
  billRuleField101: 'CG2025010001', comInputField102: '亳州康源药材有限公司', dateField103: '2025-01-01', selectField104: '转账',
  textareaField110: '春季备货',
  tableField105: [
    { comInputField106: '白芍', numInputField107: '2000', numInputField108: '38.5', selectField109: '千克' },
    { comInputField106: '牡丹皮', numInputField107: '120', numInputField108: '52', selectField109: '千克' },
  ],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
const fill = (html: string) => parse(fillTemplate(html, data, { printer: '管理员/admin', printTime: '2025-01-02 03:04:05',
  parse, codes: { qrCode: (v) => `<svg data-qr="${v}"></svg>`, barCode: (v) => `<svg data-bar="${v}"></svg>` } }));

/** What a printed page shows: its text, its tables' row counts, its codes and page breaks. */
function printed(html: string) {
  const page = fill(html);
  return {
    text: (page.textContent ?? '').replace(/\s+/g, ''),
    rows: [...page.querySelectorAll('table')].map((t) => t.querySelectorAll('tr').length),
    codes: [...page.querySelectorAll('svg')].map((s) => s.outerHTML),
    breaks: page.querySelectorAll('.print-page-break').length,
    aligned: [...page.querySelectorAll('[style*="text-align"]')].map((e) => e.textContent),
    bordered: [...page.querySelectorAll('table')].map((t) => t.getAttribute('border')),
  };
}

let editor: Editor | null = null;
afterEach(() => { editor?.destroy(); editor = null; });
const load = (html: string) => {
  editor = new Editor({ extensions: richTextExtensions('print'), content: html });
  return editor;
};

describe('print templates through the editor', () => {
  it.each(seeded)('$id reads back and prints the same', ({ html }) => {
    const saved = load(html).getHTML();
    expect(printed(saved)).toEqual(printed(html));
    expect(printed(html).text).toContain('亳州康源药材有限公司');
    // Saving again changes nothing more: the editor's own HTML is stable.
    expect(load(saved).getHTML()).toBe(saved);
  });

  it('keeps the page break marker, placeholders and wrappers in the markup the print engine reads', () => {
    const saved = load(seeded.find((t) => t.id === 'pt-purchase-receipt')!.html).getHTML();
    expect(saved).toContain('<p><!-- pagebreak --></p>');
    const order = load(seeded.find((t) => t.id === 'pt-purchase-order')!.html).getHTML();
    expect(order).toMatch(/<span[^>]*data-tag="thousands"[^>]*>千位分隔符\(<span[^>]*data-tag="tableField105.numInputField107"[^>]*>\{numInputField107\}<\/span>,0\)<\/span>/);
    expect(printed(order).text).toContain('2,000');
  });

  it('inserts a placeholder, a sub-table row table, a page break and an image the print engine fills', () => {
    const e = load('<p>供应商：</p>');
    e.chain().focus('end').insertPrintTag({ tag: 'headTable.comInputField102', label: '{comInputField102}' }).run();
    e.chain().focus('end').insertContent({ type: 'paragraph' }).insertPageBreak().run();
    e.chain().focus('end').insertTable({ rows: 1, cols: 2, withHeaderRow: false }).updateAttributes('table', NEW_TABLE_ATTRS).run();
    e.chain().insertPrintTag({ tag: 'tableField105.comInputField106', label: '{comInputField106}' }).run();
    e.chain().goToNextCell().insertPrintTag({ tag: 'tableField105.selectField109', label: '{selectField109}' }).run();
    e.chain().focus('end').insertImage({ src: null, width: '80', height: '80', dataTag: 'headTable.uploadImgField1' }).run();
    const html = e.getHTML();
    expect(html).toContain(`<span class="${TAG_CLASS}" contenteditable="false" data-tag="headTable.comInputField102">{comInputField102}</span>`);
    expect(html).toContain('<p><!-- pagebreak --></p>');
    expect(html).toContain('border="1"');
    expect(html).toMatch(/<img[^>]*width="80"[^>]*data-tag="headTable.uploadImgField1"/);
    const page = printed(html);
    expect(page.text).toContain('供应商：亳州康源药材有限公司');
    expect(page.text).toContain('白芍千克牡丹皮千克');
    expect(page.rows).toEqual([2]);
    expect(page.breaks).toBe(1);
  });

  it('keeps alignment, merged cells and headings', () => {
    const e = load('<h2 style="text-align: center;">标题</h2><table border="1"><tbody><tr><td colspan="2">甲</td></tr>'
      + '<tr><td>乙</td><td>丙</td></tr></tbody></table>');
    const html = e.getHTML();
    expect(html).toContain('<h2 style="text-align: center;">标题</h2>');
    expect(html).toContain('colspan="2"');
    e.chain().focus('start').setTextAlign('right').run();
    expect(e.getHTML()).toContain('<h2 style="text-align: right;">标题</h2>');
  });
});
