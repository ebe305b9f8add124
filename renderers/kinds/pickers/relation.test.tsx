import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormDefinition } from '../../../src/engine/types';
import { compileForWeb, DetailView, LoomForm, type LoomFormHandle } from '../../index';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const SUPPLIER_FORM: FormDefinition = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'comInput', label: '供应商名称' } },
    { __vModel__: 'contact', __config__: { jnpfKey: 'comInput', label: '联系人' } },
  ],
} as FormDefinition;
const SUPPLIERS: Record<string, Record<string, unknown>> = {
  sup1: { name: '亳州药材行', contact: '张三' },
  sup2: { name: '安国药市', contact: '李四' },
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === '/api/visualdev/OnlineDev/m-supplier/Config') return ok({ id: 'm-supplier', fullName: '供应商', formData: JSON.stringify(SUPPLIER_FORM), columnData: '{}' });
    const change = /^\/api\/visualdev\/OnlineDev\/m-supplier\/(\w+)\/DataChange$/.exec(url);
    if (change) return ok({ id: change[1], data: JSON.stringify(SUPPLIERS[change[1]]) });
    const rec = /^\/api\/visualdev\/OnlineDev\/m-supplier\/(\w+)$/.exec(url);
    if (rec) return ok({ id: rec[1], data: JSON.stringify(SUPPLIERS[rec[1]]) });
    if (url === '/api/visualdev/Base/m-supplier/FieldDataSelect') {
      const list = Object.entries(SUPPLIERS).map(([id, r]) => ({ id, ...r }))
        .filter((r) => !params?.keyword || String((r as Record<string, unknown>).name).includes(String(params.keyword)));
      return ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } });
    }
    throw new Error(`unexpected GET ${url}`);
  });
});

const relation = fieldOf('relationForm', {
  __vModel__: 'supplier', modelId: 'm-supplier', relationField: 'name', hasPage: true, pageSize: 20, popupType: 'dialog',
  popupTitle: '选择数据', popupWidth: '800px', columnOptions: [{ value: 'name', label: '供应商名称' }, { value: 'contact', label: '联系人' }],
});

describe('relationForm', () => {
  it('picks a record in the dialog, stores its id and shows its relationField', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={relation} initial="" onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('relationForm label'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('安国药市'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(onValue).toHaveBeenLastCalledWith('sup2');
    await waitFor(() => expect((screen.getByLabelText('relationForm label') as HTMLInputElement).value).toBe('安国药市'));
  });

  it('read-only with a value opens the related record in a nested detail view', async () => {
    renderWithProviders(<Harness field={relation} initial="sup1" readonly />);
    const link = await screen.findByRole('link', { name: '亳州药材行' });
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('详情')).toBeTruthy();
    await within(dialog).findByText('张三');
    expect(within(dialog).getByText('联系人')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/api/visualdev/OnlineDev/m-supplier/Config');
    expect(get).toHaveBeenCalledWith('/api/visualdev/OnlineDev/m-supplier/sup1');
  });

  it('list cells of many records share one list request', async () => {
    const { getByTestId } = renderViews('cell', relation, ['sup1', 'sup2', 'sup1']);
    await waitFor(() => expect(getByTestId('view-1').textContent).toBe('安国药市'));
    expect(getByTestId('view-2').textContent).toBe('亳州药材行');
    expect(get.mock.calls.filter((c) => String(c[0]).includes('FieldDataSelect'))).toHaveLength(1);
  });
});

describe('relationFormAttr', () => {
  const form: FormDefinition = {
    fields: [
      { ...relation, __config__: { ...relation.__config__, label: '供应商' } },
      { __config__: { jnpfKey: 'relationFormAttr', label: '联系人(展示)', isStorage: 1 }, relationField: 'supplier', showField: 'contact' },
      { __vModel__: 'contactCopy', __config__: { jnpfKey: 'relationFormAttr', label: '联系人(存储)', isStorage: 2 }, relationField: 'supplier', showField: 'contact' },
    ],
  } as FormDefinition;

  it('shows showField of the related record and, with isStorage 2, stores it when the relation changes', async () => {
    const compiled = compileForWeb(form);
    expect(compiled.schema.properties).toHaveProperty('contactCopy');
    expect(Object.keys(compiled.schema.properties ?? {})).toEqual(['supplier', 'contactCopy']);
    const ref = createRef<LoomFormHandle>();
    const onSubmit = vi.fn();
    renderWithProviders(<LoomForm compiled={compiled} formData={{ supplier: 'sup1', contactCopy: '张三' }} onSubmit={onSubmit} formRef={ref} />);
    await screen.findByText('张三', { selector: 'span' });
    fireEvent.click(screen.getByLabelText('供应商'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('安国药市'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('李四', { selector: 'span' });
    await waitFor(() => expect((screen.getByLabelText('联系人(存储)') as HTMLInputElement).value).toBe('李四'));
    ref.current!.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ supplier: 'sup2', contactCopy: '李四' })));
  });

  it('the detail view shows the attribute of the stored relation', async () => {
    renderWithProviders(<DetailView compiled={compileForWeb(form)} record={{ supplier: 'sup2', contactCopy: '李四' }} />);
    await screen.findByText('联系人(展示)');
    // Once from the related record (isStorage 1), once as stored (isStorage 2).
    await waitFor(() => expect(screen.getAllByText('李四')).toHaveLength(2));
  });
});
