/**
 * 数据字典 (issue 14 item 1): categories (Selector with the top node, create, read, edit with parent and tree switch
 * kept, delete refused while children or entries remain), entries (list as tree and by keyword, the parent picker,
 * create with the category as parent stored as '0', Info, edit, state, delete), export of a category and import of
 * the file back unchanged, and the menu's grants (an ordinary user reads, cannot write).
 */
import { describe, expect, it } from 'vitest';
import { login, type TestServer } from './helpers';
import { adminServer, importFile, requester } from './adminSuite';

interface Node { id: string; parentId: string; fullName: string; enCode: string; enabledMark?: number;
  isTree?: number; hasChildren?: boolean; children?: Node[] }

let s: TestServer;
let admin: string;
let staff: string;
adminServer((x) => ({ s, admin, staff } = x));

const T = '/api/system/DictionaryType';
const D = '/api/system/DictionaryData';
const req = requester(() => s);

const upload = (bytes: Buffer, name = 'dictionary.bdd') => importFile(s, `${D}/Action/Import`, admin, bytes, name);

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('dictionary categories', () => {
  let parent = '';
  let child = '';
  it('creates a tree category and a child, reads and edits one keeping its parent and tree switch', async () => {
    const a = await req<{ id: string }>(admin, 'POST', T, { parentId: '-1', fullName: '测试分类', enCode: 'testKind',
      isTree: 1, sortCode: 3, description: '说明' });
    expect(a.code, a.msg).toBe(200);
    expect(a.msg).toBe('新建成功');
    parent = a.data!.id;
    const b = await req<{ id: string }>(admin, 'POST', T, { parentId: parent, fullName: '测试子分类', enCode: 'testKind.sub' });
    expect(b.code, b.msg).toBe(200);
    child = b.data!.id;
    const edit = await req(admin, 'PUT', `${T}/${child}`, { parentId: '-1', fullName: '测试子分类2', enCode: 'testKind.sub',
      isTree: 1 });
    expect(edit.code, edit.msg).toBe(200);
    const got = await req<Node>(admin, 'GET', `${T}/${child}`);
    expect(got.data).toMatchObject({ parentId: parent, fullName: '测试子分类2', isTree: 0 });
    const list = await req<{ list: Node[] }>(staff, 'GET', `${T}?keyword=${encodeURIComponent('测试子')}`);
    expect(list.data!.list.map((n) => n.id)).toEqual([child]);
  });

  it('answers the parent picker under a top node, without the category being edited and what is below it', async () => {
    const all = await req<{ list: Node[] }>(admin, 'GET', `${T}/Selector/0`);
    expect(all.data!.list).toHaveLength(1);
    expect(all.data!.list[0]).toMatchObject({ id: '-1', fullName: '顶级节点' });
    expect(flat(all.data!.list).some((n) => n.id === child)).toBe(true);
    const editing = await req<{ list: Node[] }>(admin, 'GET', `${T}/Selector/${parent}`, undefined, 'en');
    expect(editing.data!.list[0].fullName).toBe('Top level');
    const ids = flat(editing.data!.list).map((n) => n.id);
    expect(ids).not.toContain(parent);
    expect(ids).not.toContain(child);
  });

  it('refuses duplicates, a missing parent, bad bodies and deleting a category with children', async () => {
    const dup = await req(admin, 'POST', T, { parentId: '-1', fullName: '另一个', enCode: 'testKind' });
    expect([dup.code, dup.msg]).toEqual([400, '字典分类编码已存在']);
    const dupName = await req(admin, 'POST', T, { parentId: '-1', fullName: '测试分类', enCode: 'other1' }, 'en');
    expect([dupName.code, dupName.msg]).toEqual([400, 'A dictionary category of this name already exists']);
    const noParent = await req(admin, 'POST', T, { parentId: 'nope', fullName: 'x', enCode: 'x1' });
    expect([noParent.code, noParent.msg]).toEqual([400, '上级分类不存在']);
    const long = await req(admin, 'POST', T, { parentId: '-1', fullName: 'x'.repeat(51), enCode: 'x2' });
    // The spec's own words for the dialog's limits, not the generic sentence.
    expect([long.code, long.msg]).toEqual([400, '名称最多为50个字符！']);
    const longCode = await req(admin, 'POST', T, { parentId: '-1', fullName: 'x', enCode: 'x'.repeat(51) }, 'zh-TW');
    expect([longCode.code, longCode.msg]).toEqual([400, '編碼最多為50個字元！']);
    const sort = await req(admin, 'POST', T, { parentId: '-1', fullName: 'y', enCode: 'y1', sortCode: 1000000 });
    expect(sort.code).toBe(400);
    const busy = await req(admin, 'DELETE', `${T}/${parent}`);
    expect([busy.code, busy.msg]).toEqual([400, '该字典分类下有子分类，不能删除']);
  });

  it('lets an ordinary user read dictionaries but not change them', async () => {
    expect((await req(staff, 'GET', `${D}/${parent}`)).code).toBe(200);
    for (const [method, url, body] of [['POST', T, { parentId: '-1', fullName: 'z', enCode: 'z' }],
      ['PUT', `${T}/${parent}`, { parentId: '-1', fullName: 'z', enCode: 'z' }], ['DELETE', `${T}/${parent}`],
      ['GET', `${T}/${parent}`], ['POST', D, { dictionaryTypeId: parent, parentId: '0', fullName: 'z', enCode: 'z' }],
      ['GET', `${D}/${parent}/Action/Export`]] as const) {
      const res = await req(staff, method, url, body);
      expect(res.code, `${method} ${url}`).toBe(403);
    }
  });

  it('manages entries: the category as parent is stored as 0, tree and keyword lists, state, refusals, delete', async () => {
    const top = await req<{ id: string }>(admin, 'POST', D, { dictionaryTypeId: parent, parentId: parent,
      fullName: '甲', enCode: 'a', sortCode: 1 });
    expect(top.code, top.msg).toBe(200);
    const sub = await req<{ id: string }>(admin, 'POST', D, { dictionaryTypeId: parent, parentId: top.data!.id,
      fullName: '甲一', enCode: 'a1' });
    expect(sub.code, sub.msg).toBe(200);
    const info = await req<Node>(admin, 'GET', `${D}/${top.data!.id}/Info`);
    expect(info.data).toMatchObject({ parentId: '0', fullName: '甲', enabledMark: 1 });
    const tree = await req<{ list: Node[] }>(admin, 'GET', `${D}/${parent}`);
    expect(tree.data!.list).toHaveLength(1);
    expect(tree.data!.list[0]).toMatchObject({ id: top.data!.id, hasChildren: true });
    expect(tree.data!.list[0].children!.map((n) => n.fullName)).toEqual(['甲一']);
    const found = await req<{ list: Node[] }>(admin, 'GET', `${D}/${parent}?keyword=a1`);
    expect(found.data!.list.map((n) => n.id)).toEqual([sub.data!.id]);
    const picker = await req<{ list: Node[] }>(admin, 'GET', `${D}/${parent}/Selector/${top.data!.id}`);
    expect(picker.data!.list[0]).toMatchObject({ id: parent, fullName: '测试分类' });
    expect(flat(picker.data!.list).map((n) => n.id)).toEqual([parent]);
    const dup = await req(admin, 'POST', D, { dictionaryTypeId: parent, parentId: '0', fullName: '乙', enCode: 'a' });
    expect([dup.code, dup.msg]).toEqual([400, '字典值编码已存在']);
    const longName = await req(admin, 'POST', D, { dictionaryTypeId: parent, parentId: '0', fullName: '乙'.repeat(51),
      enCode: 'b' });
    expect([longName.code, longName.msg]).toEqual([400, '字典名称最多为50个字符！']);
    const longCode = await req(admin, 'POST', D, { dictionaryTypeId: parent, parentId: '0', fullName: '乙',
      enCode: 'b'.repeat(51) }, 'en');
    expect([longCode.code, longCode.msg]).toEqual([400, 'The dictionary code has at most 50 characters!']);
    const loop = await req(admin, 'PUT', `${D}/${top.data!.id}`, { dictionaryTypeId: parent, parentId: sub.data!.id,
      fullName: '甲', enCode: 'a' });
    expect([loop.code, loop.msg]).toEqual([400, '上级字典值不能是自己或自己的下级']);
    const state = await req(admin, 'PUT', `${D}/${sub.data!.id}/Actions/State`);
    expect(state.code, state.msg).toBe(200);
    expect((await req<Node>(admin, 'GET', `${D}/${sub.data!.id}/Info`)).data!.enabledMark).toBe(0);
    // A disabled entry stays on the management list and leaves the selects.
    const selector = await req<{ list: Node[] }>(staff, 'GET', `${D}/${parent}/Data/Selector`);
    expect(flat(selector.data!.list).map((n) => n.fullName)).toEqual(['甲']);
    const busy = await req(admin, 'DELETE', `${D}/${top.data!.id}`);
    expect([busy.code, busy.msg]).toEqual([400, '该字典值下有子数据，不能删除']);
    const gone = await req(admin, 'DELETE', `${D}/${sub.data!.id}`);
    expect([gone.code, gone.msg]).toEqual([200, '删除成功']);
    const withData = await req(admin, 'DELETE', `${T}/${child}`);
    expect(withData.code, withData.msg).toBe(200);
    const typeBusy = await req(admin, 'DELETE', `${T}/${parent}`);
    expect([typeBusy.code, typeBusy.msg]).toEqual([400, '该字典分类下有字典值，不能删除']);
  });
});

describe('dictionary export and import', () => {
  it('exports a category with the categories and entries below it, and the file imports back unchanged', async () => {
    const kind = await req<{ id: string }>(admin, 'POST', T, { parentId: '-1', fullName: '往返分类', enCode: 'roundTrip',
      isTree: 1 });
    const sub = await req<{ id: string }>(admin, 'POST', T, { parentId: kind.data!.id, fullName: '往返子分类',
      enCode: 'roundTrip.sub' });
    const e1 = await req<{ id: string }>(admin, 'POST', D, { dictionaryTypeId: kind.data!.id, parentId: '0',
      fullName: '一', enCode: 'one', sortCode: 2, description: '第一' });
    await req(admin, 'POST', D, { dictionaryTypeId: kind.data!.id, parentId: e1.data!.id, fullName: '一之一', enCode: 'one.1' });
    await req(admin, 'POST', D, { dictionaryTypeId: sub.data!.id, parentId: '0', fullName: '子项', enCode: 'sub1', enabledMark: 0 });
    const before = {
      types: (await req<Node>(admin, 'GET', `${T}/${kind.data!.id}`)).data,
      sub: (await req<Node>(admin, 'GET', `${T}/${sub.data!.id}`)).data,
      entries: (await req<{ list: Node[] }>(admin, 'GET', `${D}/${kind.data!.id}`)).data,
      subEntries: (await req<{ list: Node[] }>(admin, 'GET', `${D}/${sub.data!.id}`)).data,
    };
    const exported = await req<{ name: string; url: string }>(admin, 'GET', `${D}/${kind.data!.id}/Action/Export`);
    expect(exported.code, exported.msg).toBe(200);
    expect(exported.data!.name).toMatch(/^往返分类_\d{8}\.bdd$/);
    const file = await s.app.inject({ method: 'GET', url: exported.data!.url });
    expect(file.statusCode).toBe(200);
    const bytes = file.rawPayload;
    expect(JSON.parse(bytes.toString('utf8')).list).toHaveLength(2);

    const again = await upload(bytes);
    expect([again.code, again.msg]).toEqual([400, '字典分类往返分类已存在，不能重复导入']);

    // Removed entry by entry, then imported back: every row as it was.
    for (const n of flat(before.subEntries!.list)) await req(admin, 'DELETE', `${D}/${n.id}`);
    for (const n of flat(before.entries!.list).reverse()) await req(admin, 'DELETE', `${D}/${n.id}`);
    expect((await req(admin, 'DELETE', `${T}/${sub.data!.id}`)).code).toBe(200);
    expect((await req(admin, 'DELETE', `${T}/${kind.data!.id}`)).code).toBe(200);
    const imported = await upload(bytes);
    expect([imported.code, imported.msg]).toEqual([200, '导入成功']);
    expect((await req<Node>(admin, 'GET', `${T}/${kind.data!.id}`)).data).toEqual(before.types);
    expect((await req<Node>(admin, 'GET', `${T}/${sub.data!.id}`)).data).toEqual(before.sub);
    expect((await req(admin, 'GET', `${D}/${kind.data!.id}`)).data).toEqual(before.entries);
    expect((await req(admin, 'GET', `${D}/${sub.data!.id}`)).data).toEqual(before.subEntries);
  });

  it('refuses a file that is not an exported dictionary', async () => {
    const res = await upload(Buffer.from('{"list": [{"id": 1}], "modelList": []}'));
    expect([res.code, res.msg]).toEqual([400, '导入文件格式错误，请选择导出的字典文件']);
    expect((await upload(Buffer.from('not json'))).code).toBe(400);
  });
});

describe('a dynamic dictionary menu (type 4) maintains its own category', () => {
  const INDUSTRY = 'd59a3cf65f9847dbb08be449e3feae16'; // 行业类别, opened by the menu m-industry
  const entry = (over: Record<string, unknown> = {}) => ({ dictionaryTypeId: INDUSTRY, parentId: INDUSTRY,
    fullName: '中药饮片', enCode: 'tcmSlices', sortCode: 1, enabledMark: 1, ...over });

  it('gives the menu the entry screen\'s buttons, and its holder (张伟, no 数据字典) adds, reads, edits, toggles and deletes', async () => {
    const manager = await login(s.app, 'zhangwei');
    const info = await req<{ permissionList: { modelId: string; button: { enCode: string }[] }[] }>(manager, 'GET',
      '/api/oauth/CurrentUser');
    expect(info.data!.permissionList.find((p) => p.modelId === 'm-industry')!.button.map((b) => b.enCode))
      .toEqual(expect.arrayContaining(['btn_add', 'btn_edit', 'btn_remove']));
    expect(info.data!.permissionList.some((p) => p.modelId === 'm-sys-dictionary')).toBe(false);

    const created = await req<{ id: string }>(manager, 'POST', D, entry());
    expect(created.code, created.msg).toBe(200);
    const id = created.data!.id;
    expect((await req<Node>(manager, 'GET', `${D}/${id}/Info`)).data).toMatchObject({ parentId: '0', enCode: 'tcmSlices' });
    expect((await req(manager, 'PUT', `${D}/${id}`, entry({ fullName: '中药饮片类' }))).code).toBe(200);
    expect((await req(manager, 'PUT', `${D}/${id}/Actions/State`)).code).toBe(200);
    expect((await req<Node>(admin, 'GET', `${D}/${id}/Info`)).data).toMatchObject({ fullName: '中药饮片类', enabledMark: 0 });
    // Its body is checked like anyone's, after the right is.
    expect((await req(manager, 'POST', D, entry({ fullName: '' }))).code).toBe(400);
    expect((await req(manager, 'DELETE', `${D}/${id}`)).code).toBe(200);
    expect((await req(admin, 'GET', `${D}/${id}/Info`)).code).toBe(404);
  });

  it('stops at the menu\'s category and buttons: other categories, categories themselves and other users are refused', async () => {
    const manager = await login(s.app, 'zhangwei');
    const other = await req(manager, 'POST', D, entry({ dictionaryTypeId: 'businessType', parentId: '0', enCode: 'x1' }));
    expect(other.code).toBe(403);
    const stranger = await req(staff, 'POST', D, entry({ enCode: 'x2', fullName: 'x2' }));
    expect(stranger.code).toBe(403);
    expect((await req(manager, 'POST', T, { parentId: '-1', fullName: 'x3', enCode: 'x3', isTree: 0 })).code).toBe(403);
    // An entry of another category, read or changed by id, is refused too.
    const business = await req<{ list: Node[] }>(admin, 'GET', `${D}/businessType`);
    const foreign = business.data!.list[0].id;
    for (const [method, url] of [['GET', `${D}/${foreign}/Info`], ['PUT', `${D}/${foreign}/Actions/State`],
      ['DELETE', `${D}/${foreign}`]] as const) {
      expect((await req(manager, method, url)).code, `${method} ${url}`).toBe(403);
    }
    // Without the menu's 删除 button, its holder cannot delete.
    const made = await req<{ id: string }>(manager, 'POST', D, entry({ enCode: 'x4', fullName: 'x4' }));
    expect(made.code, made.msg).toBe(200);
    await s.app.loom.db.deleteFrom('authorize').where('objectId', '=', 'role-manager')
      .where('itemId', '=', 'm-industry:button:btn_remove').execute();
    expect((await req(manager, 'DELETE', `${D}/${made.data!.id}`)).code).toBe(403);
    expect((await req(admin, 'DELETE', `${D}/${made.data!.id}`)).code).toBe(200);
  });
});
