import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types';
import { referencedFileNames } from './files';
import { readableRecord } from './permission';

const field = (jnpfKey: string, vModel: string, children?: FieldDef[]) =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...(children ? { children } : {}) } }) as unknown as FieldDef;

const fields = [
  field('uploadFz', 'annex'),
  field('uploadImg', 'pictures'),
  field('comInput', 'note'),
  field('row', '', [field('uploadFile', 'legacy')]),
  field('table', 'lines', [field('comInput', 'herb'), field('uploadImg', 'photo')]),
];

describe('referencedFileNames', () => {
  it('collects fileId, name and the url name of file and image fields, sub-table cells and layouts included', () => {
    const names = referencedFileNames(fields, {
      annex: [{ name: '报告.pdf', fileId: '20250101_a.pdf', url: '/api/file/Download/annex/20250101_a.pdf' }],
      pictures: [{ name: '外观.png', url: '/api/file/Image/annexpic/20250101_b.png?x=1' }],
      note: '20250101_c.pdf',
      legacy: [{ name: '20250101_d.txt' }],
      lines: [{ herb: '白芍', photo: [{ fileId: '20250101_e.png' }] }, null, { photo: 'not a list' }],
    });
    expect(names).toEqual(new Set(['报告.pdf', '20250101_a.pdf', '外观.png', '20250101_b.png', '20250101_d.txt',
      '20250101_e.png']));
  });

  it('sees only the fields a reader may see when given the readable record', () => {
    const form = { fields } as Parameters<typeof readableRecord>[0];
    const record = { annex: [{ fileId: 'hidden.pdf' }], lines: [{ photo: [{ fileId: 'shown.png' }] }] };
    const granted = new Set(['lines', 'lines-photo']);
    expect(referencedFileNames(fields, readableRecord(form, record, granted))).toEqual(new Set(['shown.png']));
  });
});
