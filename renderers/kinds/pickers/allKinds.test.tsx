/** Every picker kind renders its input, its list cell and its detail view from a realistic stored value. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '../../../src/engine/types';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

vi.setConfig({ testTimeout: 30_000 });

const NAMES: Record<string, string> = {
  'org-hq': '岐元堂', 'dep-purchase': '采购部', 'pos-buyer': '采购员', 'role-buyer': '采购角色', 'grp-a': '采购组', 'u-li': '李采购/li',
};
const get = vi.fn((url: string) => {
  if (url.startsWith('/api/system/Area/')) return ok({ list: [{ id: '51', fullName: '四川省', isLeaf: false }] });
  if (url.includes('/Selector') || url.endsWith('/Tree')) return ok({ list: [] });
  return ok(null);
});
const post = vi.fn((url: string, body: { ids?: string[]; userId?: string[]; idsList?: string[][] }) => {
  if (url.endsWith('getNames')) return ok({ list: body.ids!.map((id) => ({ id, fullName: NAMES[id] ?? id })) });
  if (url.endsWith('getUserList') || url.endsWith('getSelectedList')) return ok({ list: body.userId!.map((id) => ({ id, fullName: NAMES[id.split('--')[0]] })) });
  // Names each id of each path, as the server does (a cell may ask for one id at a time).
  if (url.endsWith('GetAreaByIds')) return ok(body.idsList!.map((p) => p.map((id) => ({ '51': '四川省', '5101': '成都市' }[id] ?? id))));
  if (url.includes('ImUser')) return ok({ list: [] });
  return ok([]);
});
setTestData({ get: (...a: unknown[]) => get(...(a as [string])), post: (...a: unknown[]) => post(...(a as [string, never])) });

const CASES: [FieldDef, unknown, string][] = [
  [fieldOf('comSelect'), ['org-hq', 'dep-purchase'], '岐元堂/采购部'],
  [fieldOf('depSelect'), 'dep-purchase', '采购部'],
  [fieldOf('posSelect', { multiple: true }), ['pos-buyer'], '采购员'],
  [fieldOf('roleSelect'), 'role-buyer', '采购角色'],
  [fieldOf('groupSelect'), 'grp-a', '采购组'],
  [fieldOf('userSelect'), 'u-li', '李采购/li'],
  [fieldOf('usersSelect'), 'u-li--user', '李采购/li'],
  [fieldOf('address', { level: 1 }), ['51', '5101'], '四川省/成都市'],
  [fieldOf('cascader', { options: [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }] }), ['1', '2'], '选项1/选项1-1'],
  [fieldOf('treeSelect', { options: [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }] }), '2', '选项1-1'],
  [fieldOf('autoComplete', { interfaceId: 'di', relationField: 'fullName', total: 10 }), '当归', '当归'],
  [fieldOf('billRule', {}, { rule: 'CGDD' }), 'CG202401010001', 'CG202401010001'],
  [fieldOf('uploadFz'), [{ name: '报告.pdf', fileId: 'f1', url: '/u/f1' }], '报告.pdf'],
  [fieldOf('relationFormAttr', { relationField: 'supplier', showField: 'contact' }, { isStorage: 2 }), '张三', '张三'],
  [fieldOf('popupAttr', { relationField: 'supplier', showField: 'contact' }, { isStorage: 2 }), '张三', '张三'],
];

describe('every picker kind', () => {
  it.each(CASES.map(([f, v, t]) => [f.__config__.jnpfKey, f, v, t] as const))('%s renders input, cell and detail', async (_kind, field, value, text) => {
    const form = renderWithProviders(<Harness field={field} initial={value} />);
    expect(form.container.querySelector('#x')).toBeTruthy();
    form.unmount();
    const cell = renderViews('cell', field, [value]);
    await waitFor(() => expect(cell.getByTestId('view-0').textContent).toBe(text));
    cell.unmount();
    const detail = renderViews('detail', field, [value]);
    await waitFor(() => expect(detail.getByTestId('view-0').textContent).toContain(text));
    expect(screen.queryByText(/无法显示/)).toBeNull();
  });
});
