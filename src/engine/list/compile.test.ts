import { describe, expect, it } from 'vitest';
import type { ColumnData, PermissionEntry } from '../types';
import { compileForm } from '../form/compile';
import { compileList, filterButtons } from './compile';

const form = compileForm({
  fields: [
    { __vModel__: 'no', __config__: { jnpfKey: 'billRule', label: '订单编号' } },
    { __vModel__: 'pay', __config__: { jnpfKey: 'select', label: '付款方式' }, options: [{ id: '1', fullName: '现金' }] },
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
      { __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量' } },
    ] } },
  ],
});

const columnData = (over: Partial<ColumnData> = {}): ColumnData => ({
  columnList: [
    { label: '订单编号', prop: 'no', jnpfKey: 'billRule', align: 'left', fixed: 'none', sortable: true, width: null },
    { label: '付款方式', prop: 'pay', jnpfKey: 'select', align: 'center', fixed: 'left', width: 120 },
    { label: '明细-数量', prop: 'lines-qty', jnpfKey: 'inputNumber' },
    { label: '神秘', prop: 'x', jnpfKey: 'hologram' },
  ],
  searchList: [{ label: '订单编号', prop: 'no', jnpfKey: 'billRule', searchType: 2 }],
  type: 1,
  hasPage: true,
  pageSize: 50,
  btnsList: [{ value: 'add', label: '新增' }, { value: 'download', label: '导出' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }, { value: 'detail', label: '详情' }],
  ...over,
});

const entry: PermissionEntry = {
  modelId: 'm1', moduleName: '订单',
  button: [{ id: '1', fullName: '新增', enCode: 'btn_add' }, { id: '2', fullName: '删除', enCode: 'btn_remove' }],
  column: [{ id: '3', fullName: '订单编号', enCode: 'no' }],
  form: [], resource: [],
};

describe('compileList', () => {
  it('turns columnList into columns that carry the compiled field', () => {
    const list = compileList(columnData(), form);
    expect(list.columns.map((c) => [c.prop, c.kind, c.align, c.fixed, c.width, c.sortable])).toEqual([
      ['no', 'billRule', 'left', undefined, undefined, true],
      ['pay', 'select', 'center', 'left', 120, false],
      ['lines-qty', 'numInput', 'left', undefined, undefined, false],
      ['x', 'hologram', 'left', undefined, undefined, false],
    ]);
    expect(list.columns[1].field.options).toEqual([{ id: '1', fullName: '现金' }]);
    expect(list.columns[2]).toMatchObject({ parent: 'lines', child: 'qty' });
    expect(list.columns.map((c) => c.unknown)).toEqual([false, false, false, true]);
    expect(list.searchFields).toEqual([expect.objectContaining({ prop: 'no', searchType: 2, multiple: false })]);
    expect(list).toMatchObject({ pageSize: 50, hasPage: true, sort: 'desc' });
  });

  it('defaults to 20 rows a page', () => {
    expect(compileList(columnData({ pageSize: 0 }), form).pageSize).toBe(20);
  });

  it('shows every button when the list does not use button permission', () => {
    const list = compileList(columnData(), form, { permission: entry });
    expect(list.buttons.map((b) => b.value)).toEqual(['add', 'download']);
    expect(list.rowButtons.map((b) => b.value)).toEqual(['edit', 'remove', 'detail']);
  });

  it('keeps only the buttons coded btn_<value> in the permission entry', () => {
    const list = compileList(columnData({ useBtnPermission: true }), form, { permission: entry });
    expect(list.buttons.map((b) => b.value)).toEqual(['add']);
    expect(list.rowButtons.map((b) => b.value)).toEqual(['remove']);
    expect(filterButtons([{ value: 'add', label: '新增' }], true, undefined)).toEqual([]);
  });

  it('keeps only the permitted columns when the list uses column permission', () => {
    const list = compileList(columnData({ useColumnPermission: true }), form, { permission: entry });
    expect(list.columns.map((c) => c.prop)).toEqual(['no']);
  });
});

describe('compileList shapes', () => {
  it('reads the left tree of a type-2 list with its defaults', () => {
    const list = compileList(columnData({ type: 2, treeTitle: '分类', treeDataSource: 'dictionary', treeDictionary: 'd1', treeRelation: 'pay' }), form);
    expect(list.type).toBe(2);
    expect(list.tree).toEqual({ title: '分类', dataSource: 'dictionary', sourceId: 'd1', relation: 'pay', propsValue: 'id', propsLabel: 'fullName', propsChildren: 'children', templateJson: [] });
    expect(compileList(columnData({ type: 2, treeDataSource: 'api', treeInterfaceId: 'i9' }), form).tree).toMatchObject({ dataSource: 'api', sourceId: 'i9' });
    // The interface's parameters travel with the tree; treePropsUrl names the interface when treeInterfaceId is empty.
    const params = [{ field: 'kind', defaultValue: 'herb', relationField: '' }];
    expect(compileList(columnData({ type: 2, treeDataSource: 'api', treePropsUrl: 'i8', treeTemplateJson: params }), form).tree)
      .toMatchObject({ sourceId: 'i8', templateJson: params });
    expect(compileList(columnData(), form).tree).toBeNull();
  });

  it('drops 批量打印 from a tree table (type 5 has no print) and keeps it elsewhere', () => {
    const btnsList = [{ value: 'add', label: '新增' }, { value: 'batchPrint', label: '批量打印' }];
    const values = (type: 1 | 5) => compileList(columnData({ type, parentField: 'parentId', btnsList }), form).buttons.map((b) => b.value);
    expect(values(5)).toEqual(['add']);
    expect(values(1)).toEqual(['add', 'batchPrint']);
  });

  it('keeps groupField for grouped lists and parentField for tree tables only', () => {
    expect(compileList(columnData({ type: 3, groupField: 'pay', parentField: 'x' }), form)).toMatchObject({ type: 3, groupField: 'pay', parentField: '' });
    expect(compileList(columnData({ type: 5, groupField: 'pay', parentField: 'parentId' }), form)).toMatchObject({ type: 5, groupField: '', parentField: 'parentId' });
    expect(compileList(columnData({ type: 9 as never }), form).type).toBe(1);
  });

  it('formats the thousandsField columns only when thousands is on', () => {
    expect(compileList(columnData({ thousands: true, thousandsField: ['lines-qty', 'gone'] }), form).thousandsFields).toEqual(['lines-qty']);
    expect(compileList(columnData({ thousands: false, thousandsField: ['lines-qty'] }), form).thousandsFields).toEqual([]);
  });
});
