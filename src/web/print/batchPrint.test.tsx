// 批量打印 on the generated list (btnsList batchPrint, columnData.printIds) and its refusal in function preview.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ColumnData, FormDefinition, OnlineDevRow } from '../../engine/types';
import { renderWithProviders } from '../testing';
import { AppProviders } from '../App';
import { i18n } from '../i18n';
import DynamicModel from '../pages/dynamicModel/index';
import PreviewModelPage from '../pages/previewModel/index';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', async (original) => ({ ...(await original<typeof import('../api/http')>()), http }));
vi.mock('react-to-print', () => ({ useReactToPrint: (o: { onAfterPrint?: () => void }) => () => o.onAfterPrint?.() }));
vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
const formData: FormDefinition = { fields: [{ __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商' } }] };
const columnData = (printIds: string[]): ColumnData => ({
  columnList: [{ label: '供应商', prop: 'supplier', jnpfKey: 'comInput' }], searchList: [], type: 1, hasPage: true, pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }, { value: 'batchPrint', label: '批量打印' }], columnBtnsList: [], printIds,
});
const ROWS: OnlineDevRow[] = [{ id: 'r1', supplier: '华为' }, { id: 'r2', supplier: '小米' }, { id: 'r3', supplier: '同仁堂' }];
const NAMES: Record<string, string> = { p1: '采购订单', p2: '采购验收单' };

function serve(cd: ColumnData) {
  const answer = (template: string, id: string) => ({ fullName: NAMES[template], operatorRecordList: [],
    printTemplate: '<p><span data-tag="headTable.supplier">{supplier}</span></p>',
    printData: { supplier: ROWS.find((r) => r.id === id)!.supplier } });
  http.get.mockImplementation((url: string, params?: { id: string; formIds: string; formId: string }) => {
    if (url.endsWith('/Config')) {
      return ok({ id: 'vd1', fullName: '订单', webType: 2, enableFlow: 0, formData: JSON.stringify(formData), columnData: JSON.stringify(cd) });
    }
    if (url === '/api/system/printDev/BatchData' && params) return ok(params.formIds.split(',').map((id) => answer(params.id, id)));
    if (url === '/api/system/printDev/Data' && params) return ok(answer(params.id, params.formId));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string, body: { ids?: string[] }) => {
    if (url.endsWith('/List')) return ok({ list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: ROWS.length } });
    if (url === '/api/system/printDev/getListOptions') return ok((body.ids ?? []).map((id) => ({ id, fullName: NAMES[id] })));
    if (url === '/api/system/printLog/save') return ok(null);
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
}

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
});

async function openList(printIds: string[]) {
  serve(columnData(printIds));
  renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
  const table = await screen.findByTestId('dm-table');
  await within(table).findByText('华为');
  return table;
}

const check = (table: HTMLElement, ...indexes: number[]) => {
  const rows = [...table.querySelectorAll('tr.ant-table-row')];
  for (const i of indexes) fireEvent.click(rows[i].querySelector('input[type="checkbox"]')!);
};
const printCalls = () => [...http.get.mock.calls, ...http.post.mock.calls].filter(([u]) => String(u).includes('/printDev/'));

describe('批量打印', () => {
  it('asks for a selection first', async () => {
    await openList(['p1']);
    fireEvent.click(screen.getByTestId('dm-batch-print'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(printCalls()).toHaveLength(0);
  });

  it('prints the selected rows through the one template, one page each, and logs the count', async () => {
    const table = await openList(['p1']);
    check(table, 0, 2);
    fireEvent.click(screen.getByTestId('dm-batch-print'));
    const pages = await screen.findAllByTestId('print-page', undefined, { timeout: 10_000 });
    expect(pages.map((p) => p.textContent)).toEqual(['华为', '同仁堂']);
    expect(http.get).toHaveBeenCalledWith('/api/system/printDev/BatchData', { id: 'p1', formIds: 'r1,r3' });
    fireEvent.click(screen.getByTestId('print-do'));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/system/printLog/save',
      { printTitle: '采购订单', printNum: 2, printId: 'p1' }));
  });

  it('offers the list’s templates when it names several', async () => {
    const table = await openList(['p1', 'p2']);
    check(table, 1);
    fireEvent.click(screen.getByTestId('dm-batch-print'));
    const options = await within(await screen.findByTestId('template-chooser')).findAllByTestId('template-option');
    expect(options.map((o) => o.textContent)).toEqual(['采购订单', '采购验收单']);
    fireEvent.click(options[1]);
    expect((await screen.findAllByTestId('print-page', undefined, { timeout: 10_000 })).map((p) => p.textContent)).toEqual(['小米']);
    expect(http.get).toHaveBeenCalledWith('/api/system/printDev/Data', { id: 'p2', formId: 'r2' });
  });
});

describe('function preview', () => {
  it('refuses 批量打印 with 功能预览不支持打印', async () => {
    await i18n.changeLanguage('zh-CN');
    serve(columnData(['p1']));
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/previewModel?id=vd1']}>
          <PreviewModelPage />
        </MemoryRouter>
      </AppProviders>,
    );
    const table = await screen.findByTestId('dm-table', undefined, { timeout: 10_000 });
    await within(table).findByText('华为', undefined, { timeout: 10_000 });
    check(table, 0);
    fireEvent.click(screen.getByTestId('dm-batch-print'));
    expect(await screen.findByText('功能预览不支持打印')).toBeTruthy();
    expect(printCalls()).toHaveLength(0);
    expect(screen.queryByTestId('print-preview')).toBeNull();
  });
});
