// Issue 17 in Chromium: the document-preview dialog opened from the upload list shows a PDF in Chromium's own PDF
// viewer (so the app's CSP, object-src 'none' included, does not block it: the file is fetched through its
// one-shot address and shown from a blob: frame) and an image at its real size.
import { expect, test } from 'vitest';
import { signIn } from './browser';
import { browserSuite } from './suite';

const s = browserSuite();
const spaced = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}\\s*$`);

/** A one-page PDF showing `text` (Helvetica), with a correct cross-reference table. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 30 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => { const at = out.length; out += `${i + 1} 0 obj\n${o}\nendobj\n`; return at; });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

test('a PDF and an image uploaded to a notice open in the preview dialog and show', async () => {
  const page = s.page;
  page.setDefaultTimeout(30_000);
  const blocked: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) blocked.push(m.text()); });
  await signIn(page, s.server.url);
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 120 } });
  const pdf = { name: '巡检报告.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Loom inspection report') };
  const png = { name: '现场照片.png', mimeType: 'image/png', buffer: picture };

  await page.goto(`${s.server.url}/system/notice`);
  await page.getByRole('button', { name: spaced('新建') }).click();
  const form = page.locator('.ant-modal:visible').last();
  await form.getByLabel('标题').fill(`预览${Date.now().toString(36)}`);
  await form.locator('input[type=file]').setInputFiles([pdf, png]);
  const listed = (name: string) => form.locator('.ant-upload-list-item').filter({ hasText: name });
  await listed(pdf.name).waitFor();
  await listed(png.name).waitFor();

  // The PDF: the dialog's frame holds Chromium's PDF viewer, which read the file's one page.
  await listed(pdf.name).getByText(pdf.name).click();
  const dialog = page.getByRole('dialog', { name: `文档预览 - ${pdf.name}` });
  await dialog.locator('iframe').waitFor();
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://')), { timeout: 30_000 }).toBe(true);
  const viewer = page.frames().find((f) => f.url().startsWith('chrome-extension://'))!;
  await expect.poll(() => viewer.locator('#pagelength').textContent(), { timeout: 30_000 }).toBe('1');
  expect(await viewer.locator('#pageSelector').inputValue()).toBe('1');
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The image: drawn at the picture's own size from the bytes the server kept.
  await listed(png.name).getByText(png.name).click();
  const imageDialog = page.getByRole('dialog', { name: `文档预览 - ${png.name}` });
  const img = imageDialog.getByRole('img', { name: png.name });
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(240);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight)).toBe(120);
  expect(blocked).toEqual([]);
});
