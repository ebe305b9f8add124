/**
 * Concurrent edits (issue 10 item 5) in the edit dialog: the record is loaded with its version (f_version), the
 * save sends it back, and when the server refuses the save because someone else changed the record, the message is
 * shown and the dialog stays open with everything the user typed. Only the transport is stubbed: the real request
 * layer turns the 400 envelope into the toast and the rejection, as in the app.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ColumnData, FormDefinition } from '../../../engine/types';
import { renderWithProviders } from '../../testing';
import { configureHttp, httpInstance } from '../../api/http';
import DynamicModel from './index';

vi.setConfig({ testTimeout: 30_000 });
vi.mock('../../session/usePermission', () => ({
  usePermission: () => ({ entry: undefined, hasBtn: () => true, hasColumn: () => true, hasForm: () => true }),
}));

const formData: FormDefinition = {
  popupType: 'general',
  concurrencyLock: true,
  fields: [
    { __vModel__: 'supplier', __config__: { jnpfKey: 'comInput', label: '供应商', required: true, visibility: ['pc'] } },
    { __vModel__: 'phone', __config__: { jnpfKey: 'comInput', label: '电话', visibility: ['pc'] } },
  ],
};
const columnData: ColumnData = {
  columnList: [{ label: '供应商', prop: 'supplier', jnpfKey: 'comInput' }],
  searchList: [], type: 1, hasPage: true, pageSize: 20, btnsList: [], columnBtnsList: [{ value: 'edit', label: '编辑' }],
};
const REFUSED = '该数据已被其他人修改，请刷新后再试';

let puts: { url: string; body: { id: string; data: string } }[] = [];
const toasts: string[] = [];

/** The server: Config, one listed record, the record with its version, and a refused PUT. */
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  const reply = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
  if (config.method === 'get' && url.endsWith('/Config')) {
    return reply({ code: 200, msg: 'Success', data: { id: 'vd1', fullName: '供应商', webType: 2, enableFlow: 0,
      formData: JSON.stringify(formData), columnData: JSON.stringify(columnData) } });
  }
  if (config.method === 'post' && url.endsWith('/List')) {
    return reply({ code: 200, msg: 'Success', data: { list: [{ id: 'r1', supplier: '华为' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 } } });
  }
  if (config.method === 'get' && url.endsWith('/r1')) {
    return reply({ code: 200, msg: 'Success',
      data: { id: 'r1', data: JSON.stringify({ supplier: '华为', phone: '010-1', f_version: 3 }) } });
  }
  if (config.method === 'put') {
    puts.push({ url, body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data });
    return reply({ code: 400, msg: REFUSED });
  }
  throw new Error(`unexpected ${config.method} ${url}`);
};

const original = httpInstance.defaults.adapter;
beforeEach(() => {
  puts = [];
  toasts.length = 0;
  httpInstance.defaults.adapter = adapter;
  configureHttp({ notify: (message) => { toasts.push(message); } });
});
afterEach(() => { httpInstance.defaults.adapter = original; });

describe('editing a record of a form that locks concurrent edits', () => {
  it('sends the loaded version back, and when the save is refused shows why and keeps what the user typed', async () => {
    renderWithProviders(<DynamicModel modelId="m1" moduleId="vd1" />);
    await within(await screen.findByTestId('dm-table')).findByText('华为');
    fireEvent.click(screen.getByTestId('dm-row-edit'));
    const form = await screen.findByTestId('dm-form');
    const supplier = within(form).getByLabelText('供应商') as HTMLInputElement;
    expect(supplier.value).toBe('华为');
    fireEvent.change(supplier, { target: { value: '华为技术有限公司' } });
    fireEvent.change(within(form).getByLabelText('电话'), { target: { value: '010-2' } });

    fireEvent.click(screen.getByTestId('dm-submit'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].url).toBe('/api/visualdev/OnlineDev/vd1/r1');
    expect(JSON.parse(puts[0].body.data)).toEqual({ supplier: '华为技术有限公司', phone: '010-2', f_version: 3 });
    await waitFor(() => expect(toasts).toEqual([REFUSED]));
    await waitFor(() => expect(screen.getByTestId('dm-submit').className).not.toContain('loading'));

    const still = screen.getByTestId('dm-form');
    expect((within(still).getByLabelText('供应商') as HTMLInputElement).value).toBe('华为技术有限公司');
    expect((within(still).getByLabelText('电话') as HTMLInputElement).value).toBe('010-2');
  });
});
