/** Picker data for organisation, department, position, role, group and user fields (docs/api-contract.md). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers';

interface Node { id: string; parentId: string; fullName: string; type: string; hasChildren: boolean; isLeaf?: boolean;
  disabled?: boolean; organize?: string; organizeIds?: string[]; onlyId?: string; children?: Node[] }

let s: TestServer;
let admin: string;
let buyer: string;
beforeAll(async () => {
  s = await startServer({ listen: false });
  admin = await login(s.app);
  buyer = await login(s.app, 'wangfang');
});
afterAll(async () => { await s?.close(); });

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
async function list(url: string, opts: { body?: unknown; token?: string; lang?: string } = {}) {
  const res = await call<{ list: Node[]; pagination?: { total: number } }>(s.app, opts.body ? 'POST' : 'GET', url,
    { token: opts.token ?? buyer, ...opts });
  expect(res.code, res.msg).toBe(200);
  return res.data!;
}

describe('organisation trees', () => {
  it('nests companies and departments with id and name paths', async () => {
    const { list: roots } = await list('/api/permission/Organize/Tree');
    expect(roots.map((r) => r.id)).toEqual(['org-hq']);
    const purchase = flat(roots).find((n) => n.id === 'dep-purchase')!;
    expect(purchase).toMatchObject({ type: 'department', parentId: 'org-hq', organizeIds: ['org-hq', 'dep-purchase'],
      organize: '岐元堂中药材有限公司/采购部', hasChildren: false });
    expect(roots[0]).toMatchObject({ type: 'company', hasChildren: true });
    expect(roots[0].children!.map((c) => c.fullName)).toEqual(['总经办', '采购部', '质检部', '仓储部', '销售部', '财务部', '信息部']);
  });

  it('offers departments but not companies in the department selector, and leaves out the node being edited', async () => {
    const whole = flat((await list('/api/permission/Organize/Department/Selector/0')).list);
    expect(whole.find((n) => n.id === 'org-hq')!.disabled).toBe(true);
    expect(whole.filter((n) => n.type === 'department').every((n) => !n.disabled)).toBe(true);
    const editing = flat((await list('/api/permission/Organize/Department/Selector/dep-purchase')).list);
    expect(editing.map((n) => n.id)).not.toContain('dep-purchase');
    expect(editing).toHaveLength(whole.length - 1);
  });

  it('hides a disabled department everywhere', async () => {
    await s.app.loom.db.updateTable('organize').set({ enabledMark: 0 }).where('id', '=', 'dep-sales').execute();
    try {
      expect(flat((await list('/api/permission/Organize/Tree')).list).map((n) => n.id)).not.toContain('dep-sales');
      const positions = flat((await list('/api/permission/Position/Selector')).list);
      expect(positions.map((n) => n.id)).not.toContain('pos-sales');
    } finally {
      await s.app.loom.db.updateTable('organize').set({ enabledMark: 1 }).where('id', '=', 'dep-sales').execute();
    }
  });

  it('puts positions as the leaves of the organisation tree', async () => {
    const nodes = flat((await list('/api/permission/Position/Selector')).list);
    const leaves = nodes.filter((n) => !n.children?.length);
    expect(leaves.every((n) => n.type === 'position' && n.isLeaf)).toBe(true);
    expect(leaves.map((n) => n.id).sort()).toEqual(['pos-accountant', 'pos-buyer', 'pos-gm', 'pos-inspector', 'pos-it',
      'pos-keeper', 'pos-purchase-manager', 'pos-sales']);
    expect(nodes.find((n) => n.id === 'pos-buyer')).toMatchObject({ parentId: 'dep-purchase', fullName: '采购员' });
  });
});

describe('role and group selectors', () => {
  it('groups global roles under 全局 (id 1) and organisation roles under their organisation', async () => {
    const { list: roots } = await list('/api/permission/Role/Selector');
    expect(roots.map((r) => [r.id, r.fullName])).toEqual([['1', '全局'], ['dep-purchase', '采购部'], ['dep-quality', '质检部']]);
    expect(roots[0].children!.map((c) => c.id)).toEqual(['role-manager', 'role-purchase', 'role-staff', 'role-trace',
      'role-sysadmin']);
    expect(roots[1].children!.map((c) => [c.id, c.type, c.onlyId])).toEqual([['role-purchase-lead', 'role',
      'dep-purchase--role-purchase-lead']]);
    expect((await list('/api/permission/Role/Selector', { lang: 'en' })).list[0].fullName).toBe('Global');
  });

  it('does not offer a disabled role', async () => {
    await s.app.loom.db.updateTable('role').set({ enabledMark: 0 }).where('id', '=', 'role-staff').execute();
    try {
      expect(flat((await list('/api/permission/Role/Selector')).list).map((n) => n.id)).not.toContain('role-staff');
    } finally {
      await s.app.loom.db.updateTable('role').set({ enabledMark: 1 }).where('id', '=', 'role-staff').execute();
    }
  });

  it('lists enabled groups under their categories', async () => {
    const { list: roots } = await list('/api/permission/Group/Selector');
    expect(roots.map((r) => [r.fullName, r.children!.map((c) => c.id)])).toEqual([
      ['业务分组', ['group-herb-buying', 'group-quality-review']],
      ['项目分组', ['group-gap-project']],
    ]);
    expect(flat(roots).filter((n) => n.type === 'group').every((n) => n.isLeaf)).toBe(true);
  });
});

describe('user picker', () => {
  it('answers an organisation\'s departments (lazy) and its enabled users', async () => {
    const top = (await list('/api/permission/Users/ImUser/Selector/0', { body: {} })).list;
    expect(top.map((n) => n.id)).toEqual(['org-hq']);
    const deps = (await list('/api/permission/Users/ImUser/Selector/org-hq', { body: {} })).list;
    expect(deps.every((n) => n.type === 'department' && n.children === undefined)).toBe(true);
    // 财务部's only member is disabled: nothing to open there.
    expect(deps.find((n) => n.id === 'dep-finance')).toMatchObject({ hasChildren: false, isLeaf: true });
    expect(deps.find((n) => n.id === 'dep-purchase')).toMatchObject({ hasChildren: true });
    const users = (await list('/api/permission/Users/ImUser/Selector/dep-purchase', { body: {} })).list;
    expect(users.map((u) => [u.id, u.fullName, u.type])).toEqual([['user-lina', '李娜/lina', 'user'],
      ['user-wangfang', '王芳/wangfang', 'user'], ['user-zhoujie', '周杰/zhoujie', 'user']]);
    expect(users[0]).toMatchObject({ organize: '岐元堂中药材有限公司/采购部', isLeaf: true, headIcon: '' });
    expect((await list('/api/permission/Users/ImUser/Selector/dep-finance', { body: {} })).list).toEqual([]);
  });

  it('searches users anywhere by name or account, paged, never offering a disabled user', async () => {
    const page1 = await list('/api/permission/Users/ImUser/Selector/0', { body: { keyword: 'ZH', pageSize: 1 } });
    expect(page1.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    const page2 = await list('/api/permission/Users/ImUser/Selector/0', { body: { keyword: 'zh', pageSize: 1, currentPage: 2 } });
    expect([...page1.list, ...page2.list].map((u) => u.id).sort()).toEqual(['user-zhangwei', 'user-zhoujie']);
    const byName = await list('/api/permission/Users/ImUser/Selector/0', { body: { keyword: '赵' } });
    expect(byName).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  });

  it('names stored users in the order given, even a disabled one', async () => {
    const { list: users } = await list('/api/permission/Users/getUserList',
      { body: { userId: ['user-zhoujie', 'nobody', 'user-lina', 'user-zhaolei'] } });
    expect(users.map((u) => [u.id, u.fullName, u.organize, u.disabled])).toEqual([
      ['user-zhoujie', '周杰/zhoujie', '岐元堂中药材有限公司/采购部', undefined],
      ['user-lina', '李娜/lina', '岐元堂中药材有限公司/采购部', undefined],
      ['user-zhaolei', '赵磊/zhaolei', '岐元堂中药材有限公司/财务部', true]]);
  });

  it('names "id--type" values of the users select, dropping values whose type does not fit', async () => {
    const { list: items } = await list('/api/permission/Users/getSelectedList', { body: { userId: ['user-lina--user',
      'dep-purchase--department', 'org-hq--company', 'role-manager--role', 'pos-buyer--position', 'group-gap-project--group',
      'dep-purchase--role'] } });
    expect(items).toEqual([
      { id: 'user-lina--user', fullName: '李娜/lina', type: 'user' },
      { id: 'dep-purchase--department', fullName: '采购部', type: 'department' },
      { id: 'org-hq--company', fullName: '岐元堂中药材有限公司', type: 'company' },
      { id: 'role-manager--role', fullName: '管理层', type: 'role' },
      { id: 'pos-buyer--position', fullName: '采购员', type: 'position' },
      { id: 'group-gap-project--group', fullName: 'GAP基地认证项目组', type: 'group' },
    ]);
  });

  it('names organisation, position, role and group ids for list cells', async () => {
    const { list: items } = await list('/api/permission/Organize/getNames',
      { body: { ids: ['pos-gm', 'dep-it', 'group-herb-buying', 'role-trace', 'unknown', 'pos-gm'] } });
    expect(items).toEqual([{ id: 'pos-gm', fullName: '总经理', type: 'position' },
      { id: 'dep-it', fullName: '信息部', type: 'department' },
      { id: 'group-herb-buying', fullName: '道地药材采购小组', type: 'group' },
      { id: 'role-trace', fullName: '溯源专员', type: 'role' }]);
  });
});

describe('picker input and access', () => {
  it('refuses bad bodies with a 400 naming the field', async () => {
    expect(await call(s.app, 'POST', '/api/permission/Users/getUserList', { token: buyer, body: { userId: { id: 'user-lina' } } }))
      .toMatchObject({ code: 400, msg: '参数userId类型错误，应为数组' });
    expect(await call(s.app, 'POST', '/api/permission/Users/getSelectedList', { token: buyer, body: { userId: ['user-lina'] } }))
      .toMatchObject({ code: 400, msg: '参数userId.0不合法' });
    expect(await call(s.app, 'POST', '/api/permission/Organize/getNames', { token: buyer, body: {} }))
      .toMatchObject({ code: 400, msg: '参数ids不能为空' });
    expect(await call(s.app, 'POST', '/api/permission/Users/ImUser/Selector/0', { token: buyer,
      body: { keyword: 'a', pageSize: 0 }, lang: 'en' })).toMatchObject({ code: 400 });
    const res = await call(s.app, 'POST', '/api/permission/Users/ImUser/Selector/0', { token: buyer,
      body: { currentPage: 'x' } });
    expect(res.code).toBe(400);
    expect(res.msg).toContain('currentPage');
  });

  it('needs a session', async () => {
    expect((await call(s.app, 'GET', '/api/permission/Role/Selector')).code).toBe(602);
    expect((await call(s.app, 'GET', '/api/permission/Group/Selector', { token: admin })).code).toBe(200);
  });
});
