/**
 * 岗位管理 (issue 11 items 3 and 7): the paged list of an organisation and what is below it, create, edit, state and
 * delete as the administrator, 403 for an ordinary user, duplicate codes and deleting a held position refused, and
 * the picker calls (All, getListByOrgIds, PositionCondition).
 */
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Row { id: string; fullName: string; enCode: string; organizeId: string; enabledMark: number;
  department?: string; type?: string; children?: Row[] }
type Page = { list: Row[]; pagination: { total: number; currentPage: number; pageSize: number } };

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const req = requester<Page>(() => s);

describe('position administration', () => {
  it('lists the positions of an organisation and of what is below it, paged, with a keyword', async () => {
    const all = await req(admin, 'GET', '/api/permission/Position?organizeId=org-hq&pageSize=3');
    expect(all.data!.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 8 });
    expect(all.data!.list.length).toBe(3);
    const purchase = await req(admin, 'GET', '/api/permission/Position?organizeId=dep-purchase');
    expect(purchase.data!.list.map((r) => r.fullName).sort()).toEqual(['采购员', '采购经理']);
    expect(purchase.data!.list[0].department).toBe('岐元堂中药材有限公司/采购部');
    const found = await req(admin, 'GET', `/api/permission/Position?keyword=${encodeURIComponent('会计')}`);
    expect(found.data!.list.map((r) => r.id)).toEqual(['pos-accountant']);
  });

  it('creates, reads, edits, disables and deletes a position', async () => {
    const created = await req<{ id: string }>(admin, 'POST', '/api/permission/Position', { organizeId: 'dep-sales',
      fullName: '销售助理', enCode: 'XSZL', type: '职能' });
    expect(created.code, created.msg).toBe(200);
    const id = created.data!.id;
    const info = await req<Row & { organizeIdTree: string[] }>(admin, 'GET', `/api/permission/Position/${id}`);
    expect(info.data).toMatchObject({ fullName: '销售助理', enCode: 'XSZL', organizeId: 'dep-sales', type: '职能',
      enabledMark: 1, organizeIdTree: ['org-hq', 'dep-sales'] });
    expect((await req(admin, 'PUT', `/api/permission/Position/${id}`, { organizeId: 'dep-sales', fullName: '销售内勤',
      enCode: 'XSNQ' })).code).toBe(200);
    expect((await req(admin, 'PUT', `/api/permission/Position/${id}/Actions/State`)).code).toBe(200);
    const after = await req<Row>(admin, 'GET', `/api/permission/Position/${id}`);
    expect(after.data).toMatchObject({ fullName: '销售内勤', enCode: 'XSNQ', enabledMark: 0 });
    // A disabled position is offered by no picker.
    const pickable = await req<{ list: Row[] }>(staff, 'GET', '/api/permission/Position/All');
    expect(pickable.data!.list.some((p) => p.id === id)).toBe(false);
    expect((await req(admin, 'DELETE', `/api/permission/Position/${id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `/api/permission/Position/${id}`)).code).toBe(404);
  });

  it('refuses a duplicate code, a duplicate name in the same organisation, an unknown organisation', async () => {
    expect(await req(admin, 'POST', '/api/permission/Position', { organizeId: 'dep-sales', fullName: '新岗位',
      enCode: 'CGY' })).toMatchObject({ code: 400, msg: '岗位编码不能重复' });
    expect(await req(admin, 'POST', '/api/permission/Position', { organizeId: 'dep-purchase', fullName: '采购员',
      enCode: 'CGY2' })).toMatchObject({ code: 400, msg: '岗位名称不能重复' });
    // The same name in another organisation is a different position.
    expect((await req(admin, 'POST', '/api/permission/Position', { organizeId: 'dep-sales', fullName: '采购员',
      enCode: 'XS-CGY' })).code).toBe(200);
    expect(await req(admin, 'PUT', '/api/permission/Position/pos-buyer', { organizeId: 'nowhere', fullName: '采购员',
      enCode: 'CGY' })).toMatchObject({ code: 400, msg: '所属组织不存在' });
    expect((await req(admin, 'POST', '/api/permission/Position', { organizeId: 'dep-sales', fullName: '  ',
      enCode: 'BLANK' })).code).toBe(400);
  });

  it('refuses deleting a position users hold, in three languages', async () => {
    expect(await req(admin, 'DELETE', '/api/permission/Position/pos-buyer'))
      .toMatchObject({ code: 400, msg: '该岗位下还有用户，不能删除' });
    const en = await call(s.app, 'DELETE', '/api/permission/Position/pos-buyer', { token: admin, lang: 'en' });
    expect(en.msg).toBe('Users still hold this position, so it cannot be deleted');
    const tw = await call(s.app, 'DELETE', '/api/permission/Position/pos-buyer', { token: admin, lang: 'zh-TW' });
    expect(tw.msg).toBe('該崗位下還有用戶，不能刪除');
    expect((await req(admin, 'GET', '/api/permission/Position/pos-buyer')).code).toBe(200);
  });

  it('answers 403 to an ordinary user on the administration calls', async () => {
    const codes = [
      (await req(staff, 'GET', '/api/permission/Position')).code,
      (await req(staff, 'GET', '/api/permission/Position/pos-it')).code,
      (await req(staff, 'POST', '/api/permission/Position', { organizeId: 'dep-it', fullName: 'x', enCode: 'x' })).code,
      (await req(staff, 'PUT', '/api/permission/Position/pos-it', { organizeId: 'dep-it', fullName: 'x', enCode: 'x' })).code,
      (await req(staff, 'PUT', '/api/permission/Position/pos-it/Actions/State')).code,
      (await req(staff, 'DELETE', '/api/permission/Position/pos-sales')).code,
    ];
    expect(codes).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await req<Row>(admin, 'GET', '/api/permission/Position/pos-it')).data).toMatchObject({ fullName: '系统管理员',
      enabledMark: 1 });
  });

  it('serves the pickers: positions by organisation and by condition', async () => {
    const byOrg = await req<{ list: Row[] }>(staff, 'POST', '/api/permission/Position/getListByOrgIds',
      { organizeIds: ['dep-purchase'] });
    expect(byOrg.data!.list.map((o) => [o.id, o.children!.map((p) => p.id).sort()]))
      .toEqual([['dep-purchase', ['pos-buyer', 'pos-purchase-manager']]]);
    const cond = await req<{ list: Row[] }>(staff, 'POST', '/api/permission/Position/PositionCondition',
      { departIds: ['dep-quality'], positionIds: ['pos-gm'] });
    expect(cond.data!.list.flatMap((o) => o.children!.map((p) => p.id)).sort()).toEqual(['pos-gm', 'pos-inspector']);
  });
});
