// userSelect with selectType 'custom': the choosable users come from UserCondition when any able* list is set.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const ALLOWED = [
  { id: 'u-wang', fullName: '王芳/wangfang', account: 'wangfang', organize: '岐元堂/采购部', type: 'user' },
  { id: 'u-zhou', fullName: '周杰/zhoujie', account: 'zhoujie', organize: '岐元堂/采购部', type: 'user' },
];
const conditionCalls = () => post.mock.calls.filter(([url]) => url === '/api/permission/Users/UserCondition')
  .map(([, body]) => body as Record<string, unknown>);

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  post.mockImplementation((url: string, body: { keyword?: string; userId?: string[] }) => {
    if (url === '/api/permission/Users/UserCondition') {
      const k = body.keyword ?? '';
      return ok({ list: ALLOWED.filter((u) => u.fullName.includes(k)), pagination: { currentPage: 1, pageSize: 100, total: 2 } });
    }
    if (url === '/api/permission/Users/getUserList') return ok({ list: [] });
    if (url.startsWith('/api/permission/Users/ImUser/Selector/')) return ok({ list: [{ id: 'org-hq', fullName: '岐元堂', type: 'company', hasChildren: true }] });
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
});
afterEach(cleanup);

const list = () => within(screen.getByTestId('picker-source'));

describe('custom userSelect', () => {
  it('offers only the users of the allowed positions, roles and groups, and picks one', async () => {
    const onValue = vi.fn();
    const field = fieldOf('userSelect', { selectType: 'custom', ablePosIds: ['pos-buyer'], ableRoleIds: ['role-purchase'],
      ableGroupIds: ['group-herb-buying'], ableDepIds: [], ableUserIds: ['u-admin'] });
    renderWithProviders(<Harness field={field} initial={null} onValue={onValue} />);
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    fireEvent.click(await list().findByText('周杰/zhoujie'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onValue).toHaveBeenLastCalledWith('u-zhou');
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    expect(await list().findByText('王芳/wangfang')).toBeTruthy();
    expect(list().queryByText('岐元堂')).toBeNull();
    expect(conditionCalls()[0]).toMatchObject({ positionIds: ['pos-buyer'], roleIds: ['role-purchase'],
      groupIds: ['group-herb-buying'], departIds: [], userIds: ['u-admin'], keyword: '', currentPage: 1 });
    expect(post.mock.calls.some(([url]) => String(url).includes('ImUser'))).toBe(false);
  });

  it('searches the allowed users on the server by the typed keyword', async () => {
    renderWithProviders(<Harness field={fieldOf('userSelect', { selectType: 'custom', ableRoleIds: ['role-purchase'] })} initial={null} />);
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    await list().findByText('王芳/wangfang');
    fireEvent.change(list().getByLabelText('关键词'), { target: { value: '周' } });
    await waitFor(() => expect(conditionCalls().at(-1)?.keyword).toBe('周'));
    await waitFor(() => expect(list().queryByText('王芳/wangfang')).toBeNull());
    expect(list().getByText('周杰/zhoujie')).toBeTruthy();
  });

  it('keeps the whole organisation tree when the picker is not custom', async () => {
    renderWithProviders(<Harness field={fieldOf('userSelect', { ableRoleIds: ['role-purchase'] })} initial={null} />);
    fireEvent.mouseDown(screen.getByLabelText('userSelect label'));
    expect(await list().findByText('岐元堂')).toBeTruthy();
    expect(conditionCalls()).toHaveLength(0);
  });
});
