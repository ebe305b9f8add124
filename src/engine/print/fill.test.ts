/**
 * @vitest-environment jsdom
 * The engine has no DOM of its own: the test hands it jsdom's parser, as the page hands it the browser's.
 */
import { describe, expect, it } from 'vitest';
import seeded from '../../../fixtures/print-templates.json';
import { fillTemplate, type FillOptions } from './fill';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;
const opts = (over: Partial<FillOptions> = {}): FillOptions => ({ printer: '王芳/wangfang', printTime: '2025-03-01 09:30:00',
  parse, ...over });
const tag = (scope: string, field: string) => `<span class="wk-print-tag-wukong" data-tag="${scope}.${field}">{${field}}</span>`;
const dom = (html: string) => parse(html);

const data = {
  supplier: '亳州康源药材有限公司',
  billNo: 'CG2025-0001',
  note: '急用 {保留}',
  lines: [
    { herb: '白芍', qty: '1200', price: '38.5' },
    { herb: '牡丹皮', qty: '120', price: '52' },
  ],
};

describe('fillTemplate', () => {
  it('draws an <img> placeholder as one picture per stored image, at the template size; a text one names the files', () => {
    const photos = [{ name: '当归.png', url: '/api/file/Image/annex/a.png' }, { name: '黄芪.png', url: '/api/file/Image/annex/b.png' },
      { name: '坏.png', url: 'javascript:alert(1)' }];
    const html = `<p><img data-tag="headTable.photos" width='100' height='100'></p><p>${tag('headTable', 'photos')}</p><p><img data-tag="headTable.none" width='80'></p>`;
    const out = dom(fillTemplate(html, { photos, none: [] }, opts({ imageUrl: (u) => `${u}?token=t` })));
    const imgs = [...out.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/api/file/Image/annex/a.png?token=t', '/api/file/Image/annex/b.png?token=t']);
    expect(imgs.every((i) => i.getAttribute('width') === '100' && i.getAttribute('height') === '100' && !i.hasAttribute('data-tag'))).toBe(true);
    expect(out.querySelectorAll('p')[1].textContent).toBe('当归.png,黄芪.png,坏.png');
  });

  it('draws the images of each sub-table row in its own row', () => {
    const lines = [{ herb: '白芍', pic: [{ name: 'a', url: '/a.png' }] }, { herb: '牡丹皮', pic: [] }];
    const html = `<table><tbody><tr><td>${tag('lines', 'herb')}</td><td><img data-tag="lines.pic"></td></tr></tbody></table>`;
    const out = dom(fillTemplate(html, { lines }, opts()));
    const rows = [...out.querySelectorAll('tr')];
    expect(rows.map((r) => r.querySelectorAll('img').length)).toEqual([1, 0]);
    expect(rows[0].querySelector('img')!.getAttribute('src')).toBe('/a.png');
  });

  it('puts values into the placeholders of the main record', () => {
    const out = dom(fillTemplate(`<p>供应商：${tag('headTable', 'supplier')}</p><p>缺：${tag('headTable', 'missing')}</p>`, data, opts()));
    expect(out.querySelectorAll('p')[0].textContent).toBe('供应商：亳州康源药材有限公司');
    expect(out.querySelectorAll('p')[1].textContent).toBe('缺：');
  });

  it('repeats a table row once per sub-table row and keeps the title row', () => {
    const html = '<table><tbody><tr><td>药材</td><td>数量</td></tr>'
      + `<tr><td>${tag('lines', 'herb')}</td><td>${tag('lines', 'qty')}</td></tr></tbody></table>`
      + `<table><tbody><tr><td>${tag('headTable', 'supplier')}</td></tr></tbody></table>`;
    const out = dom(fillTemplate(html, data, opts()));
    const [lines, head] = [...out.querySelectorAll('table')];
    expect([...lines.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual(['药材数量', '白芍1200', '牡丹皮120']);
    expect(head.querySelectorAll('tr')).toHaveLength(1);
    expect(head.textContent).toBe('亳州康源药材有限公司');
  });

  it('drops the repeated row when the sub-table is empty, and joins a sub-table field placed outside a table', () => {
    const html = `<table><tbody><tr><td>药材</td></tr><tr><td>${tag('lines', 'herb')}</td></tr></tbody></table><p>${tag('lines', 'herb')}</p>`;
    const empty = dom(fillTemplate(html, { lines: [] }, opts()));
    expect([...empty.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual(['药材']);
    expect(dom(fillTemplate(html, data, opts())).querySelector('p')!.textContent).toBe('白芍,牡丹皮');
  });

  it('formats 千位分隔符(value,places) and 大写金额(value), in rows and with literal numbers', () => {
    const html = '<table><tbody><tr>'
      + `<td><span data-tag="thousands">千位分隔符(${tag('lines', 'qty')},2)</span></td>`
      + `<td><span data-tag="isAmountChinese">大写金额(${tag('lines', 'price')})</span></td>`
      + '</tr></tbody></table><p><span data-tag="thousands">千位分隔符(9876543,0)</span>|<span data-tag="isAmountChinese">大写金额(100)</span>|'
      + `<span data-tag="thousands">千位分隔符(<strong>${tag('headTable', 'total')}</strong>,1)</span></p>`;
    const out = dom(fillTemplate(html, { ...data, total: '12345.67' }, opts()));
    expect([...out.querySelectorAll('tr')].map((tr) => [...tr.children].map((td) => td.textContent))).toEqual([
      ['1,200.00', '叁拾捌元伍角'], ['120.00', '伍拾贰元整']]);
    expect(out.querySelector('p')!.textContent).toBe('9,876,543|壹佰元整|12,345.7');
  });

  it('replaces the system tags and removes leftover {…} of the template, not of the values', () => {
    const html = `<p>打印人员：{systemPrinter} 打印时间：{systemPrintTime}</p><p>{unknownField}备注：${tag('headTable', 'note')}</p><p>{systemApprovalContent}</p>`;
    const out = dom(fillTemplate(html, data, opts()));
    const ps = [...out.querySelectorAll('p')].map((p) => p.textContent);
    expect(ps).toEqual(['打印人员：王芳/wangfang 打印时间：2025-03-01 09:30:00', '备注：急用 {保留}', '']);
  });

  it('prints the approval records as a table when there are some', () => {
    const out = dom(fillTemplate('<div>{systemApprovalContent}</div>', {}, opts({ records: [
      { nodeName: '开始', userName: '王芳', handleTime: Date.UTC(2025, 0, 2, 1, 0, 0), handleStatus: 2, handleOpinion: '' }] })));
    const cells = [...out.querySelectorAll('tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(cells[0]).toEqual(['节点名称', '操作人员', '操作时间', '执行动作', '备注']);
    expect(cells[1][0]).toBe('开始');
    expect(cells[1][3]).toBe('发起');
  });

  it('draws qrCode and barCode tags with the renderers, with the filled value and the sizes', () => {
    const drawn: string[] = [];
    const codes = {
      qrCode: (v: string, s: { width?: number }) => { drawn.push(`qr:${v}:${s.width}`); return `<svg data-code="qr"></svg>`; },
      barCode: (v: string, s: { height?: number }) => { drawn.push(`bar:${v}:${s.height}`); return `<svg data-code="bar"></svg>`; },
    };
    const html = `<p>码：&lt;qrCode width='80' height='80'&gt;${tag('headTable', 'billNo')}&lt;/qrCode&gt;</p>`
      + "<p>&lt;barCode height='50'&gt;123456&lt;/barCode&gt;</p><p>&lt;qrCode&gt;&lt;/qrCode&gt;空</p>";
    const out = dom(fillTemplate(html, data, opts({ codes })));
    expect(drawn).toEqual(['qr:CG2025-0001:80', 'bar:123456:50']);
    const ps = [...out.querySelectorAll('p')];
    expect(ps[0].textContent).toBe('码：');
    expect(ps[0].querySelector('svg')!.getAttribute('data-code')).toBe('qr');
    expect(ps[1].querySelector('svg')!.getAttribute('data-code')).toBe('bar');
    expect(ps[2].innerHTML).toBe('空');
  });

  it('turns <p><!-- pagebreak --></p> into a page break', () => {
    const out = dom(fillTemplate('<p>一</p><p><!-- pagebreak --></p><p>二</p>', {}, opts()));
    const br = out.querySelector('.print-page-break') as HTMLElement;
    expect(br.getAttribute('style')).toContain('page-break-after: always');
    expect(out.querySelectorAll('p')).toHaveLength(2);
  });

  it('strips scripts, event handlers and javascript: links from the template', () => {
    const html = '<p onclick="alert(1)">a<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href=" javascript:alert(4)">b</a><iframe src="https://x"></iframe>';
    const out = fillTemplate(html, {}, opts());
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(dom(out).textContent).toBe('ab');
  });

  it('writes a value as text, never as markup', () => {
    const out = dom(fillTemplate(`<p>${tag('headTable', 'x')}</p>`, { x: '<img src=x onerror=alert(1)>' }, opts()));
    expect(out.querySelector('img')).toBeNull();
    expect(out.querySelector('p')!.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the seeded purchase-order templates', () => {
  // printData as GET /api/system/printDev/Data answers it for rec-order-1 (tests/api/printDev.test.ts).
  const order = { billRuleField101: 'CG202501010001', comInputField102: '亳州康源药材有限公司', dateField103: '2025-01-01',
    selectField104: '转账', textareaField110: '春季备货', tableField105: [
      { comInputField106: '白芍', numInputField107: '1200', numInputField108: '38.5', selectField109: '千克' },
      { comInputField106: '牡丹皮', numInputField107: '120', numInputField108: '52', selectField109: '千克' }] };
  const template = (id: string) => seeded.find((t) => t.id === id)!.printTemplate.join('\n');
  const qr: string[] = [];
  const codes = { qrCode: (v: string) => { qr.push(v); return '<svg data-code="qr"></svg>'; }, barCode: () => '<svg data-code="bar"></svg>' };

  it('fills 采购订单: main fields, one row per item with thousands and Chinese amounts, the QR code and the printer', () => {
    const out = dom(fillTemplate(template('pt-purchase-order'), order, opts({ codes })));
    const text = out.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('订单编号：CG202501010001');
    expect(text).toContain('打印人员：王芳/wangfang 打印时间：2025-03-01 09:30:00');
    const lines = [...out.querySelectorAll('table')[1].querySelectorAll('tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(lines).toEqual([['药材名称', '数量', '单位', '单价（元）', '单价大写'],
      ['白芍', '1,200', '千克', '38.50', '叁拾捌元伍角'], ['牡丹皮', '120', '千克', '52.00', '伍拾贰元整']]);
    expect(qr).toEqual(['CG202501010001']);
    expect(out.innerHTML).not.toMatch(/\{|data-tag/);
  });

  it('fills 采购验收单 with a bar code and a page break before the signature page', () => {
    const out = dom(fillTemplate(template('pt-purchase-receipt'), order, opts({ codes })));
    expect(out.querySelector('svg[data-code="bar"]')).toBeTruthy();
    expect(out.querySelectorAll('.print-page-break')).toHaveLength(1);
    expect([...out.querySelectorAll('tr')].map((tr) => tr.children[0].textContent)).toEqual(['药材名称', '白芍', '牡丹皮']);
  });
});
