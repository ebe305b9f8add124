import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { compileForWeb, DetailView, LoomForm } from '../index';
import { renderWithProviders } from '../testing';

afterEach(cleanup);

const f = (jnpfKey: string, vModel: string | undefined, label: string, cfg: Record<string, unknown> = {}, rest: Partial<FieldDef> = {}): FieldDef => ({
  ...(vModel ? { __vModel__: vModel } : {}), __config__: { jnpfKey, label, ...cfg }, ...rest,
});

const fields: FieldDef[] = [
  f('comInput', 'supplier', '供应商'),
  f('qrcode', undefined, '扫码查看', { showLabel: true }, { dataType: 'static', staticText: 'https://loom.example/po/7' }),
  f('barcode', undefined, '物料条码', {}, { dataType: 'static', staticText: 'PO20240007' }),
  f('barcode', undefined, '无标签条码', { showLabel: false }, { dataType: 'static', staticText: 'NOLABEL1' }),
  f('divider', undefined, '分割线', { showLabel: true }, { __slot__: { default: '收货信息' } }),
  f('groupTitle', undefined, '分组标题', { showLabel: true }, { content: '付款信息' }),
  f('alert', undefined, '提示', { showLabel: true }, { title: '请核对金额', type: 'info' }),
];

/** The label column of the frame whose label reads `text`. */
const labelColumn = (text: string) => screen.getByText(text, { selector: 'label > span' }).closest('.ant-form-item-label') as HTMLElement;

describe('QR code and barcode labels', () => {
  it('the form draws them in the same label frame as a field, with the form label width', () => {
    const def = { fields, labelWidth: 120, labelPosition: 'right' } as FormDefinition;
    renderWithProviders(<LoomForm compiled={compileForWeb(def)} formData={{}} onSubmit={() => {}} />);
    const qr = screen.getByRole('group', { name: '扫码查看' });
    expect(qr.querySelector('[data-qrcode="https://loom.example/po/7"]')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: '物料条码' })).queryByText('暂无条形码内容')).toBeNull();
    expect(screen.getByRole('group', { name: '物料条码' }).querySelector('[data-barcode="PO20240007"]')).not.toBeNull();
    for (const label of ['供应商', '扫码查看', '物料条码']) {
      expect(labelColumn(label).style.flex, label).toBe('0 0 120px');
    }
    // The frame is the one every field stands in: same classes as the supplier's.
    const frameOf = (label: string) => labelColumn(label).closest('.loom-field')!.className;
    expect(frameOf('扫码查看')).toBe(frameOf('供应商'));
  });

  it('a barcode with showLabel false and the display elements stay unlabelled', () => {
    renderWithProviders(<LoomForm compiled={compileForWeb({ fields } as FormDefinition)} formData={{}} onSubmit={() => {}} />);
    expect(document.querySelector('[data-barcode="NOLABEL1"]')).not.toBeNull();
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['供应商', '扫码查看', '物料条码']);
    expect(screen.getByText('收货信息')).toBeTruthy();
    expect(screen.getByText('付款信息')).toBeTruthy();
    expect(screen.getByText('请核对金额')).toBeTruthy();
  });

  it('labels on top put the label above the code, as for the other fields', () => {
    const def = { fields, labelPosition: 'top' } as FormDefinition;
    renderWithProviders(<LoomForm compiled={compileForWeb(def)} formData={{}} onSubmit={() => {}} />);
    const frame = labelColumn('扫码查看').closest('.loom-field')!;
    expect(frame.classList.contains('ant-form-item-vertical')).toBe(true);
    expect(labelColumn('扫码查看').style.flex).toBe('');
  });

  it('the detail view labels them in the same column as the fields', () => {
    renderWithProviders(<DetailView compiled={compileForWeb({ fields, labelWidth: 90 } as FormDefinition)} record={{ supplier: '华为' }} />);
    const labels = [...document.querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);
    expect(labels).toEqual(['供应商', '扫码查看', '物料条码']);
    const qrItem = screen.getByText('扫码查看').closest('.ant-form-item')!;
    expect(qrItem.querySelector('[data-qrcode]')).not.toBeNull();
  });
});
