// The organisation, department, position, group and role dialogs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Harness, fieldOf, ok } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const DEPARTMENTS = [{
  id: 'org-hq', fullName: '岐元堂', type: 'company', hasChildren: true, children: [
    { id: 'dep-purchase', fullName: '采购部', type: 'department' },
    { id: 'dep-sales', fullName: '销售部', type: 'department' },
  ],
}];
const ROLES = [
  { id: '1', fullName: '全局', type: '', disabled: true, children: [{ id: 'role-staff', fullName: '普通员工', type: 'role' }] },
  { id: 'org-hq', fullName: '岐元堂', type: 'company', disabled: true, children: [
    { id: 'role-buyer', fullName: '采购人员', type: 'role' }, { id: 'role-qc', fullName: '质检人员', type: 'role' }] },
];
const POSITIONS = [{ id: 'org-hq', fullName: '岐元堂', type: 'company', disabled: true, children: [
  { id: 'dep-purchase', fullName: '采购部', type: 'department', disabled: true, children: [{ id: 'pos-buyer', fullName: '采购员', type: 'position' }] }] }];
const GROUPS = [{ id: 'herb', fullName: 'herb', type: '', disabled: true, children: [{ id: 'grp-a', fullName: '道地药材采购小组', type: 'group' }] }];
const NAMES: Record<string, string> = { 'dep-purchase': '采购部', 'dep-sales': '销售部', 'role-buyer': '采购人员', 'org-hq': '岐元堂' };

beforeEach(() => {
  get.mockReset(); post.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/api/permission/Organize/Department/Selector/0' || url === '/api/permission/Organize/Tree') return ok({ list: DEPARTMENTS });
    if (url === '/api/permission/Role/Selector') return ok({ list: ROLES });
    if (url === '/api/permission/Position/Selector') return ok({ list: POSITIONS });
    if (url === '/api/permission/Group/Selector') return ok({ list: GROUPS });
    return Promise.reject(new Error(url));
  });
  post.mockImplementation((url: string, body: { ids: string[] }) => {
    if (url === '/api/permission/Organize/getNames') return ok({ list: body.ids.map((id) => ({ id, fullName: NAMES[id] ?? id })) });
    return Promise.reject(new Error(url));
  });
});
afterEach(cleanup);

const dialog = () => screen.getByTestId('picker-dialog');
const selectedNames = () => within(screen.getByTestId('picker-selected')).queryAllByTestId('picked-item').map((e) => e.textContent);
const openPicker = async (label: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  return screen.findByTestId('picker-dialog');
};
const clickNode = async (name: string) => fireEvent.click(await within(screen.getByTestId('picker-source')).findByText(name));
const button = (name: RegExp) => screen.getByRole('button', { name });

describe('department dialog', () => {
  it('is titled 选择部门, refuses the company, adds departments and confirms the ids', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('depSelect', { multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker('depSelect label');
    expect(screen.getByText('选择部门')).toBeTruthy();
    await clickNode('岐元堂');
    expect(selectedNames()).toEqual([]);
    await clickNode('采购部');
    await clickNode('销售部');
    await clickNode('采购部');
    expect(selectedNames()).toEqual(['采购部', '销售部']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['dep-purchase', 'dep-sales']);
  });

  it('single mode replaces; cancel restores the previous selection', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('depSelect')} initial="dep-purchase" onValue={onValue} />);
    await openPicker('depSelect label');
    await waitFor(() => expect(selectedNames()).toEqual(['采购部']));
    await clickNode('销售部');
    expect(selectedNames()).toEqual(['销售部']);
    fireEvent.click(button(/取\s*消/));
    expect(onValue).not.toHaveBeenCalled();
    await openPicker('depSelect label');
    await waitFor(() => expect(selectedNames()).toEqual(['采购部']));
    fireEvent.click(button(/清空列表/));
    expect(selectedNames()).toEqual([]);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('filters the tree by the typed text', async () => {
    renderWithProviders(<Harness field={fieldOf('depSelect')} initial={null} />);
    await openPicker('depSelect label');
    await within(dialog()).findByText('销售部');
    fireEvent.change(within(dialog()).getByLabelText('关键词'), { target: { value: '采购' } });
    await waitFor(() => expect(within(dialog()).queryByText('销售部')).toBeNull());
    expect(within(dialog()).getByText('采购部')).toBeTruthy();
  });
});

describe('disabled organisations', () => {
  it('a department flagged disabled does not answer a click', async () => {
    get.mockImplementation(() => ok({ list: [{ ...DEPARTMENTS[0], children: [...DEPARTMENTS[0].children,
      { id: 'dep-old', fullName: '旧部门', type: 'department', disabled: true }] }] }));
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('depSelect', { multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker('depSelect label');
    await clickNode('旧部门');
    await clickNode('销售部');
    expect(selectedNames()).toEqual(['销售部']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['dep-sales']);
  });
});

describe('organisation dialog', () => {
  it('stores the id path of the chosen organisation', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('comSelect')} initial={[]} onValue={onValue} />);
    await openPicker('comSelect label');
    expect(screen.getByText('选择组织')).toBeTruthy();
    await clickNode('销售部');
    expect(selectedNames()).toEqual(['岐元堂/销售部']);
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['org-hq', 'dep-sales']);
  });
});

describe('role picker', () => {
  it('has the tabs 组织 and 全局, picks only roles, and a single confirm with nothing clears', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('roleSelect')} initial="role-buyer" onValue={onValue} />);
    await openPicker('roleSelect label');
    expect(screen.getByText('选择角色')).toBeTruthy();
    await waitFor(() => expect(selectedNames()).toEqual(['采购人员']));
    await within(dialog()).findByText('质检人员');
    expect(within(dialog()).queryByText('普通员工')).toBeNull();
    await clickNode('岐元堂');
    expect(selectedNames()).toEqual(['采购人员']);
    fireEvent.click(screen.getByRole('tab', { name: '全局' }));
    await clickNode('普通员工');
    expect(selectedNames()).toEqual(['普通员工']);
    fireEvent.click(button(/清空列表/));
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });
});

describe('position and group dialogs', () => {
  it('the position dialog (选择岗位) takes positions only', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('posSelect', { multiple: true })} initial={[]} onValue={onValue} />);
    await openPicker('posSelect label');
    expect(screen.getByText('选择岗位')).toBeTruthy();
    await clickNode('采购部');
    await clickNode('岐元堂');
    expect(selectedNames()).toEqual([]);
    await clickNode('采购员');
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith(['pos-buyer']);
  });

  it('the group dialog (选择分组) takes groups only', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={fieldOf('groupSelect')} initial={null} onValue={onValue} />);
    await openPicker('groupSelect label');
    expect(screen.getByText('选择分组')).toBeTruthy();
    await clickNode('herb');
    expect(selectedNames()).toEqual([]);
    await clickNode('道地药材采购小组');
    fireEvent.click(button(/确\s*定/));
    expect(onValue).toHaveBeenLastCalledWith('grp-a');
  });
});

describe('the field box', () => {
  it('removes one item by its tag and empties by the clear icon, without opening the dialog', async () => {
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness field={fieldOf('depSelect', { multiple: true })}
      initial={['dep-purchase', 'dep-sales']} onValue={onValue} />);
    await screen.findByTitle('销售部');
    fireEvent.mouseDown(container.querySelectorAll('.ant-select-selection-item-remove')[0]);
    fireEvent.click(container.querySelectorAll('.ant-select-selection-item-remove')[0]);
    expect(onValue).toHaveBeenLastCalledWith(['dep-sales']);
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    fireEvent.click(container.querySelector('.ant-select-clear')!);
    expect(onValue).toHaveBeenLastCalledWith([]);
    expect(screen.queryByTestId('picker-dialog')).toBeNull();
  });
});

