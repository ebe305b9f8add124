// Words of a screen form that are not field titles of the top level: the columns of a table-like field (an array of
// objects, here 数据接口's SQL parameters) and rjsf's own buttons in the user's language, and the dictionary forms'
// refusals in the spec's words instead of the generic "at most N characters" sentence.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, type Lang } from '../testing';
import sqlForm from '../../../schemas/screens/system/forms/dataInterfaceSql.form.json';
import typeForm from '../../../schemas/screens/system/forms/dictionaryType.form.json';
import dataForm from '../../../schemas/screens/system/forms/dictionaryData.form.json';
import type { ScreenFormFile } from '../../engine/screen';
import { ScreenFormBody } from './ScreenForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 30_000 });

function draw(form: unknown, lang: Lang, initial: Record<string, unknown>) {
  http.get.mockImplementation(() => Promise.resolve({ code: 200, msg: '', data: { list: [] } }));
  const submit = vi.fn();
  const view = renderWithProviders(<ScreenFormBody form={form as ScreenFormFile} initial={initial} onSubmit={submit}>
    <button type="submit">submit</button>
  </ScreenFormBody>, { lang });
  return { submit, view };
}

const sqlValues = { fullName: 'n', enCode: 'c', category: 'k', type: 'sql', sqlText: 'SELECT 1' };

describe('a table-like field\'s columns and rjsf\'s buttons', () => {
  it('draws the SQL parameters\' columns, options and add button in English', async () => {
    const { view } = draw(sqlForm, 'en', sqlValues);
    const add = await screen.findByTitle('Add a row');
    expect(screen.queryByTitle('Add Item')).toBeNull();
    fireEvent.click(add);
    // The rows of the array field (antd's ArrayFieldTemplate puts them in .array-item-list).
    const row = await waitFor(() => {
      const list = view.container.querySelector('.array-item-list') as HTMLElement | null;
      expect(list && within(list).queryByText('Parameter')).toBeTruthy();
      return list!;
    });
    for (const title of ['Parameter', 'Description', 'Type', 'Default value', 'Required']) {
      expect(within(row).getByText(title)).toBeTruthy();
    }
    for (const chinese of ['参数名', '说明', '类型', '默认值', '必填']) expect(within(row).queryByText(chinese)).toBeNull();
    // The type select shows its option by the English label ('string' is its default).
    expect(within(row).getByText('Text')).toBeTruthy();
    expect(within(row).getByTitle('Remove')).toBeTruthy();
  });

  it('says the add button in zh-CN and zh-TW too', async () => {
    const cn = draw(sqlForm, 'zh-CN', sqlValues);
    expect(await screen.findByTitle('添加一行')).toBeTruthy();
    cn.view.unmount();
    draw(sqlForm, 'zh-TW', sqlValues);
    fireEvent.click(await screen.findByTitle('添加一行'));
    expect(await screen.findByText('參數名')).toBeTruthy();
    expect(screen.getByText('默認值')).toBeTruthy();
    expect(screen.queryByText('参数名')).toBeNull();
  });
});

describe('the dictionary forms\' refusals', () => {
  it('refuses a category name and code over 50 characters with the spec\'s words', async () => {
    const { submit } = draw(typeForm, 'zh-CN', { parentId: '-1', fullName: '名'.repeat(51), enCode: 'c'.repeat(51) });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('名称最多为50个字符！')).toBeTruthy();
    expect(screen.getByText('编码最多为50个字符！')).toBeTruthy();
    expect(screen.queryByText(/长度不能超过/)).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for a category\'s name and code with the spec\'s words', async () => {
    draw(typeForm, 'zh-CN', { parentId: '-1' });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(screen.getByText('请输入编码')).toBeTruthy();
  });

  it('refuses an entry name and code over 50 characters with the spec\'s words', async () => {
    const { submit } = draw(dataForm, 'zh-CN', { dictionaryTypeId: 't1', parentId: '0', fullName: '名'.repeat(51),
      enCode: 'c'.repeat(51) });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('字典名称最多为50个字符！')).toBeTruthy();
    expect(screen.getByText('字典编码最多为50个字符！')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('says them in English', async () => {
    draw(dataForm, 'en', { dictionaryTypeId: 't1', parentId: '0', fullName: 'n'.repeat(51), enCode: 'c' });
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('The dictionary name has at most 50 characters!')).toBeTruthy();
  });
});
