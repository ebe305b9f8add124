// The business-rule picker (src/web/screens/widgets/billRuleSelect.tsx): the 业务分类 tree beside a paged, searchable
// list of rules; confirm does nothing without a choice; the chosen rule's code is what a billRuleSelect field stores.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import type { ScreenFormFile } from '../../engine/screen';
import { ScreenFormBody } from './ScreenForm';
import { BillRulePicker } from './widgets/billRuleSelect';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 60_000 });

const RULES = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, fullName: `规则${i}`, enCode: `rule${i}`,
  startNumber: '0001', category: i < 22 ? 'businessTypepurchase' : 'businessTypesales' }));
const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: '', data });

function serve() {
  http.get.mockReset();
  http.get.mockImplementation((url: string, p: Record<string, unknown> = {}) => {
    if (url.endsWith('/businessType/Data/Selector')) {
      return ok({ list: [{ id: 'businessTypepurchase', fullName: '采购' }, { id: 'businessTypesales', fullName: '销售' }] });
    }
    if (url === '/api/system/BillRule/Selector') {
      const hits = RULES.filter((r) => (p.categoryId === '0' || r.category === p.categoryId)
        && (!p.keyword || r.enCode.includes(String(p.keyword))));
      const page = Number(p.currentPage);
      const size = Number(p.pageSize);
      return ok({ list: hits.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: hits.length } });
    }
    return ok({ list: [] });
  });
}

const lastListCall = () => http.get.mock.calls.filter(([url]) => url === '/api/system/BillRule/Selector').at(-1)![1];
// Text and selector queries: role queries walk the whole antd DOM and are slow in jsdom.
const okButton = () => screen.getByText(/^确\s*定$/);
const radios = () => document.querySelectorAll('.ant-table-tbody .ant-radio-input').length;

describe('the business-rule picker', () => {
  it('lists rules page by page under the 业务分类 tree, and confirm does nothing until one is chosen', async () => {
    serve();
    const onConfirm = vi.fn();
    renderWithProviders(<BillRulePicker onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(await screen.findByText('规则0')).toBeTruthy();
    expect(screen.getByText('业务分类')).toBeTruthy();
    expect(await screen.findByText('采购')).toBeTruthy();
    expect(radios()).toBe(20);
    expect(lastListCall()).toMatchObject({ categoryId: '0', currentPage: 1, pageSize: 20 });
    fireEvent.click(okButton());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('规则0')).toBeTruthy(); // still open

    // The second page, then a category, then a keyword.
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('规则24')).toBeTruthy();
    fireEvent.click(screen.getByText('销售'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ categoryId: 'businessTypesales', currentPage: 1 }));
    await waitFor(() => expect(radios()).toBe(3));
    fireEvent.click(screen.getByText('业务分类'));
    const search = screen.getByLabelText('请输入关键词查询');
    fireEvent.change(search, { target: { value: 'rule1' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastListCall()).toMatchObject({ categoryId: '0', keyword: 'rule1' }));
    await waitFor(() => expect(radios()).toBe(11));

    // Choosing a row, then confirming, hands the rule over.
    fireEvent.click(screen.getByText('规则12'));
    fireEvent.click(okButton());
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ enCode: 'rule12', fullName: '规则12' }));
  });

  it('stores the chosen code in a form field drawn as billRuleSelect', async () => {
    serve();
    const form: ScreenFormFile = { schema: { type: 'object', properties: { rule: { type: 'string', title: '单据规则' } } },
      uiSchema: { rule: { 'ui:widget': 'billRuleSelect' } } };
    const submit = vi.fn();
    renderWithProviders(<ScreenFormBody form={form} initial={{}} onSubmit={submit}><button type="submit">submit</button></ScreenFormBody>);
    fireEvent.click(screen.getByText(/^选\s*择$/));
    const dialog = (await screen.findByText('规则3')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('规则3'));
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect((screen.getByLabelText('单据规则') as HTMLInputElement).value).toBe('rule3'));
    fireEvent.click(screen.getByText('submit'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ rule: 'rule3' }));
  });
});
