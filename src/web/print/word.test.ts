// The print preview's 下载 as a Word document, read back by LibreOffice (headless, converted to .docx and opened
// with JSZip): the records' text, the template's page break and the break between records as Word page breaks, and
// the picture kept inside the file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { wordFile } from './word';

const SOFFICE = '/usr/bin/soffice';
const dir = mkdtempSync(join(tmpdir(), 'loom-word-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A valid 2×2 red PNG (LibreOffice refuses broken pictures). */
function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => { let c = 0xffffffff; for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4); sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0); ihdr.writeUInt32BE(2, 4); ihdr[8] = 8; ihdr[9] = 2;
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('下载文档.doc', () => {
  it('opens in LibreOffice with the records\' text, page breaks as page breaks and the picture kept', async () => {
    expect(existsSync(SOFFICE), 'LibreOffice (apt-get install libreoffice-writer-nogui) reads the file back').toBe(true);
    const root = document.createElement('div');
    const picture = `data:image/png;base64,${png().toString('base64')}`;
    root.innerHTML = `<div class="print-page" style="background:#fff"><h2>采购订单</h2><table border="1"><tr><td>当归</td><td>10</td></tr></table>`
      + `<div class="print-page-break" style="page-break-after: always"></div><p>第二页：验收意见</p><img src="${picture}" width="20" height="20"></div>`
      + '<div class="print-page"><h2>采购订单</h2><p>黄芪 2 千克</p></div>';
    const blob = await wordFile(root, '采购订单', 'table { border-collapse: collapse; }');
    expect(blob.type).toBe('application/msword');
    const file = join(dir, '下载文档.doc');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    execFileSync(SOFFICE, ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'docx', '--outdir', dir, file],
      { stdio: 'ignore', timeout: 110_000, env: { ...process.env, HOME: dir } });
    const docx = await JSZip.loadAsync(readFileSync(join(dir, '下载文档.docx')));
    const xml = await docx.file('word/document.xml')!.async('string');
    const text = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    for (const words of ['采购订单', '当归', '第二页：验收意见', '黄芪 2 千克']) expect(text).toContain(words);
    // The template's break and the break between the two records.
    expect((xml.match(/w:type="page"/g) ?? []).length + (xml.match(/<w:pageBreakBefore/g) ?? []).length).toBe(2);
    expect(Object.keys(docx.files).filter((n) => n.startsWith('word/media/'))).toHaveLength(1);
  }, 120_000);
});
