// The generated list page driven by columnData: search form, toolbar buttons and permissions, batch delete,
// export, list types 2-5, paging off, long lists and the detail button.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnData, FormDefinition, OnlineDevRow, PermissionEntry } from '../../../engine/types';
import { renderWithProviders } from '../../testing';
import DynamicModel from './index';
import { resetSession, setSessionData } from '../../session/store';
import type { UserInfo } from '../../../engine/types';

const { http, perm } = vi.hoisted(() => ({
  http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  perm: { entry: undefined as PermissionEntry | undefined },
}));
// Dialogs and tables take a while to mount on a shared CI machine; what is checked is counted, not timed.
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../api/http', () => ({ http }));
vi.mock('../../session/usePermission', () => ({
  usePermission: () => ({ entry: perm.entry, hasBtn: () => true, hasColumn: () => true, hasForm: () => true }),
}));

const payOptions = [{ id: '1', fullName: '现金' }, { id: '2', fullName: '转账' }];
const formData: FormDefinition = {
  popupType: 'general',
  fields: [
    { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商', required: true } },
    { __vModel__: 'pay', __config__: { jnpfKey: 'select', label: '付款方式' }, options: payOptions },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
    { __vModel__: 'day', __config__: { jnpfKey: 'date', label: '日期' }, format: 'yyyy-MM-dd' },
    { __vModel__: 'note', __config__: { jnpfKey: 'comInput', label: '备注', regList: [{ pattern: '/^[a-z]*$/', message: '只能是小写字母' }] } },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'comInput', label: '上级' } },
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
      { __vModel__: 'item', __config__: { jnpfKey: 'comInput', label: '药材' } },
    ] } },
  ],
};

const columnData = (over: Partial<ColumnData> = {}): ColumnData => ({
  columnList: [
    { label: '供应商', prop: 'supplier', jnpfKey: 'comInput', sortable: true },
    { label: '付款方式', prop: 'pay', jnpfKey: 'select' },
    { label: '金额', prop: 'amount', jnpfKey: 'numInput', align: 'right' },
    { label: '备注', prop: 'note', jnpfKey: 'comInput' },
  ],
  searchList: [],
  type: 1,
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }, { value: 'detail', label: '详情' }],
  ...over,
});

const ROWS: OnlineDevRow[] = [
  { id: 'r1', supplier: '华为', pay: '2', amount: 12345.5, note: 'a' },
  { id: 'r2', supplier: '小米', pay: '1', amount: 8, note: 'b' },
  { id: 'r3', supplier: '同仁堂', pay: '2', amount: 0, note: 'c' },
];

const ok = <T,>(data: T, msg = 'Success') => Promise.resolve({ code: 200, msg, data });
const listCalls = () => http.post.mock.calls.filter(([url]) => String(url).endsWith('/List'));
const lastList = () => listCalls().at(-1)![1] as Record<string, unknown>;

function serve(cd: ColumnData, rows: OnlineDevRow[] = ROWS) {
  http.get.mockImplementation((url: string) => {
    if (url.endsWith('/Config')) {
      return ok({ id: 'vd1', fullName: '订单', webType: 2, enableFlow: 0, formData: JSON.stringify(formData), columnData: JSON.stringify(cd) });
    }
    const rec = /OnlineDev\/vd1\/(r\d+)$/.exec(url);
    if (rec) {
      const { id: _id, ...data } = rows.find((r) => r.id === rec[1]) ?? {};
      return ok({ id: rec[1], data: JSON.stringify({ ...data, day: 1700000000000 }) });
    }
    if (url === '/api/system/DictionaryData/d1/Data/Selector') return ok({ list: payOptions });
    if (url === '/api/permission/Organize/Tree') return ok({ list: [{ id: 'o1', fullName: '总公司', children: [{ id: 'o2', fullName: '研发部' }] }] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string) => {
    if (url.endsWith('/List')) return ok({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } });
    if (url === '/api/system/DataInterface/i1/Actions/Preview') return ok([{ code: 'A', name: '甲类' }]);
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
}

async function open(cd: ColumnData, rows?: OnlineDevRow[]) {
  serve(cd, rows);
  renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
  const table = await screen.findByTestId('dm-table');
  if ((rows ?? ROWS).length) await within(table).findAllByText(/华为|行\d+/);
  return table;
}

const dataRows = (table: HTMLElement) => [...table.querySelectorAll('tr.ant-table-row')] as HTMLElement[];
/** The inline editor of a column in the row being edited. */
const cellInput = (table: HTMLElement, prop: string) => table.querySelector(`#dm-inline-${prop}`) as HTMLInputElement | null;

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
  perm.entry = undefined;
});

describe('search form', () => {
  const searchList = [
    { label: '供应商', prop: 'supplier', jnpfKey: 'comInput', searchType: 2 as const },
    { label: '付款方式', prop: 'pay', jnpfKey: 'select', searchType: 1 as const, searchMultiple: true },
    { label: '金额', prop: 'amount', jnpfKey: 'numInput', searchType: 3 as const },
    { label: '备注', prop: 'note', jnpfKey: 'comInput', searchType: 1 as const },
  ];

  it('sends fuzzy, multiple-equal and range values as queryJson, from the first page; 重置 clears them', async () => {
    await open(columnData({ searchList }));
    expect(screen.queryByTestId('dm-search-input')).toBeNull();
    const form = screen.getByTestId('dm-search-form');
    // Three fields until 展开.
    expect(within(form).queryByLabelText('备注')).toBeNull();
    fireEvent.click(screen.getByTestId('dm-search-expand'));
    fireEvent.change(within(form).getByLabelText('备注'), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText('供应商'), { target: { value: ' 华 ' } });
    fireEvent.change(within(form).getByLabelText('金额 开始'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('金额 结束'), { target: { value: '200' } });
    fireEvent.mouseDown(within(form).getByLabelText('付款方式'));
    fireEvent.click(await screen.findByTitle('转账'));
    fireEvent.click(screen.getByTestId('dm-search'));
    await waitFor(() => expect(JSON.parse(String(lastList().queryJson))).toEqual({
      supplier: '华', pay: ['2'], amount: [0, 200], note: 'x',
    }));
    expect(lastList().currentPage).toBe(1);
    fireEvent.click(screen.getByTestId('dm-reset'));
    await waitFor(() => expect(lastList().queryJson).toBeUndefined());
    expect((within(form).getByLabelText('供应商') as HTMLInputElement).value).toBe('');
  });

  it('sends a range with one end only', async () => {
    await open(columnData({ searchList }));
    fireEvent.change(within(screen.getByTestId('dm-search-form')).getByLabelText('金额 结束'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('dm-search'));
    await waitFor(() => expect(lastList().queryJson).toBe('{"amount":[null,50]}'));
  });
});

describe('toolbar and permissions', () => {
  const allButtons = [
    { value: 'add', label: '新增' }, { value: 'download', label: '导出' }, { value: 'upload', label: '导入' },
    { value: 'batchRemove', label: '批量删除' }, { value: 'batchPrint', label: '批量打印' },
  ];
  const grant = (codes: string[], columns: string[] = []): PermissionEntry => ({
    modelId: 'm1', moduleName: '订单', form: [], resource: [],
    button: codes.map((c) => ({ id: c, fullName: c, enCode: c })),
    column: columns.map((c) => ({ id: c, fullName: c, enCode: c })),
  });

  it('shows the buttons the permission list grants (btn_<value>); no custom buttons yet', async () => {
    perm.entry = grant(['btn_download', 'btn_batchRemove', 'btn_upload', 'btn_batchPrint', 'btn_detail']);
    await open(columnData({ useBtnPermission: true, btnsList: allButtons, printIds: ['p1'],
      customBtnsList: [{ value: 'btn_x', label: '自定义' }] }));
    expect(screen.queryByTestId('dm-add')).toBeNull();
    expect(screen.getByTestId('dm-export-open').textContent).toContain('导出');
    expect(screen.getByTestId('dm-batch-remove').textContent).toContain('批量删除');
    expect(screen.getByTestId('dm-batch-print').textContent).toContain('批量打印');
    expect(screen.getByTestId('dm-import').textContent).toContain('导入');
    expect(screen.queryByText('自定义')).toBeNull();
    expect(screen.queryAllByTestId('dm-row-edit')).toHaveLength(0);
    expect(screen.queryAllByTestId('dm-row-remove')).toHaveLength(0);
    expect(screen.getAllByTestId('dm-row-detail')).toHaveLength(3);
  });

  it('shows only the permitted columns when the list uses column permission', async () => {
    perm.entry = grant([], ['supplier', 'amount']);
    const table = await open(columnData({ useColumnPermission: true }));
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['供应商', '金额']));
    expect(headers).not.toContain('付款方式');
    expect(headers).not.toContain('备注');
  });

  it('deletes the selected rows after confirmation with POST batchDelete/{modelId} {ids}', async () => {
    const table = await open(columnData({ btnsList: allButtons }));
    fireEvent.click(screen.getByTestId('dm-batch-remove'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(http.post.mock.calls.some(([u]) => String(u).includes('batchDelete'))).toBe(false);

    const [first, , third] = dataRows(table);
    fireEvent.click(first.querySelector('input[type="checkbox"]')!);
    fireEvent.click(third.querySelector('input[type="checkbox"]')!);
    http.post.mockImplementationOnce(() => ok(null, '删除成功'));
    fireEvent.click(screen.getByTestId('dm-batch-remove'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('您确定要删除这些数据吗, 是否继续？')).toBeTruthy();
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/api/visualdev/OnlineDev/batchDelete/vd1', { ids: ['r1', 'r3'] }));
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('exports all data with the chosen columns and downloads the answered file', async () => {
    await open(columnData({ btnsList: allButtons }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByTestId('dm-export-open'));
    const dialog = await screen.findByTestId('dm-export');
    fireEvent.click(within(dialog).getByLabelText('全部页面数据'));
    fireEvent.click(within(dialog).getByLabelText('备注'));
    http.post.mockImplementationOnce(() => ok({ name: '订单.xlsx', url: '/api/file/Download?name=abc' }));
    fireEvent.click(screen.getByTestId('dm-export-ok'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, body] = http.post.mock.calls.find(([u]) => String(u).endsWith('/Actions/Export'))!;
    expect(url).toBe('/api/visualdev/OnlineDev/vd1/Actions/Export');
    expect(body).toMatchObject({ dataType: 1, selectKey: ['supplier', 'pay', 'amount'], currentPage: 1, pageSize: 20, menuId: 'm1' });
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/api/file/Download?name=abc');
    expect(anchor.download).toBe('订单.xlsx');
    click.mockRestore();
  });
});

describe('columns', () => {
  it('sorts on the server by the clicked sortable column and formats thousandsField', async () => {
    const table = await open(columnData({ thousands: true, thousandsField: ['amount'] }));
    expect(within(table).getByText('12,345.5')).toBeTruthy();
    fireEvent.click([...table.querySelectorAll('th')].find((th) => th.textContent === '供应商')!);
    await waitFor(() => expect(lastList()).toMatchObject({ sidx: 'supplier', sort: 'asc' }));
  });

  it('shows a sub-table column value per sub-table row', async () => {
    const table = await open(columnData({ columnList: [
      { label: '供应商', prop: 'supplier', jnpfKey: 'comInput' },
      { label: '明细-药材', prop: 'lines-item', jnpfKey: 'comInput' },
    ] }), [{ id: 'r1', supplier: '华为', lines: [{ item: '当归' }, { item: '黄芪' }] }]);
    const cell = within(table).getByText('当归').closest('td')!;
    expect(cell.textContent).toBe('当归黄芪');
  });
});

describe('list types', () => {
  it('type 2 filters by the clicked node of the left tree (dictionary) and 全部 clears it', async () => {
    await open(columnData({ type: 2, treeTitle: '付款分类', treeDataSource: 'dictionary', treeDictionary: 'd1', treeRelation: 'pay' }));
    const tree = screen.getByTestId('dm-tree');
    expect(within(tree).getByText('付款分类')).toBeTruthy();
    fireEvent.click(await within(tree).findByText('转账'));
    await waitFor(() => expect(lastList().treeValue).toBe('2'));
    expect(lastList().currentPage).toBe(1);
    fireEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(lastList().treeValue).toBeUndefined());
  });

  it('type 2 reads the organisation tree and data interfaces through the configured props', async () => {
    const first = await open(columnData({ type: 2, treeDataSource: 'organize', treeRelation: 'supplier' }));
    fireEvent.click(await within(screen.getByTestId('dm-tree')).findByText('研发部'));
    await waitFor(() => expect(lastList().treeValue).toBe('o2'));
    void first;
    document.body.innerHTML = '';
    await open(columnData({ type: 2, treeDataSource: 'api', treeInterfaceId: 'i1', treePropsValue: 'code', treePropsLabel: 'name', treeRelation: 'note' }));
    fireEvent.click(await within(screen.getAllByTestId('dm-tree').at(-1)!).findByText('甲类'));
    await waitFor(() => expect(lastList().treeValue).toBe('A'));
  });

  it('type 3 groups rows under a header row per groupField value', async () => {
    const table = await open(columnData({ type: 3, groupField: 'pay' }));
    const groups = within(table).getAllByTestId('dm-group').map((g) => g.textContent);
    expect(groups).toEqual(['转账(2 条)', '现金(1 条)']);
    const order = dataRows(table).map((r) => r.textContent ?? '');
    expect(order[0]).toContain('转账');
    expect(order[1]).toContain('华为');
    expect(order[2]).toContain('同仁堂');
    expect(order[3]).toContain('现金');
    expect(order[4]).toContain('小米');
  });

  it('type 5 asks for rows nested by parentField and expands a parent to its children', async () => {
    const rows = [{ id: 'r1', supplier: '华为', children: [{ id: 'r4', supplier: '华为子公司', parentId: 'r1' }] }, { id: 'r2', supplier: '小米', children: [] }];
    const table = await open(columnData({ type: 5, parentField: 'parentId' }), rows);
    expect(lastList().treeParent).toBe('parentId');
    expect(within(table).queryByText('华为子公司')).toBeNull();
    const expanders = table.querySelectorAll('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)');
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0]);
    expect(await within(table).findByText('华为子公司')).toBeTruthy();
  });

  it('type 4 edits a row in place: 取消 drops the changes, 保存 validates like the form and PUTs the stored record', async () => {
    const table = await open(columnData({ type: 4 }));
    fireEvent.click(within(dataRows(table)[0]).getByTestId('dm-row-edit'));
    await waitFor(() => expect(cellInput(table, 'supplier')).not.toBeNull());
    expect(cellInput(table, 'supplier')!.value).toBe('华为');
    expect(cellInput(table, 'supplier')!.getAttribute('aria-label')).toBe('供应商');
    fireEvent.change(cellInput(table, 'supplier')!, { target: { value: '华为云' } });
    fireEvent.click(screen.getByTestId('dm-row-cancel'));
    await waitFor(() => expect(cellInput(table, 'supplier')).toBeNull());
    expect(within(table).getByText('华为')).toBeTruthy();

    fireEvent.click(within(dataRows(table)[0]).getByTestId('dm-row-edit'));
    await waitFor(() => expect(cellInput(table, 'supplier')).not.toBeNull());
    fireEvent.change(cellInput(table, 'supplier')!, { target: { value: '' } });
    fireEvent.change(cellInput(table, 'note')!, { target: { value: 'ABC' } });
    fireEvent.click(screen.getByTestId('dm-row-save'));
    const row = dataRows(table)[0];
    expect(await within(row).findByText('不能为空')).toBeTruthy();
    expect(within(row).getByText('只能是小写字母')).toBeTruthy();
    expect(http.put).not.toHaveBeenCalled();

    // Editing a cell clears its error.
    fireEvent.change(cellInput(table, 'supplier')!, { target: { value: '华为云' } });
    expect(within(row).queryByText('不能为空')).toBeNull();
    expect(within(row).getByText('只能是小写字母')).toBeTruthy();
    fireEvent.change(cellInput(table, 'note')!, { target: { value: 'abc' } });
    http.put.mockImplementation(() => ok(null, '更新成功'));
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('dm-row-save'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    const [url, body] = http.put.mock.calls[0];
    expect(url).toBe('/api/visualdev/OnlineDev/vd1/r1');
    // Values the list does not show (day) come from the stored record and are kept.
    expect(JSON.parse(body.data)).toEqual({ supplier: '华为云', pay: '2', amount: 12345.5, note: 'abc', day: 1700000000000 });
    await waitFor(() => expect(cellInput(table, 'supplier')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('type 4 keeps a row\'s unsaved changes as the form\'s draft when the session ends, none when nothing was typed', async () => {
    sessionStorage.clear();
    setSessionData({ userInfo: { userId: 'u1' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
    const table = await open(columnData({ type: 4 }));
    fireEvent.click(within(dataRows(table)[0]).getByTestId('dm-row-edit'));
    await waitFor(() => expect(cellInput(table, 'supplier')).not.toBeNull());
    resetSession();
    expect(sessionStorage.getItem('loom_draft:u1:vd1')).toBeNull();

    setSessionData({ userInfo: { userId: 'u1' } as UserInfo, menus: [], routes: [], permissions: [], sysConfig: null as never });
    fireEvent.change(cellInput(table, 'supplier')!, { target: { value: '华为云' } });
    resetSession();
    const draft = JSON.parse(sessionStorage.getItem('loom_draft:u1:vd1') ?? 'null') as { id: string; record: Record<string, unknown> };
    // The whole stored record with the change, for the form to offer back on this record.
    expect(draft.id).toBe('r1');
    expect(draft.record).toMatchObject({ supplier: '华为云', day: 1700000000000 });
  });
});

describe('paging and long lists', () => {
  it('asks for every row without a pager when hasPage is false', async () => {
    await open(columnData({ hasPage: false }));
    expect(lastList()).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('keeps at most 60 rows of a 10,000-row list in the DOM', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, supplier: `行${i}`, pay: '1', amount: i }));
    const table = await open(columnData({ hasPage: false }), rows);
    expect(table.dataset.virtual).toBe('true');
    // Virtual rows are drawn as div.ant-table-row, plain ones as tr.ant-table-row: count both.
    const count = table.querySelectorAll('.ant-table-row').length;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(60);
  }, 60_000);
});

describe('detail button', () => {
  it('opens 详情 of the row, hiding fields the form permission list lacks', async () => {
    perm.entry = { modelId: 'm1', moduleName: '订单', button: [], column: [], resource: [],
      form: [{ id: 'f1', fullName: '供应商', enCode: 'supplier' }, { id: 'f2', fullName: '金额', enCode: 'amount' }] };
    const table = await open(columnData({ useFormPermission: true }));
    fireEvent.click(within(dataRows(table)[0]).getByTestId('dm-row-detail'));
    const detail = await screen.findByTestId('dm-detail');
    expect(within(detail).getByText('华为')).toBeTruthy();
    expect(within(detail).getByText('12345.5')).toBeTruthy();
    expect(within(detail).queryByText('付款方式')).toBeNull();
    expect(within(detail).queryByText('备注')).toBeNull();
    await act(async () => { fireEvent.click(screen.getByTestId('dm-detail-cancel')); });
    await waitFor(() => expect(screen.queryByTestId('dm-detail')).toBeNull());
  });
});
