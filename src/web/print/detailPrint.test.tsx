// Printing a record from the detail viewer: the form's print templates, the chooser when
// there are several, the preview (打印预览) with 下载 and 打印, the print log, and the refusal in function preview.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../engine/types';
import { renderWithProviders } from '../testing';
import { RecordDetailDialog } from '../../../renderers/detail/RecordDetailDialog';
import { PrintContext } from './context';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http }));
// The browser's print dialog is not there in jsdom: printing "happens" at once and reports back.
vi.mock('react-to-print', () => ({ useReactToPrint: (o: { onAfterPrint?: () => void }) => () => o.onAfterPrint?.() }));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
const fields: FieldDef[] = [
  { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商' } },
  { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
    { __vModel__: 'herb', __config__: { jnpfKey: 'comInput', label: '药材' } },
  ] } },
];
const templates: Record<string, { fullName: string; html: string }> = {
  p1: { fullName: '采购订单', html: '<h2>采购订单</h2><p>供应商：<span data-tag="headTable.supplier">{supplier}</span></p>'
    + '<table><tbody><tr><td><span data-tag="lines.herb">{herb}</span></td></tr></tbody></table><p>{systemPrinter}</p>' },
  p2: { fullName: '采购验收单', html: '<h2>采购验收单</h2><p><span data-tag="headTable.supplier">{supplier}</span></p>' },
};
let form: FormDefinition;

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
  http.get.mockImplementation((url: string, params?: { id: string; formId: string }) => {
    if (url === '/api/visualdev/OnlineDev/vd1/Config') {
      return ok({ id: 'vd1', fullName: '采购订单', webType: 2, enableFlow: 0, formData: JSON.stringify(form), columnData: '{}' });
    }
    if (url === '/api/visualdev/OnlineDev/vd1/r1') return ok({ id: 'r1', data: JSON.stringify({ supplier: '华为', lines: [] }) });
    if (url === '/api/system/printDev/Data' && params && templates[params.id]) {
      return ok({ printTemplate: templates[params.id].html, fullName: templates[params.id].fullName, operatorRecordList: [],
        printData: { supplier: '亳州康源', lines: [{ herb: '白芍' }, { herb: '牡丹皮' }] } });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string, body: { ids?: string[] }) => {
    if (url === '/api/system/printDev/getListOptions') {
      return ok((body.ids ?? []).filter((id) => templates[id]).map((id) => ({ id, fullName: templates[id].fullName })));
    }
    if (url === '/api/system/printLog/save') return ok(null);
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
});

async function openDetail(printId: string | string[], wrap?: (node: React.ReactElement) => React.ReactElement) {
  form = { fields, hasPrintBtn: true, printId, popupType: 'general' };
  const dialog = <RecordDetailDialog modelId="vd1" id="r1" onClose={() => {}} />;
  renderWithProviders(wrap ? wrap(dialog) : dialog);
  await screen.findByTestId('dm-detail');
  fireEvent.click(screen.getByTestId('dm-detail-print'));
}

const dataCalls = () => http.get.mock.calls.filter(([u]) => u === '/api/system/printDev/Data');

describe('printing from the detail viewer', () => {
  it('opens 打印预览 directly with the one template, filled with the record, and logs the print', async () => {
    await openDetail(['p1']);
    const preview = await screen.findByTestId('print-preview', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('template-chooser')).toBeNull();
    const page = await within(preview).findByTestId('print-page', undefined, { timeout: 10_000 });
    expect(page.querySelector('h2')!.textContent).toBe('采购订单');
    expect(page.querySelector('p')!.textContent).toBe('供应商：亳州康源');
    expect([...page.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['白芍', '牡丹皮']);
    expect(screen.getByText('打印预览')).toBeTruthy();
    expect(dataCalls()).toEqual([['/api/system/printDev/Data', { id: 'p1', formId: 'r1' }]]);
    expect(http.post.mock.calls.some(([u]) => u === '/api/system/printDev/getListOptions')).toBe(false);

    fireEvent.click(screen.getByTestId('print-do'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/system/printLog/save',
      { printTitle: '采购订单', printNum: 1, printId: 'p1' }));
  });

  it('takes a single printId string as one template too', async () => {
    await openDetail('p2');
    const page = await screen.findByTestId('print-page', undefined, { timeout: 10_000 });
    expect(page.querySelector('h2')!.textContent).toBe('采购验收单');
  });

  it('shows 请选择打印模板 with several templates and prints through the one chosen', async () => {
    await openDetail(['p1', 'p2']);
    const chooser = await screen.findByTestId('template-chooser');
    expect(screen.getByText('请选择打印模板')).toBeTruthy();
    const options = await within(chooser).findAllByTestId('template-option');
    expect(options.map((o) => o.textContent)).toEqual(['采购订单', '采购验收单']);
    expect(screen.queryByTestId('print-preview')).toBeNull();
    expect(dataCalls()).toHaveLength(0);

    fireEvent.click(options[1]);
    const page = await screen.findByTestId('print-page', undefined, { timeout: 10_000 });
    expect(page.querySelector('h2')!.textContent).toBe('采购验收单');
    expect(dataCalls()).toEqual([['/api/system/printDev/Data', { id: 'p2', formId: 'r1' }]]);
    await waitFor(() => expect(screen.queryByTestId('template-chooser')).toBeNull());
  });

  it('downloads the filled pages as a Word document, 下载文档.doc', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => { blobs.push(b); return 'blob:print'; });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openDetail(['p1']);
    await screen.findByTestId('print-page', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('print-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(click.mock.instances[0]).toMatchObject({ download: '下载文档.doc' });
    expect(blobs[0].type).toBe('application/msword');
    const text = await blobs[0].text();
    expect(text).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(text).toContain('<title>采购订单</title>');
    expect(text).toContain('<p>供应商：<span>亳州康源</span></p>');
    expect(text).toContain('牡丹皮');
    click.mockRestore();
  });

  it('warns 功能预览不支持打印 in function preview and loads nothing', async () => {
    await openDetail(['p1', 'p2'], (node) => <PrintContext.Provider value={{ disabled: true }}>{node}</PrintContext.Provider>);
    expect(await screen.findByText('功能预览不支持打印')).toBeTruthy();
    expect(screen.queryByTestId('template-chooser')).toBeNull();
    expect(screen.queryByTestId('print-preview')).toBeNull();
    expect(http.post).not.toHaveBeenCalled();
    expect(dataCalls()).toHaveLength(0);
  });
});
