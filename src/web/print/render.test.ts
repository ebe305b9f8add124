// The page's side of the fill: the browser's DOMParser, QR and bar codes as SVG, DOMPurify last.
import { describe, expect, it } from 'vitest';
import { printerOf, renderPages } from './render';

const user = { userName: '王芳', userAccount: 'wangfang' };
const at = new Date(2025, 2, 1, 9, 30, 5).getTime();
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('renderPages', () => {
  it('fills each answer, with the printer and the print time', () => {
    const pages = renderPages([
      { printTemplate: '<p><span data-tag="headTable.a">{a}</span> {systemPrinter} {systemPrintTime}</p>', printData: { a: '一' } },
      { printTemplate: '<p><span data-tag="headTable.a">{a}</span></p>', printData: { a: '二' } },
    ], user, at);
    expect(pages.map((p) => dom(p).textContent)).toEqual(['一 王芳/wangfang 2025-03-01 09:30:05', '二']);
    expect(printerOf(null)).toBe('');
  });

  it('draws the QR code and the bar code as SVG', () => {
    const [page] = renderPages([{ printTemplate: "<p>&lt;qrCode width='64'&gt;<span data-tag=\"headTable.no\">{no}</span>&lt;/qrCode&gt;</p>"
      + "<p>&lt;barCode width='2' height='40'&gt;CG-001&lt;/barCode&gt;</p>", printData: { no: 'CG-001' } }], user, at);
    const [qr, bar] = [...dom(page).querySelectorAll('p')].map((p) => p.querySelector('svg'));
    expect(qr!.getAttribute('width')).toBe('64');
    expect(bar!.querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('sanitises what reaches the page', () => {
    const [page] = renderPages([{ printTemplate: '<p>a<img src="x" onerror="alert(1)"><style>body{display:none}</style>'
      + '<svg><script>alert(2)</script></svg><a href="javascript:alert(3)">b</a></p>', printData: {} }], user, at);
    expect(page).not.toMatch(/onerror|script|javascript|<style/i);
    expect(dom(page).textContent).toBe('ab');
  });
});
