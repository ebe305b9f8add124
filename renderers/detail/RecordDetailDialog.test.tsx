import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { registerField, type FieldViewProps } from '../index';
import { renderWithProviders, setTestData } from '../testing';
import { RecordDetailDialog } from './RecordDetailDialog';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
// Dialogs and tables take a while to mount on a shared CI machine; what is checked is counted, not timed.
vi.setConfig({ testTimeout: 30_000 });
setTestData(http);

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
const f = (vModel: string, jnpfKey: string, cfg: Record<string, unknown> = {}, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: cfg.label as string ?? vModel, ...cfg }, ...extra });

const fields: FieldDef[] = [
  f('supplier', 'comInput', { label: '供应商' }),
  f('memo', 'comInput', { label: '备注', noShow: true }),
  f('appOnly', 'comInput', { label: '手机端', visibility: ['app'] }),
  f('secret', 'comInput', { label: '机密' }),
  f('lines', 'table', { label: '明细', children: [
    f('item', 'comInput', { label: '药材名称' }),
    f('cost', 'comInput', { label: '成本' }),
  ] }),
];
const record = { supplier: '华为', memo: '不给看', appOnly: '手机', secret: '绝密', lines: [{ item: '当归', cost: '99' }] };

const forms: Record<string, FormDefinition> = {};
const records: Record<string, Record<string, unknown>> = {};

function serve(modelId: string, form: FormDefinition, id: string, data: Record<string, unknown>) {
  forms[modelId] = form;
  records[`${modelId}/${id}`] = data;
}

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
  for (const k of Object.keys(forms)) delete forms[k];
  for (const k of Object.keys(records)) delete records[k];
  http.get.mockImplementation((url: string) => {
    const m = /^\/api\/visualdev\/OnlineDev\/([^/]+)\/(.+)$/.exec(url);
    if (m && m[2] === 'Config' && forms[m[1]]) {
      return ok({ id: m[1], fullName: 'x', webType: 2, enableFlow: 0, formData: JSON.stringify(forms[m[1]]), columnData: '{}' });
    }
    if (m && records[`${m[1]}/${m[2]}`]) return ok({ id: m[2], data: JSON.stringify(records[`${m[1]}/${m[2]}`]) });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
});

const modalOf = (el: HTMLElement) => el.closest('.ant-modal') as HTMLElement;

describe('RecordDetailDialog', () => {
  it('shows 详情 in a general dialog of generalWidth, loading until the record is there', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    serve('vd1', { fields, popupType: 'general', generalWidth: '700px' }, 'r1', record);
    const inner = http.get.getMockImplementation()!;
    http.get.mockImplementation(async (url: string) => { if (url.endsWith('/r1')) await gate; return inner(url); });
    renderWithProviders(<RecordDetailDialog modelId="vd1" id="r1" onClose={() => {}} />);
    expect(await screen.findByTestId('dm-detail-loading')).toBeTruthy();
    expect(screen.getByText('详情')).toBeTruthy();
    release();
    const detail = await screen.findByTestId('dm-detail');
    expect(within(detail).getByText('华为')).toBeTruthy();
    expect(screen.queryByTestId('dm-detail-loading')).toBeNull();
    expect(screen.getByTestId('detail-popup').dataset.popup).toBe('general');
    expect(modalOf(detail).style.width).toBe('700px');
    expect(http.get).toHaveBeenCalledWith('/api/visualdev/OnlineDev/vd1/r1');
  });

  it('opens full screen at fullScreenWidth and as a drawer at drawerWidth', async () => {
    serve('vd1', { fields, popupType: 'fullScreen', fullScreenWidth: '100%' }, 'r1', record);
    const first = renderWithProviders(<RecordDetailDialog modelId="vd1" id="r1" onClose={() => {}} />);
    const detail = await screen.findByTestId('dm-detail');
    expect(screen.getByTestId('detail-popup').dataset.popup).toBe('fullScreen');
    expect(modalOf(detail).style.width).toBe('100%');
    first.unmount();

    serve('vd2', { fields, popupType: 'drawer', drawerWidth: '800px' }, 'r1', record);
    renderWithProviders(<RecordDetailDialog modelId="vd2" id="r1" onClose={() => {}} />);
    const inDrawer = await screen.findByTestId('dm-detail');
    expect(screen.getByTestId('detail-popup').dataset.popup).toBe('drawer');
    const panel = inDrawer.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(panel.style.width).toBe('800px');
    expect(within(inDrawer.closest('.ant-drawer') as HTMLElement).getByText('详情')).toBeTruthy();
  });

  it('offers print only when hasPrintBtn and printId are both set, labelled printButtonText or 打 印', async () => {
    const cases: [Partial<FormDefinition>, string | null][] = [
      [{ hasPrintBtn: true, printId: 'p1' }, '打 印'],
      [{ hasPrintBtn: true, printId: ['p1'], printButtonText: '打印单据' }, '打印单据'],
      [{ hasPrintBtn: true, printId: '' }, null],
      [{ hasPrintBtn: true, printId: [] }, null],
      [{ hasPrintBtn: false, printId: 'p1' }, null],
    ];
    for (const [i, [over, label]] of cases.entries()) {
      serve(`p${i}`, { fields, ...over }, 'r1', record);
      const view = renderWithProviders(<RecordDetailDialog modelId={`p${i}`} id="r1" onClose={() => {}} />);
      await screen.findByTestId('dm-detail');
      const button = screen.queryByTestId('dm-detail-print');
      expect(button?.textContent?.replace(/\s+/g, ' ') ?? null).toBe(label === '打 印' ? '打 印' : label);
      view.unmount();
    }
  });

  // Print through the form's templates (chooser, preview, log): src/web/print/detailPrint.test.tsx.

  it('hides noShow, non-pc and unpermitted fields and unpermitted sub-table columns (coded table-field)', async () => {
    serve('vd1', { fields }, 'r1', record);
    renderWithProviders(<RecordDetailDialog modelId="vd1" id="r1" onClose={() => {}}
      formCodes={new Set(['supplier', 'memo', 'appOnly', 'lines', 'lines-item'])} />);
    const detail = await screen.findByTestId('dm-detail');
    expect(within(detail).getByText('华为')).toBeTruthy();
    expect(within(detail).getByText('当归')).toBeTruthy();
    expect(within(detail).getByText('药材名称')).toBeTruthy();
    for (const gone of ['不给看', '备注', '手机', '手机端', '绝密', '机密', '99', '成本']) {
      expect(within(detail).queryByText(gone)).toBeNull();
    }
  });

  it('closes at once without an id and loads nothing', async () => {
    const onClose = vi.fn();
    renderWithProviders(<RecordDetailDialog modelId="vd1" id="" onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('详情')).toBeNull();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('calls onClose from 取 消', async () => {
    serve('vd1', { fields }, 'r1', record);
    const onClose = vi.fn();
    renderWithProviders(<RecordDetailDialog modelId="vd1" id="r1" onClose={onClose} />);
    await screen.findByTestId('dm-detail');
    fireEvent.click(screen.getByTestId('dm-detail-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens a related record in a nested detail above the first (z-index from 10000)', async () => {
    // The way the relation-form kind uses it: its read-only value opens the related record's detail.
    function RelatedValue({ field, value }: FieldViewProps) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <a data-testid="related-link" onClick={() => setOpen(true)}>{String(value)}</a>
          {open && <RecordDetailDialog modelId={String(field.modelId)} id={String(value)} onClose={() => setOpen(false)} />}
        </>
      );
    }
    registerField({ kind: 'testRelatedRecord', value: () => ({ type: 'string' }), input: () => null, cell: RelatedValue });
    serve('orders', { fields: [f('customer', 'testRelatedRecord', { label: '客户' }, { modelId: 'customers' })] }, 'o1', { customer: 'c7' });
    serve('customers', { fields: [f('name', 'comInput', { label: '客户名称' })], popupType: 'general', generalWidth: '500px' }, 'c7', { name: '同仁堂' });
    renderWithProviders(<RecordDetailDialog modelId="orders" id="o1" onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('related-link'));
    await screen.findByText('同仁堂');
    const popups = screen.getAllByTestId('detail-popup');
    expect(popups.map((p) => p.dataset.depth)).toEqual(['0', '1']);
    const wraps = popups.map((p) => Number((p.closest('.ant-modal-wrap') as HTMLElement).style.zIndex));
    expect(wraps[0]).toBeGreaterThanOrEqual(10000);
    expect(wraps[1]).toBeGreaterThan(wraps[0]);
    fireEvent.click(within(popups[1].closest('.ant-modal') as HTMLElement).getByTestId('dm-detail-cancel'));
    await waitFor(() => expect(screen.queryByText('同仁堂')).toBeNull());
    expect(screen.getAllByTestId('detail-popup')).toHaveLength(1);
  });
});
