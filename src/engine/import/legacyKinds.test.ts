/**
 * The legacy kinds of saved 3.x documents (dicSelect, JNPFAmount, PsdInput, dateRange, timeRange, currDept) in the
 * import: the template asks for the ones a user types, not the server-filled department, and a cell written as
 * the export writes it (the kind spec's text) comes back as the value that was exported.
 */
import { describe, expect, it } from 'vitest';
import type { FieldDef, FormDefinition } from '../types';
import { kindSpec, type DisplayLookups } from '../kinds';
import { importColumns } from './columns';
import { convertCell, type ImportLookups } from './convert';

const PAY = [{ id: 'pay-cash', fullName: '现金' }, { id: 'pay-month', fullName: '月结' }];
const field = (jnpfKey: string, vModel: string, rest: Record<string, unknown> = {}, cfg: Record<string, unknown> = {}): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...cfg }, ...rest });
const form: FormDefinition = { fields: [
  field('dicSelect', 'pay', {}, { dictionaryType: 'pay' }),
  field('dicSelect', 'pays', { multiple: true }, { dictionaryType: 'pay' }),
  field('JNPFAmount', 'amount'),
  field('PsdInput', 'secret'),
  field('dateRange', 'period', { format: 'yyyy-MM-dd' }),
  field('timeRange', 'hours'),
  field('currDept', 'dept'),
] } as FormDefinition;

const importing: ImportLookups = {
  options: (f) => (f.__config__.dictionaryType === 'pay' ? PAY : []),
  entity: () => undefined,
  organizeType: () => 'department',
  path: () => undefined,
  interfaceValue: () => undefined,
  relatedId: () => undefined,
};
const display = {
  options: (f: FieldDef) => importing.options(f),
  words: { on: '开', off: '关', rangeSeparator: ' 至 ', signed: '已签名' },
} as unknown as DisplayLookups;

describe('legacy kinds in the import', () => {
  const columns = importColumns(form);
  const column = (id: string) => columns.find((c) => c.id === id)!;

  it('asks for every legacy kind a user types, not the department the server fills', () => {
    expect(columns.map((c) => c.id)).toEqual(['pay', 'pays', 'amount', 'secret', 'period', 'hours']);
  });

  it.each([
    ['pay', 'pay-month'],
    ['pays', ['pay-cash', 'pay-month']],
    ['amount', 1234567.5],
    ['period', [new Date(2024, 0, 1).getTime(), new Date(2024, 0, 31).getTime()]],
    ['hours', ['08:00:00', '17:30:00']],
  ])('%s: the exported text imports back as the value', (id, value) => {
    const c = column(id);
    const text = kindSpec(c.kind)!.text(value, c.field, display);
    expect(convertCell(c, text, importing), text).toEqual({ value });
  });

  it('refuses what is no entry of the dictionary, no amount and no range, naming why', () => {
    expect(convertCell(column('pay'), '赊账', importing)).toEqual({ reason: 'option' });
    expect(convertCell(column('amount'), '一百', importing)).toEqual({ reason: 'number' });
    expect(convertCell(column('hours'), '08:00:00', importing)).toEqual({ reason: 'range' });
  });

  it('takes a password as typed (its export is only the mask)', () => {
    expect(convertCell(column('secret'), 's3cret', importing)).toEqual({ value: 's3cret' });
    expect(kindSpec('PsdInput')!.text('s3cret', column('secret').field, display)).toBe('******');
  });
});
