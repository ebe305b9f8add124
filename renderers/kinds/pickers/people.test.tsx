import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData, signInForTest } from '../../testing';
import type { UserInfo } from '../../../src/engine/types';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

beforeEach(() => { get.mockReset(); post.mockReset(); });

const USERS: Record<string, string> = { 'u-li': '李采购/li', 'u-wang': '王质检/wang', 'u-zhao': '赵仓管/zhao' };
const ORGS: Record<string, string> = { 'org-hq': '岐元堂中药材有限公司', 'dep-purchase': '采购部', 'dep-sales': '销售部', 'pos-buyer': '采购员' };

function answerNames() {
  post.mockImplementation((url: string, body: { userId?: string[]; ids?: string[]; idsList?: string[][] }) => {
    if (url === '/api/permission/Users/getUserList') return ok({ list: body.userId!.filter((id) => USERS[id]).map((id) => ({ id, fullName: USERS[id] })) });
    if (url === '/api/permission/Organize/getNames') return ok({ list: body.ids!.filter((id) => ORGS[id]).map((id) => ({ id, fullName: ORGS[id] })) });
    if (url === '/api/permission/Users/getSelectedList') return ok({ list: body.userId!.map((id) => ({ id, fullName: id.startsWith('dep-purchase') ? '采购部' : USERS[id.split('--')[0]] })) });
    if (url === '/api/system/Area/GetAreaByIds') return ok(body.idsList!.map((p) => p.map((id) => ({ '51': '四川省', '5101': '成都市', '510107': '武侯区' }[id] ?? id))));
    throw new Error(`unexpected ${url}`);
  });
}

describe('names in cells and detail views', () => {
  it('a page of user cells asks for all names in one request', async () => {
    answerNames();
    const values = ['u-li', 'u-wang', 'u-zhao', 'u-li', 'u-wang', 'u-zhao', 'u-li', 'u-wang', 'u-zhao', 'u-li'];
    const { getByTestId } = renderViews('cell', fieldOf('userSelect'), values);
    await waitFor(() => expect(getByTestId('view-9').textContent).toBe('李采购/li'));
    expect(getByTestId('view-1').textContent).toBe('王质检/wang');
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0][1] as { userId: string[] }).userId.sort()).toEqual(['u-li', 'u-wang', 'u-zhao']);
  });

  // Several values are joined by ',' as the kind's spec words them (export, print and DataChange say the same).
  it('organisation paths show their names joined by "/"; departments and positions by name, one request', async () => {
    answerNames();
    const a = renderViews('detail', fieldOf('comSelect', { multiple: true }), [[['org-hq', 'dep-purchase'], ['org-hq', 'dep-sales']]]);
    await waitFor(() => expect(a.getByTestId('view-0').textContent).toBe('岐元堂中药材有限公司/采购部,岐元堂中药材有限公司/销售部'));
    expect(post).toHaveBeenCalledTimes(1);
    a.unmount();
    const b = renderViews('cell', fieldOf('posSelect', { multiple: true }), [['pos-buyer'], ['pos-buyer', 'pos-gone']]);
    await waitFor(() => expect(b.getByTestId('view-1').textContent).toBe('采购员,pos-gone'));
  });

  it('user component values ("id--type") and area paths resolve their names', async () => {
    answerNames();
    const a = renderViews('cell', fieldOf('usersSelect', { multiple: true }), [['u-li--user', 'dep-purchase--department']]);
    await waitFor(() => expect(a.getByTestId('view-0').textContent).toBe('李采购/li,采购部'));
    a.unmount();
    const b = renderViews('cell', fieldOf('address', { level: 2 }), [['51', '5101', '510107'], ['51', '5101']]);
    await waitFor(() => expect(b.getByTestId('view-0').textContent).toBe('四川省/成都市/武侯区'));
    expect(b.getByTestId('view-1').textContent).toBe('四川省/成都市');
    expect(post.mock.calls.filter((c) => c[0] === '/api/system/Area/GetAreaByIds')).toHaveLength(1);
  });
});

const DEPARTMENTS = [{
  id: 'org-hq', fullName: '岐元堂中药材有限公司', type: 'company', hasChildren: true, children: [
    { id: 'dep-purchase', fullName: '采购部', type: 'department' },
    { id: 'dep-sales', fullName: '销售部', type: 'department' },
  ],
}];

const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
const inDialog = () => within(screen.getByTestId('picker-source'));

describe('organisation pickers', () => {
  it('depSelect picks departments only: the company cannot be chosen', async () => {
    get.mockImplementation((url: string) => (url === '/api/permission/Organize/Department/Selector/0' ? ok({ list: DEPARTMENTS }) : Promise.reject(new Error(url))));
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('depSelect')} initial={null} onValue={onValue} />);
    fireEvent.mouseDown(screen.getByLabelText('depSelect label'));
    fireEvent.click(await inDialog().findByText('岐元堂中药材有限公司'));
    confirm();
    expect(onValue).toHaveBeenLastCalledWith(null);
    fireEvent.mouseDown(screen.getByLabelText('depSelect label'));
    fireEvent.click(await inDialog().findByText('销售部'));
    confirm();
    expect(onValue).toHaveBeenLastCalledWith('dep-sales');
  });

  it('comSelect stores the id path and starts with the user\'s organisation when defaultCurrent is set', async () => {
    get.mockImplementation((url: string) => (url === '/api/permission/Organize/Tree' ? ok({ list: DEPARTMENTS }) : Promise.reject(new Error(url))));
    post.mockImplementation(() => ok({ list: [] }));
    signInForTest({ userId: 'u-li', organizeId: 'dep-purchase' } as UserInfo);
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('comSelect', {}, { defaultCurrent: true })} initial={[]} onValue={onValue} />);
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(['org-hq', 'dep-purchase']));
    expect(onValue).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByLabelText('comSelect label'));
    fireEvent.click(await inDialog().findByText('销售部'));
    confirm();
    expect(onValue).toHaveBeenLastCalledWith(['org-hq', 'dep-sales']);
  });
});
