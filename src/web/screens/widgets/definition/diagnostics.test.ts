import { describe, expect, it } from 'vitest';
import { definitionDiagnostics } from './diagnostics';

const form = (kind: string) => JSON.stringify({ fields: [
  { __config__: { jnpfKey: 'comInput', label: '名称' }, __vModel__: 'name' },
  { __config__: { jnpfKey: kind, label: '数量' }, __vModel__: 'qty' },
] }, null, 2);
const columns = JSON.stringify({ columnList: [{ prop: 'name', label: '名称', jnpfKey: 'comInput' },
  { prop: 'gone', label: '不存在', jnpfKey: 'comInput' }] }, null, 2);

describe('definitionDiagnostics', () => {
  it('marks a wrong kind at its value, with the path and the message in the user language', () => {
    const text = form('numInputt');
    const { diagnostics, shown } = definitionDiagnostics('formData', text, columns, 'zh-CN');
    expect(diagnostics).toHaveLength(1);
    expect(text.slice(diagnostics[0].from, diagnostics[0].to)).toBe('"numInputt"');
    expect(shown[0]).toMatchObject({ path: '$.fields[1].__config__.jnpfKey', line: 12 });
    expect(shown[0].message).toContain('numInputt');
    expect(definitionDiagnostics('formData', form('numInput'), columns, 'zh-CN').diagnostics).toEqual([]);
  });

  it('checks the list against the form the other editor holds', () => {
    const { diagnostics, shown } = definitionDiagnostics('columnData', columns, form('numInput'), 'en');
    expect(shown.map((s) => s.path)).toEqual(['$.columnList[1].prop']);
    expect(columns.slice(diagnostics[0].from, diagnostics[0].to)).toBe('"gone"');
  });

  it('places text that is not JSON where it stops being JSON', () => {
    const text = '{\n  "fields": [\n    {}\n    {}\n  ]\n}';
    const { diagnostics, shown } = definitionDiagnostics('formData', text, columns, 'en');
    expect(shown[0].line).toBe(4);
    expect(diagnostics[0].from).toBe(text.indexOf('{}\n  ]'));
  });
});
