import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { ColumnData, FieldDef, FormDefinition } from '../types';
import { headerRowOf, importColumns, type ImportColumn } from './columns';
import { convertCell, convertRecord, type ImportLookups } from './convert';
import { recordsOfSheet } from './sheet';
import supplier from '../../../fixtures/forms/supplier.json';
import order from '../../../fixtures/forms/purchase-order.json';
import allKinds from '../../../fixtures/forms/all-kinds.json';

const supplierForm = supplier.formData as unknown as FormDefinition;
const orderForm = order.formData as unknown as FormDefinition;

const lookups = (over: Partial<ImportLookups> = {}): ImportLookups => ({
  options: (f) => (f.__config__.dataType === 'dictionary' ? [{ id: 'd1', fullName: '现金' }, { id: 'd2', fullName: '月结' }]
    : (f.options ?? []) as never),
  entity: (of, text) => ({
    user: { 张伟: 'user-zhangwei', 'user-zhangwei': 'user-zhangwei' },
    organize: { 采购部: 'dep-purchase', 'dep-purchase': 'dep-purchase', 岐元堂: 'org-hq', 'org-hq': 'org-hq' },
  } as Record<string, Record<string, string>>)[of]?.[text],
  organizeType: (id) => (id === 'org-hq' ? 'company' : 'department'),
  path: (tree, names) => (tree === 'organize' && (names.join('/') === '岐元堂/质检部' || names.join('/') === 'org-hq/dep-quality')
    ? ['org-hq', 'dep-quality'] : undefined),
  interfaceValue: () => undefined,
  relatedId: () => undefined,
  ...over,
});

const col = (kind: string, props: Record<string, unknown> = {}, config: Record<string, unknown> = {}): ImportColumn => {
  const field: FieldDef = { __vModel__: 'f', __config__: { jnpfKey: kind, label: '字段', ...config }, ...props };
  return { id: 'f', header: '字段', label: '字段', field, kind };
};

describe('importColumns', () => {
  it('asks for the typeable fields of the supplier in form order, not the system fields', () => {
    expect(importColumns(supplierForm).map((c) => c.header)).toEqual(
      ['供应商名称', '联系电话', '授信额度', '供应商等级', '结算方式', '经营品类', '合作日期', '合作中', '地址']);
  });

  it('names sub-table columns 子表标题-列标题 and leaves out the serial number', () => {
    const columns = importColumns(orderForm);
    expect(columns.map((c) => c.header)).toEqual(['供应商', '采购日期', '付款方式', '采购明细-药材名称', '采购明细-数量',
      '采购明细-单价', '采购明细-单位', '备注']);
    expect(headerRowOf(columns)[3]).toEqual({ id: 'tableField105', fullName: '采购明细', jnpfKey: 'table', children: [
      { id: 'comInputField106', fullName: '药材名称', jnpfKey: 'comInput' }, { id: 'numInputField107', fullName: '数量', jnpfKey: 'numInput' },
      { id: 'numInputField108', fullName: '单价', jnpfKey: 'numInput' }, { id: 'selectField109', fullName: '单位', jnpfKey: 'select' }] });
  });

  it('skips calculations, uploads, attributes and layout in 字段大全', () => {
    const ids = importColumns(allKinds.formData as unknown as FormDefinition).map((c) => c.id);
    expect(ids).toContain('numInputField104');
    expect(ids).toContain('tableField136-dateField141');
    for (const absent of ['calculateField106', 'uploadFzField116', 'uploadImgField117', 'billRuleField147', 'createUserField152']) {
      expect(ids).not.toContain(absent);
    }
  });

  it('follows uploaderTemplateJson.selectKey and the visible codes', () => {
    const list = { uploaderTemplateJson: { selectKey: ['comInputField101', 'dateField107', 'switchField108'] } } as unknown as ColumnData;
    expect(importColumns(supplierForm, list).map((c) => c.id)).toEqual(['comInputField101', 'dateField107', 'switchField108']);
    expect(importColumns(supplierForm, list, { visible: new Set(['comInputField101']) }).map((c) => c.id)).toEqual(['comInputField101']);
    const hidden = importColumns(orderForm, undefined, { visible: new Set(['comInputField102', 'tableField105', 'tableField105-numInputField107']) });
    expect(hidden.map((c) => c.id)).toEqual(['comInputField102', 'tableField105-numInputField107']);
  });
});

describe('recordsOfSheet', () => {
  const columns = importColumns(orderForm);
  const header = columns.map((c) => c.header);

  it('reads records; a row with only sub-table cells continues the record above', () => {
    const result = recordsOfSheet([header,
      ['亳州康源', '2024-01-05', '现金', '黄芪', 10, 55, '千克', ' 加急 '],
      [null, null, null, '当归', 2, null, '吨', null],
      [],
      ['安国药市', null, null, null, null, null, null, null],
    ], columns);
    expect(result).toEqual({ records: [
      { comInputField102: '亳州康源', dateField103: '2024-01-05', selectField104: '现金', textareaField110: '加急',
        tableField105: [{ comInputField106: '黄芪', numInputField107: 10, numInputField108: 55, selectField109: '千克' },
          { comInputField106: '当归', numInputField107: 2, selectField109: '吨' }] },
      { comInputField102: '安国药市' },
    ] });
  });

  it('refuses a changed header, a missing header, an empty sheet and more than the limit', () => {
    expect(recordsOfSheet([['供应商', '改过的表头']], columns)).toEqual({ problem: { key: 'headerUnknown', header: '改过的表头' } });
    expect(recordsOfSheet([], columns)).toEqual({ problem: { key: 'headerMissing' } });
    expect(recordsOfSheet([header, [null, ''], []], columns)).toEqual({ problem: { key: 'importEmpty' } });
    expect(recordsOfSheet([header, ['a'], ['b'], ['c']], columns, 2)).toEqual({ problem: { key: 'tooManyRows', limit: 2 } });
  });
});

describe('convertCell', () => {
  it('turns option labels, switch texts, numbers and dates into stored values', () => {
    const L = lookups();
    const grade = importColumns(supplierForm).find((c) => c.id === 'selectField104')!;
    expect(convertCell(grade, 'B级', L)).toEqual({ value: '2' });
    expect(convertCell(grade, '2', L)).toEqual({ value: '2' });
    expect(convertCell(grade, 'D级', L)).toEqual({ reason: 'option' });
    const herbs = importColumns(supplierForm).find((c) => c.id === 'checkboxField106')!;
    expect(convertCell(herbs, '根茎类，花叶类', L)).toEqual({ value: ['1', '2'] });
    const settle = importColumns(supplierForm).find((c) => c.id === 'radioField105')!;
    expect(convertCell(settle, '月结', L)).toEqual({ value: 'd2' });
    expect(convertCell(col('switch'), '开', L)).toEqual({ value: 1 });
    expect(convertCell(col('switch'), '否', L)).toEqual({ value: 0 });
    expect(convertCell(col('numInput'), '1,234.5', L)).toEqual({ value: 1234.5 });
    expect(convertCell(col('numInput'), '十二', L)).toEqual({ reason: 'number' });
    const day = dayjs('2024-01-05').valueOf();
    expect(convertCell(col('date', { format: 'yyyy-MM-dd' }), '2024-01-05', L)).toEqual({ value: day });
    expect(convertCell(col('date'), new Date(Date.UTC(2024, 0, 5)), L)).toEqual({ value: day });
    expect(convertCell(col('date'), day, L)).toEqual({ value: day });
    expect(convertCell(col('date'), '明天', L)).toEqual({ reason: 'date' });
    expect(convertCell(col('time'), '9:05', L)).toEqual({ value: '09:05:00' });
    expect(convertCell(col('comInput'), 13912345601, L)).toEqual({ value: '13912345601' });
  });

  it('turns names into ids and paths of names into id paths', () => {
    const L = lookups();
    expect(convertCell(col('userSelect'), '张伟', L)).toEqual({ value: 'user-zhangwei' });
    expect(convertCell(col('userSelect', { multiple: true }), '张伟,采购部', L)).toEqual({ reason: 'option' });
    expect(convertCell(col('depSelect', { multiple: true }), '采购部,岐元堂', L)).toEqual({ value: ['dep-purchase', 'org-hq'] });
    // The user component keeps "id--type": a name is looked up as a user first, then as an organisation.
    expect(convertCell(col('usersSelect', { multiple: true }), '张伟,采购部,岐元堂', L))
      .toEqual({ value: ['user-zhangwei--user', 'dep-purchase--department', 'org-hq--company'] });
    expect(convertCell(col('usersSelect'), 'org-hq--company', L)).toEqual({ value: 'org-hq--company' });
    expect(convertCell(col('usersSelect'), 'org-hq--department', L)).toEqual({ reason: 'option' });
    expect(convertCell(col('usersSelect'), '岐元堂--company', L)).toEqual({ reason: 'option' });
    expect(convertCell(col('comSelect'), '岐元堂/质检部', L)).toEqual({ value: ['org-hq', 'dep-quality'] });
    expect(convertCell(col('comSelect'), ['org-hq', 'dep-quality'], L)).toEqual({ value: ['org-hq', 'dep-quality'] });
    const tree = [{ id: 'a', fullName: '根茎类', children: [{ id: 'a1', fullName: '黄芪' }] }];
    const cascader = col('cascader', { options: tree });
    expect(convertCell(cascader, '根茎类/黄芪', L)).toEqual({ value: ['a', 'a1'] });
    expect(convertCell(cascader, '黄芪', L)).toEqual({ value: ['a', 'a1'] });
    expect(convertCell(col('numRange'), '1 至 5', L)).toEqual({ value: [1, 5] });
  });
});

describe('convertRecord', () => {
  it('converts every cell, keeps what it cannot convert as text and reports it with its sub-table row', () => {
    const columns = importColumns(orderForm);
    const { record, problems } = convertRecord(columns, {
      comInputField102: '亳州康源', dateField103: '2024-13-45', selectField104: '转账', other: 'dropped',
      tableField105: [{ comInputField106: '黄芪', numInputField107: '十', selectField109: '件' }],
    }, lookups());
    expect(record).toEqual({ comInputField102: '亳州康源', dateField103: '2024-13-45', selectField104: '2',
      tableField105: [{ comInputField106: '黄芪', numInputField107: '十', selectField109: '3' }] });
    expect(problems.map((p) => [p.column.header, p.text, p.reason, p.row])).toEqual([
      ['采购日期', '2024-13-45', 'date', undefined], ['采购明细-数量', '十', 'number', 0]]);
    // Converting the converted record again changes nothing.
    expect(convertRecord(columns, { ...record, dateField103: 1 }, lookups()).record.selectField104).toBe('2');
  });
});
