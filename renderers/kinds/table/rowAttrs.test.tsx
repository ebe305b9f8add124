import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../../src/engine/types';
import { compileForWeb, DetailView, LoomForm, type LoomFormHandle } from '../../index';
import { renderWithProviders, setTestData } from '../../testing';

vi.setConfig({ testTimeout: 60_000 });

const get = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: vi.fn() });

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
const SUPPLIER_FORM = { fields: [
  { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '供应商名称' } },
  { __vModel__: 'contact', __config__: { jnpfKey: 'comInput', label: '联系人' } },
] };
const SUPPLIERS: Record<string, Record<string, unknown>> = {
  sup1: { name: '亳州药材行', contact: '张三' },
  sup2: { name: '安国药市', contact: '李四' },
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/api/visualdev/OnlineDev/m-supplier/Config') return ok({ id: 'm-supplier', fullName: '供应商', formData: JSON.stringify(SUPPLIER_FORM), columnData: '{}' });
    const change = /^\/api\/visualdev\/OnlineDev\/m-supplier\/(\w+)(\/DataChange)?$/.exec(url);
    if (change) return ok({ id: change[1], data: JSON.stringify(SUPPLIERS[change[1]]) });
    if (url === '/api/visualdev/Base/m-supplier/FieldDataSelect') {
      const list = Object.entries(SUPPLIERS).map(([id, r]) => ({ id, ...r }));
      return ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } });
    }
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(cleanup);

const relationForm = (vModel: string, label: string): FieldDef => ({
  __vModel__: vModel, __config__: { jnpfKey: 'relationForm', label }, modelId: 'm-supplier', relationField: 'name', hasPage: true,
  pageSize: 20, popupType: 'dialog', popupTitle: '选择数据', columnOptions: [{ value: 'name', label: '供应商名称' }],
});

// A top-level relation with the same vModel as the row's: a row must not read it.
const form: FormDefinition = { fields: [
  relationForm('supplier', '主供应商'),
  { __vModel__: 'items', __config__: { jnpfKey: 'table', label: '采购明细', children: [
    relationForm('supplier', '供应商'),
    // Shown only (isStorage 1, no vModel), relationField as the bare column name.
    { __config__: { jnpfKey: 'relationFormAttr', label: '联系人', isStorage: 1 }, relationField: 'supplier', showField: 'contact' },
    // Stored (isStorage 2), relationField in the designer's "<table>-<column>_jnpfTable_<table>" spelling.
    { __vModel__: 'contactCopy', __config__: { jnpfKey: 'relationFormAttr', label: '联系人(存储)', isStorage: 2 },
      relationField: 'items-supplier_jnpfTable_t_items', showField: 'contact' },
  ] } },
] } as FormDefinition;

describe('relation attributes in sub-table rows', () => {
  it('choosing a record in row 2 shows its attribute in row 2 only, and stores it there', async () => {
    const ref = createRef<LoomFormHandle>();
    const onSubmit = vi.fn();
    renderWithProviders(<LoomForm compiled={compileForWeb(form)} formData={{ supplier: 'sup1', items: [{ supplier: '' }, { supplier: '' }] }}
      onSubmit={onSubmit} formRef={ref} />);
    const shown = () => screen.getAllByLabelText('联系人') as HTMLInputElement[];
    const stored = () => screen.getAllByLabelText('联系人(存储)') as HTMLInputElement[];
    await waitFor(() => expect(shown()).toHaveLength(2));
    // The top-level 主供应商 (sup1, 张三) is not what the rows show.
    expect(shown().map((i) => i.value)).toEqual(['', '']);

    fireEvent.click(screen.getAllByLabelText('供应商')[1]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('安国药市'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));

    await waitFor(() => expect(shown().map((i) => i.value)).toEqual(['', '李四']));
    await waitFor(() => expect(stored().map((i) => i.value)).toEqual(['', '李四']));
    await act(async () => ref.current!.submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const items = (onSubmit.mock.calls[0][0] as { items: Record<string, unknown>[] }).items;
    expect(items[1]).toMatchObject({ supplier: 'sup2', contactCopy: '李四' });
    expect(items[0].contactCopy ?? '').toBe('');
  });

  it('the detail view shows each row\'s own attribute', async () => {
    renderWithProviders(<DetailView compiled={compileForWeb(form)}
      record={{ supplier: 'sup1', items: [{ supplier: 'sup2', contactCopy: '李四' }, { supplier: 'sup1', contactCopy: '张三' }] }} />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText('李四')).toHaveLength(2));
    expect(within(table).getAllByText('张三')).toHaveLength(2);
  });
});
