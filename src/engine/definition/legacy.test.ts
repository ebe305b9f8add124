// Documents in the shapes the 3.1-era designer saved (tab and collapse items without a kind, containers nested in
// each other, list definitions of {label, prop} only) are completed, and then accepted by the checker.
import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { completeColumnData, completeDefinition, completeFormData } from './legacy';

const input = (vModel: string, label: string, kind = 'comInput') => ({ __vModel__: vModel,
  __config__: { jnpfKey: kind, label, formId: 1, renderKey: 1, tag: 'el-input' } });

/** A 3.1 form: a tab whose items carry no kind, a collapse inside a tab item, a tab inside the collapse item. */
const form31 = {
  formRef: 'elForm', formModel: 'dataForm', idGlobal: 120, popupType: 'general',
  fields: [
    input('name', '名称'),
    { __config__: { jnpfKey: 'tab', label: '标签面板', formId: 101, renderKey: 1, children: [
      { title: 'Tab 1', name: '1', __config__: { formId: 102, renderKey: 2, children: [
        input('amount', '金额', 'numInput'),
        { __config__: { jnpfKey: 'collapse', label: '折叠面板', formId: 103, renderKey: 3, children: [
          { title: '面板一', name: '1', __config__: { formId: 104, renderKey: 4, children: [
            { __config__: { jnpfKey: 'tab', label: '内层标签', formId: 105, renderKey: 5, children: [
              { title: '内层', name: '1', __config__: { formId: 106, renderKey: 6, children: [input('note', '备注', 'textarea')] } },
            ] } },
          ] } },
        ] } },
      ] } },
      { title: 'Tab 2', name: '2', __config__: { jnpfKey: 'tabItem', formId: 107, renderKey: 7, children: [
        input('createdOn', '日期', 'date')] } },
    ] } },
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', formId: 108, renderKey: 8, tag: 'jnpfInputTable',
      children: [input('herb', '药材')] } },
  ],
};

/** A 3.1 list: only label and prop, no type, buttons or column buttons. */
const list31 = {
  columnList: [{ label: '名称', prop: 'name' }, { label: '金额', prop: 'amount', align: 'right', width: 120 },
    { label: '明细-药材', prop: 'lines-herb' }, { label: '日期', prop: 'createdOn' }],
  searchList: [{ label: '名称', prop: 'name', jnpfKey: 'comInput' }, { label: '日期', prop: 'createdOn', jnpfKey: 'date' }],
};

describe('3.1-era documents', () => {
  it('gives tab and collapse items their kind by position, at every depth, leaving the input alone', () => {
    const done = completeFormData(form31) as typeof form31;
    const tab = done.fields[1].__config__ as { children: { __config__: { jnpfKey: string; children: unknown[] } }[] };
    expect(tab.children.map((c) => c.__config__.jnpfKey)).toEqual(['tabItem', 'tabItem']);
    const collapse = tab.children[0].__config__.children[1] as { __config__: { children: { __config__: { jnpfKey: string;
      children: { __config__: { children: { __config__: { jnpfKey: string } }[] } }[] } }[] } };
    const item = collapse.__config__.children[0];
    expect(item.__config__.jnpfKey).toBe('collapseItem');
    expect(item.__config__.children[0].__config__.children[0].__config__.jnpfKey).toBe('tabItem');
    const original = form31.fields[1].__config__ as unknown as { children: { __config__: { jnpfKey?: string } }[] };
    expect(original.children[0].__config__.jnpfKey).toBeUndefined();
  });

  it('completes list columns and search fields from the form and the designer\'s defaults', () => {
    const done = completeColumnData(list31, form31) as Record<string, unknown> & { columnList: Record<string, unknown>[];
      searchList: Record<string, unknown>[] };
    expect(done).toMatchObject({ type: 1, hasPage: true, pageSize: 20, sort: 'desc',
      btnsList: [{ value: 'add', label: '新增' }], columnBtnsList: [{ value: 'edit' }, { value: 'remove' }] });
    expect(done.columnList.map((c) => [c.prop, c.jnpfKey, c.align, c.fixed])).toEqual([
      ['name', 'comInput', 'left', 'none'], ['amount', 'numInput', 'right', 'none'], ['lines-herb', 'comInput', 'left', 'none'],
      ['createdOn', 'date', 'left', 'none']]);
    expect(done.columnList[1].width).toBe(120);
    expect(done.searchList.map((c) => [c.prop, c.searchType, c.searchMultiple])).toEqual([['name', 2, false], ['createdOn', 3, false]]);
  });

  it('keeps what a document does say: its type and buttons', () => {
    const done = completeColumnData({ ...list31, type: 4, btnsList: [] }, form31) as Record<string, unknown>;
    expect(done).toMatchObject({ type: 4, btnsList: [] });
  });

  it('is accepted by the checker, from JSON strings as on the wire', () => {
    expect(checkDefinition(JSON.stringify(form31), JSON.stringify(list31))).toEqual([]);
    const { formData, columnData } = completeDefinition(JSON.stringify(form31), JSON.stringify(list31));
    expect(checkDefinition(formData, columnData)).toEqual([]);
  });

  it('still reports a column naming no field', () => {
    const problems = checkDefinition(form31, { columnList: [{ label: '无', prop: 'nope' }] });
    expect(problems.length).toBeGreaterThan(0);
  });
});
