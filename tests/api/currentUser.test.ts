import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUserData, MenuItem } from '../../src/engine/types';
import { call, login, startServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => { s = await startServer({ listen: false }); });
afterAll(async () => { await s?.close(); });

async function currentUser(account: string) {
  const token = await login(s.app, account);
  const res = await call<CurrentUserData>(s.app, 'GET', '/api/oauth/CurrentUser', { token });
  expect(res.code).toBe(200);
  return res.data!;
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

const USER_INFO_KEYS = ['userId', 'userAccount', 'userName', 'headIcon', 'gender', 'organizeId', 'organizeName',
  'departmentId', 'departmentName', 'positionIds', 'positionId', 'positionName', 'roleIds', 'roleName',
  'isAdministrator', 'portalId', 'signImg', 'changePasswordDate', 'prevLogin', 'prevLoginTime', 'prevLoginIPAddress',
  'prevLoginIPAddressName', 'loginTime', 'loginIPAddress', 'systemIds', 'systemId', 'theme', 'language',
  'mobilePhone', 'email'];

describe('CurrentUser', () => {
  it('answers every key of the get-info shape for the administrator', async () => {
    const data = await currentUser('admin');
    expect(Object.keys(data).sort()).toEqual(['menuList', 'permissionList', 'routerList', 'sysConfigInfo', 'userInfo']);
    expect(Object.keys(data.userInfo).sort()).toEqual([...USER_INFO_KEYS].sort());
    expect(data.userInfo).toMatchObject({ userAccount: 'admin', userName: '管理员', isAdministrator: true,
      organizeName: '岐元堂中药材有限公司', departmentName: '信息部', positionIds: [{ id: 'pos-it', name: '系统管理员' }],
      prevLogin: 0, changePasswordDate: null });
    expect(data.sysConfigInfo).toMatchObject({ sysName: 'Loom', logoIcon: '', navigationIcon: '' });
    expect(typeof data.sysConfigInfo.copyright).toBe('string');
  });

  it('gives the administrator both systems and menus of every type 0-8', async () => {
    const data = await currentUser('admin');
    expect(data.routerList.map((r) => [r.id, r.type])).toEqual([['sys-main', 0], ['sys-trace', 0]]);
    expect(data.userInfo.systemIds.map((x) => [x.id, x.currentSystem])).toEqual([['sys-main', true], ['sys-trace', false]]);
    const types = new Set([0, ...flatten(data.routerList).map((m) => m.type)]);
    expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const all = flatten(data.routerList);
    const item = (id: string) => all.find((m) => m.id === id)!;
    expect(JSON.parse(item('m-supplier').propertyJson!)).toMatchObject({ moduleId: 'vd-supplier' });
    expect(JSON.parse(item('m-industry').propertyJson!)).toMatchObject({ isTree: 1 });
    expect(item('m-screen').urlAddress).toContain('${dataV}');
    expect(item('m-link-trace')).toMatchObject({ linkTarget: '_blank' });
    expect(item('m-link-trace').urlAddress).toContain('${jnpfToken}');
    expect(item('m-link-pharmacopoeia').linkTarget).toBe('_self');
    expect(item('m-order-print').hidden).toBe(true);
    expect(item('m-home').hidden).toBe(false);
    // menuList is the current system's tree.
    expect(data.menuList.map((m) => m.id)).toEqual(data.routerList[0].children!.map((m) => m.id));
  });

  it('gives the administrator every button of the generated-form menus', async () => {
    const data = await currentUser('admin');
    const supplier = data.permissionList.find((p) => p.modelId === 'm-supplier')!;
    expect(supplier.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_detail', 'btn_upload']);
    expect(supplier.column.map((c) => c.enCode)).toContain('comInputField101');
    expect(supplier.form.map((c) => c.enCode)).toContain('radioField105');
    const order = data.permissionList.find((p) => p.modelId === 'm-order')!;
    expect(order.form.map((f) => f.enCode)).toContain('tableField105-numInputField107');
    expect(order.column.map((f) => f.enCode)).toContain('tableField105-comInputField106');
  });

  it('shows a purchaser fewer menus and no btn_remove on the supplier form', async () => {
    const admin = await currentUser('admin');
    const buyer = await currentUser('wangfang');
    const adminIds = flatten(admin.routerList).map((m) => m.id);
    const buyerIds = flatten(buyer.routerList).map((m) => m.id);
    expect(buyerIds.length).toBeLessThan(adminIds.length);
    expect(buyerIds).toEqual(expect.arrayContaining(['m-supplier', 'm-order', 'm-purchase']));
    expect(buyerIds).not.toContain('m-screen');
    expect(buyer.routerList.map((r) => r.id)).toEqual(['sys-main']);
    const supplier = buyer.permissionList.find((p) => p.modelId === 'm-supplier')!;
    expect(supplier.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_detail', 'btn_upload']);
    const order = buyer.permissionList.find((p) => p.modelId === 'm-order')!;
    expect(order.button.map((b) => b.enCode)).toContain('btn_remove');
    expect(buyer.userInfo).toMatchObject({ isAdministrator: false, departmentName: '采购部', roleName: '采购人员' });
  });

  it('lists a second system for a user holding the tracer role', async () => {
    const lina = await currentUser('lina');
    expect(lina.userInfo.systemIds.map((x) => x.name)).toEqual(['岐元堂业务系统', '溯源平台']);
    const trace = lina.routerList.find((r) => r.id === 'sys-trace')!;
    expect(trace.children!.map((m) => m.id)).toEqual(['m-trace-board', 'm-trace-purchase']);
  });
});

describe('menu items on the wire', () => {
  it('satisfy schemas/menu-item.schema.json for every user', async () => {
    const { readFileSync } = await import('node:fs');
    const { Ajv } = await import('ajv');
    const schema = JSON.parse(readFileSync('schemas/menu-item.schema.json', 'utf8'));
    const validate = new Ajv({ allErrors: true }).compile(schema);
    for (const account of ['admin', 'zhangwei', 'wangfang', 'liuyang']) {
      const data = await currentUser(account);
      for (const item of flatten(data.routerList)) {
        const ok = validate(item);
        expect(ok ? [] : validate.errors, `${account}: menu ${item.id}`).toEqual([]);
      }
    }
  });
});
