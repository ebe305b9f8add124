/**
 * 行政区划 (issue 14 item 3): the lazy tree from '-1' (disabled areas shown with all=1, hidden from pickers),
 * create under a parent (level from the parent), read, edit, state, delete (refused while sub-areas remain),
 * refusals, the parent picker's children without the area being edited ({id}/Selector/{n}), and AreasName.
 */
import { describe, expect, it } from 'vitest';
import type { TestServer } from './helpers';
import { adminServer, requester } from './adminSuite';

interface Area { id: string; parentId: string; fullName: string; enCode: string; level: number; enabledMark: number;
  isLeaf: boolean }

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const A = '/api/system/Area';
const req = requester(() => s);

describe('area administration', () => {
  it('creates a city and a district, reads, edits and toggles them, and deletes bottom up', async () => {
    const city = await req<{ id: string }>(admin, 'POST', A, { parentId: '130000', fullName: '测试市', enCode: '139900',
      sortCode: 99 });
    expect(city.code, city.msg).toBe(200);
    expect(city.data!.id).toBe('139900');
    const district = await req<{ id: string }>(admin, 'POST', A, { parentId: '139900', fullName: '测试区', enCode: '139901' });
    expect(district.code, district.msg).toBe(200);
    expect((await req<Area>(admin, 'GET', `${A}/139901/Info`)).data).toMatchObject({ parentId: '139900', level: 3 });
    const children = await req<{ list: Area[] }>(staff, 'GET', `${A}/130000`);
    expect(children.data!.list.find((a) => a.id === '139900')).toMatchObject({ isLeaf: false, level: 2 });

    const edit = await req(admin, 'PUT', `${A}/139900`, { parentId: '-1', fullName: '测试市二', enCode: '139900', sortCode: 1 });
    expect(edit.code, edit.msg).toBe(200);
    expect((await req<Area>(admin, 'GET', `${A}/139900/Info`)).data).toMatchObject({ parentId: '130000',
      fullName: '测试市二', sortCode: 1 });

    expect((await req(admin, 'PUT', `${A}/139901/Actions/State`)).code).toBe(200);
    const picker = await req<{ list: Area[] }>(staff, 'GET', `${A}/139900`);
    expect(picker.data!.list).toEqual([]);
    const tree = await req<{ list: Area[] }>(admin, 'GET', `${A}/139900?all=1`);
    expect(tree.data!.list.map((a) => [a.id, a.enabledMark])).toEqual([['139901', 0]]);

    const busy = await req(admin, 'DELETE', `${A}/139900`);
    expect([busy.code, busy.msg]).toEqual([400, '该区域下有子区域，不能删除']);
    expect((await req(admin, 'DELETE', `${A}/139901`)).msg).toBe('删除成功');
    expect((await req(admin, 'DELETE', `${A}/139900`)).code).toBe(200);
    expect((await req(admin, 'GET', `${A}/139900/Info`)).code).toBe(404);
  });

  it('refuses duplicates, a missing parent, bad bodies and ordinary users', async () => {
    const dup = await req(admin, 'POST', A, { parentId: '-1', fullName: '新省', enCode: '110000' });
    expect([dup.code, dup.msg]).toEqual([400, '区域编码已存在']);
    const dupName = await req(admin, 'POST', A, { parentId: '-1', fullName: '北京市', enCode: '990000' }, 'zh-TW');
    expect([dupName.code, dupName.msg]).toEqual([400, '同一上級下區域名稱已存在']);
    const noParent = await req(admin, 'POST', A, { parentId: '999999', fullName: 'x', enCode: '999998' });
    expect([noParent.code, noParent.msg]).toEqual([400, '上级区域不存在']);
    expect((await req(admin, 'POST', A, { parentId: '-1', fullName: 'x', enCode: 'a-b' })).code).toBe(400);
    expect((await req(admin, 'POST', A, { parentId: '-1', fullName: '', enCode: '990001' })).code).toBe(400);
    for (const [method, url] of [['POST', A], ['PUT', `${A}/110000`], ['DELETE', `${A}/110000`],
      ['PUT', `${A}/110000/Actions/State`], ['GET', `${A}/110000/Info`]] as const) {
      const res = await req(staff, method, url, method === 'POST' || method === 'PUT'
        ? { parentId: '-1', fullName: 'x', enCode: '990002' } : undefined);
      expect(res.code, `${method} ${url}`).toBe(403);
    }
  });

  it('answers the parent picker without the area being edited, and names id paths (AreasName)', async () => {
    const picker = await req<{ list: Area[] }>(staff, 'GET', `${A}/-1/Selector/130000`);
    const ids = picker.data!.list.map((a) => a.id);
    expect(ids).toContain('110000');
    expect(ids).not.toContain('130000');
    expect((await req<{ list: Area[] }>(staff, 'GET', `${A}/-1/Selector/0`)).data!.list.map((a) => a.id)).toContain('130000');
    const names = await req<string[][]>(staff, 'GET',
      `/api/visualdev/Generater/AreasName?idsList=${encodeURIComponent(JSON.stringify([['130000', '130100'], ['110000']]))}`);
    expect(names.data).toEqual([['河北省', '石家庄市'], ['北京市']]);
    const one = await req<string[][]>(staff, 'GET',
      `/api/visualdev/Generater/AreasName?idsList=${encodeURIComponent('["130000"]')}`);
    expect(one.data).toEqual([['河北省']]);
    const bad = await req(staff, 'GET', '/api/visualdev/Generater/AreasName?idsList=oops');
    expect(bad.code).toBe(400);
  });
});
