// 高级查询 on the generated list page: operators and value inputs per kind, 为空 without a value, AND / OR, the
// superQueryJson the List call receives (and export), 重置, a refused query, and saved plans (save, replace, apply,
// delete).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnData, FormDefinition, OnlineDevRow } from '../../../../engine/types';
import { renderWithProviders } from '../../../testing';
import DynamicModel from '../index';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../../api/http', () => ({ http }));
vi.mock('../../../session/usePermission', () => ({
  usePermission: () => ({ entry: undefined, hasBtn: () => true, hasColumn: () => true, hasForm: () => true }),
}));

const payOptions = [{ id: '1', fullName: '现金' }, { id: '2', fullName: '转账' }];
const formData: FormDefinition = {
  popupType: 'general',
  fields: [
    { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商' } },
    { __vModel__: 'pay', __config__: { jnpfKey: 'select', label: '付款方式' }, options: payOptions },
    { __vModel__: 'amount', __config__: { jnpfKey: 'numInput', label: '金额' } },
    { __vModel__: 'day', __config__: { jnpfKey: 'date', label: '日期' }, format: 'yyyy-MM-dd' },
    { __vModel__: 'files', __config__: { jnpfKey: 'uploadFz', label: '附件' } },
    { __vModel__: 'owner', __config__: { jnpfKey: 'userSelect', label: '负责人' } },
    { __vModel__: 'created', __config__: { jnpfKey: 'createTime', label: '创建时间' } },
    { __config__: { jnpfKey: 'divider', label: '分割线' } },
  ],
};

const columnData = (over: Partial<ColumnData> = {}): ColumnData => ({
  columnList: [
    { label: '供应商', prop: 'supplier', jnpfKey: 'comInput' },
    { label: '金额', prop: 'amount', jnpfKey: 'numInput' },
  ],
  searchList: [],
  type: 1,
  hasPage: true,
  pageSize: 20,
  btnsList: [{ value: 'add', label: '新增' }, { value: 'download', label: '导出' }],
  columnBtnsList: [],
  ...over,
});

const ROWS: OnlineDevRow[] = [
  { id: 'r1', supplier: '华为', amount: 500 },
  { id: 'r2', supplier: '小米', amount: 8 },
];

interface Plan { id: string; fullName: string; matchLogic: string; conditionJson: string; moduleId: string }
let plans: Plan[] = [];
/** superQueryJson the List refuses (400), with this message. */
let refuse: { json: string; msg: string } | null = null;

const ok = <T,>(data: T, msg = 'Success') => Promise.resolve({ code: 200, msg, data });
const listCalls = () => http.post.mock.calls.filter(([url]) => String(url).endsWith('/List'));
const lastList = () => listCalls().at(-1)![1] as Record<string, unknown>;
const sentQuery = () => JSON.parse(String(lastList().superQueryJson)) as unknown;

function serve(cd: ColumnData) {
  http.get.mockImplementation((url: string) => {
    if (url.endsWith('/Config')) {
      return ok({ id: 'vd1', fullName: '订单', webType: 2, enableFlow: 0, formData: JSON.stringify(formData), columnData: JSON.stringify(cd) });
    }
    if (url === '/api/system/AdvancedQuery/vd1/List') return ok(plans);
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string, body: Record<string, unknown>) => {
    if (url.endsWith('/List')) {
      if (refuse && body.superQueryJson === refuse.json) return Promise.reject(new Error(refuse.msg));
      return ok({ list: ROWS, pagination: { currentPage: 1, pageSize: 20, total: ROWS.length } });
    }
    if (url.endsWith('/Actions/Export')) return ok({ name: 'a.xlsx', url: '/api/file/Download/x' });
    if (url === '/api/system/AdvancedQuery') {
      plans = [...plans, { id: `p${plans.length + 1}`, ...(body as Omit<Plan, 'id'>) }];
      return ok(null, '新建成功');
    }
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
  http.put.mockImplementation((url: string, body: Plan) => {
    plans = plans.map((p) => (url === `/api/system/AdvancedQuery/${p.id}` ? { ...p, ...body } : p));
    return ok(null, '修改成功');
  });
  http.delete.mockImplementation((url: string) => {
    plans = plans.filter((p) => url !== `/api/system/AdvancedQuery/${p.id}`);
    return ok(null, '删除成功');
  });
}

async function open(cd = columnData()) {
  serve(cd);
  renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
  const table = await screen.findByTestId('dm-table');
  await within(table).findByText('华为');
}

const toast = () => document.querySelector('.ant-message')?.textContent ?? '';
const dialog = () => screen.getByTestId('dm-sq');
async function openDialog() {
  fireEvent.click(screen.getByTestId('dm-super-query'));
  return screen.findByTestId('dm-sq');
}
/** The dropdown of the antd Select whose input is this, found through the input's aria-controls once it is open. */
function dropdownOf(input: HTMLElement): Element | null {
  const listId = input.getAttribute('aria-controls') ?? input.getAttribute('aria-owns');
  return listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') ?? null : null;
}
/**
 * Picks an option of an antd Select by its accessible name. The option is looked for in that select's own dropdown:
 * the page holds other elements with the same title (the table's column header 金额), which a page-wide search
 * would find first while the dropdown is still opening.
 */
async function pick(label: string, option: string) {
  const input = within(dialog()).getByLabelText(label);
  fireEvent.mouseDown(input);
  const choice = await waitFor(() => {
    const found = dropdownOf(input)?.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`${label} does not offer ${option}`);
    return found;
  }, { timeout: 10_000 });
  fireEvent.click(choice);
}
/**
 * Opens the operator select of condition n and waits until its own dropdown (found through the input's
 * aria-controls, not by position among open dropdowns) lists exactly these operators. Under load the dropdown of
 * the field select may still be open, or this one may still show the previous field's operators for a frame.
 */
async function expectOperators(n: number, expected: string[]) {
  const input = within(dialog()).getByLabelText(`条件 ${n}`);
  fireEvent.mouseDown(input);
  await waitFor(() => {
    const names = [...(dropdownOf(input)?.querySelectorAll('.ant-select-item-option') ?? [])].map((o) => o.getAttribute('title'));
    expect(names).toEqual(expected);
  }, { timeout: 10_000 });
  fireEvent.keyDown(input, { key: 'Escape' });
}

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
  plans = [];
  refuse = null;
});

describe('super query dialog', () => {
  it('is offered when columnData leaves hasSuperQuery at its default, not when it is false', async () => {
    await open(columnData({ hasSuperQuery: false }));
    expect(screen.queryByTestId('dm-super-query')).toBeNull();
  });

  it('offers the fields that store a value, each kind its operators and its search input; 为空 hides the value', async () => {
    await open();
    await openDialog();
    fireEvent.mouseDown(within(dialog()).getByLabelText('查询字段 1'));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['供应商', '付款方式', '金额', '日期', '附件', '负责人', '创建时间']);
    fireEvent.click(screen.getByTitle('供应商'));

    await expectOperators(1, ['等于', '不等于', '包含', '不包含', '为空', '不为空']);
    expect(within(dialog()).getByLabelText('值 1').tagName).toBe('INPUT');

    await pick('查询字段 1', '金额');
    await expectOperators(1, ['等于', '不等于', '大于', '大于等于', '小于', '小于等于', '为空', '不为空']);
    expect(within(dialog()).getByLabelText('值 1').getAttribute('role')).toBe('spinbutton');

    await pick('查询字段 1', '付款方式');
    await expectOperators(1, ['等于', '不等于', '为空', '不为空']);
    // A select's value is one of its options.
    fireEvent.mouseDown(within(dialog()).getByLabelText('值 1'));
    expect(await screen.findByTitle('转账')).toBeTruthy();

    await pick('查询字段 1', '日期');
    expect(within(dialog()).getByLabelText('值 1').closest('.ant-picker')).not.toBeNull();

    // A person is chosen with the person picker; a server-filled time with the date picker.
    await pick('查询字段 1', '负责人');
    await expectOperators(1, ['等于', '不等于', '为空', '不为空']);
    expect(within(dialog()).getByLabelText('值 1').closest('.ant-select')).not.toBeNull();
    await pick('查询字段 1', '创建时间');
    await expectOperators(1, ['等于', '不等于', '大于', '大于等于', '小于', '小于等于', '为空', '不为空']);
    expect(within(dialog()).getByLabelText('值 1').closest('.ant-picker')).not.toBeNull();

    await pick('查询字段 1', '附件');
    await expectOperators(1, ['为空', '不为空']);
    expect(within(dialog()).queryByLabelText('值 1')).toBeNull();

    await pick('查询字段 1', '金额');
    await pick('条件 1', '为空');
    expect(within(dialog()).queryByLabelText('值 1')).toBeNull();
  });

  it('sends the conditions as superQueryJson from page 1, badges the count, switches to any-of; 重置 clears it', async () => {
    await open();
    await openDialog();
    await pick('查询字段 1', '金额');
    await pick('条件 1', '大于');
    fireEvent.change(within(dialog()).getByLabelText('值 1'), { target: { value: '100' } });
    fireEvent.click(within(dialog()).getByLabelText('添加条件 1'));
    await pick('查询字段 2', '供应商');
    await pick('条件 2', '包含');
    fireEvent.change(within(dialog()).getByLabelText('值 2'), { target: { value: ' 华 ' } });
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('dm-sq-query'));

    await waitFor(() => expect(screen.getByTestId('dm-super-query').getAttribute('data-active')).toBe('2'));
    expect(sentQuery()).toEqual({ matchLogic: 'AND', conditionJson: [
      { field: 'amount', symbol: '>', fieldValue: 100, jnpfKey: 'numInput' },
      { field: 'supplier', symbol: 'like', fieldValue: '华', jnpfKey: 'comInput' },
    ] });
    expect(lastList().currentPage).toBe(1);
    // Applying costs one List call.
    expect(listCalls().length).toBe(before + 1);
    await waitFor(() => expect(screen.queryByTestId('dm-sq')?.closest('.ant-modal-wrap')?.getAttribute('style') ?? 'display: none').toContain('display: none'));

    // Export sends the same filter.
    fireEvent.click(screen.getByTestId('dm-export-open'));
    fireEvent.click(await screen.findByTestId('dm-export-ok'));
    await waitFor(() => expect(http.post.mock.calls.some(([u]) => String(u).endsWith('/Actions/Export'))).toBe(true));
    const exported = http.post.mock.calls.find(([u]) => String(u).endsWith('/Actions/Export'))![1] as Record<string, unknown>;
    expect(exported.superQueryJson).toBe(lastList().superQueryJson);

    // The rows are still there when the dialog opens again; any-of is sent as OR.
    await openDialog();
    expect((within(dialog()).getByLabelText('值 2') as HTMLInputElement).value).toBe(' 华 ');
    await pick('匹配逻辑', 'OR(条件中的任意一个匹配)');
    fireEvent.click(screen.getByTestId('dm-sq-query'));
    await waitFor(() => expect((sentQuery() as { matchLogic: string }).matchLogic).toBe('OR'));
    await waitFor(() => expect(screen.getByTestId('dm-sq').closest('.ant-modal-wrap')?.getAttribute('style')).toContain('display: none'));

    await openDialog();
    fireEvent.click(screen.getByTestId('dm-sq-reset'));
    await waitFor(() => expect(lastList().superQueryJson).toBeUndefined());
    await waitFor(() => expect(screen.getByTestId('dm-super-query').getAttribute('data-active')).toBeNull());
    expect(within(dialog()).getAllByTestId('dm-sq-row')).toHaveLength(1);
    expect(within(dialog()).getByTestId('dm-sq-row').getAttribute('data-field')).toBeNull();
  });

  it('asks for a field and a value before querying, and keeps the dialog and its rows when the server refuses', async () => {
    await open();
    await openDialog();
    const before = listCalls().length;
    fireEvent.click(screen.getByTestId('dm-sq-query'));
    await waitFor(() => expect(toast()).toContain('请选择查询字段'));
    await pick('查询字段 1', '金额');
    fireEvent.click(screen.getByTestId('dm-sq-query'));
    await waitFor(() => expect(toast()).toContain('空条件不能查询'));
    expect(listCalls().length).toBe(before);

    fireEvent.change(within(dialog()).getByLabelText('值 1'), { target: { value: '7' } });
    refuse = {
      json: JSON.stringify({ matchLogic: 'AND', conditionJson: [{ field: 'amount', symbol: '==', fieldValue: 7, jnpfKey: 'numInput' }] }),
      msg: '高级查询的条件不正确',
    };
    fireEvent.click(screen.getByTestId('dm-sq-query'));
    expect(await within(dialog()).findByText('高级查询的条件不正确')).toBeTruthy();
    expect((within(dialog()).getByLabelText('值 1') as HTMLInputElement).value).toBe('7');
    expect(screen.getByTestId('dm-super-query').getAttribute('data-active')).toBeNull();
    // The list shown is still the unfiltered one.
    expect(within(screen.getByTestId('dm-table')).getByText('小米')).toBeTruthy();
  });

  it('saves the conditions as a named plan, replaces a plan of the same name, applies and deletes plans', async () => {
    plans = [{ id: 'p0', fullName: '大额', matchLogic: 'OR', moduleId: 'vd1',
      conditionJson: JSON.stringify([{ field: 'amount', symbol: '>=', fieldValue: 300, jnpfKey: 'numInput' }, { field: 'gone', symbol: '==', fieldValue: 1 }]) }];
    await open();
    await openDialog();
    await pick('查询字段 1', '供应商');
    fireEvent.change(within(dialog()).getByLabelText('值 1'), { target: { value: '华为' } });

    fireEvent.click(screen.getByTestId('dm-sq-save'));
    fireEvent.change(await screen.findByLabelText('方案名称'), { target: { value: '华为的' } });
    fireEvent.click(screen.getByTestId('dm-sq-plan-ok'));
    await waitFor(() => expect(plans).toHaveLength(2));
    expect(http.post.mock.calls.find(([u]) => u === '/api/system/AdvancedQuery')![1]).toEqual({
      fullName: '华为的', matchLogic: 'AND', moduleId: 'vd1',
      conditionJson: JSON.stringify([{ field: 'supplier', symbol: '==', fieldValue: '华为', jnpfKey: 'comInput' }]),
    });

    // The same name again replaces that plan after a confirmation.
    await pick('条件 1', '不等于');
    fireEvent.click(screen.getByTestId('dm-sq-save'));
    fireEvent.change(await screen.findByLabelText('方案名称'), { target: { value: '华为的' } });
    fireEvent.click(screen.getByTestId('dm-sq-plan-ok'));
    expect(await screen.findByText('华为的已存在, 是否覆盖方案?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '确 定' }).at(-1)!);
    await waitFor(() => expect(http.put).toHaveBeenCalled());
    expect(http.put.mock.calls[0][0]).toBe('/api/system/AdvancedQuery/p2');
    expect(plans).toHaveLength(2);
    expect(JSON.parse(plans[1].conditionJson)[0].symbol).toBe('<>');

    // Choosing a plan applies it: its conditions this list still has, its match logic.
    fireEvent.click(screen.getByTestId('dm-sq-plans'));
    fireEvent.click(await screen.findByRole('button', { name: '大额' }));
    await waitFor(() => expect(sentQuery()).toEqual({ matchLogic: 'OR', conditionJson: [
      { field: 'amount', symbol: '>=', fieldValue: 300, jnpfKey: 'numInput' },
    ] }));
    await waitFor(() => expect(screen.getByTestId('dm-super-query').getAttribute('data-active')).toBe('1'));

    await openDialog();
    fireEvent.click(screen.getByTestId('dm-sq-plans'));
    fireEvent.click(await screen.findByRole('button', { name: '删除方案 大额' }));
    await waitFor(() => expect(http.delete).toHaveBeenCalledWith('/api/system/AdvancedQuery/p0'));
    await waitFor(() => expect(screen.queryByRole('button', { name: '大额' })).toBeNull());
    expect(screen.getByRole('button', { name: '华为的' })).toBeTruthy();
  });
});
