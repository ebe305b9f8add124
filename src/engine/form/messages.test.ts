import { describe, expect, it } from 'vitest';
import { compileForm } from './compile';
import { fieldAtErrorPath, patternProblems, toRegExp } from './messages';

const compiled = compileForm({
  fields: [
    { __vModel__: 'phone', __config__: { jnpfKey: 'comInput', label: '手机', regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请正确输入您的手机号' }] } },
    { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
      { __vModel__: 'code', __config__: { jnpfKey: 'comInput', label: '编码', regList: [{ pattern: '^[A-Z]+$', message: '只能大写字母' }] } },
    ] } },
  ],
});

describe('messages', () => {
  it('maps error paths back to fields, sub-table columns included', () => {
    expect(fieldAtErrorPath(compiled, '.phone')?.label).toBe('手机');
    expect(fieldAtErrorPath(compiled, '.lines.2.code')?.key).toBe('lines-code');
    expect(fieldAtErrorPath(compiled, '', 'phone')?.vModel).toBe('phone');
    expect(fieldAtErrorPath(compiled, '.nope')).toBeUndefined();
  });

  it('reads /body/flags patterns and refuses broken ones', () => {
    expect(toRegExp('/^a$/i')!.test('A')).toBe(true);
    expect(toRegExp('^a$')!.test('a')).toBe(true);
    expect(toRegExp('/(/')).toBeNull();
  });

  it('reports non-empty values failing their regList, with the rule message', () => {
    expect(patternProblems(compiled, { phone: '12', lines: [{ code: 'AB' }, { code: 'x1' }, { code: '' }] })).toEqual([
      { path: ['phone'], message: '请正确输入您的手机号' },
      { path: ['lines', 1, 'code'], message: '只能大写字母' },
    ]);
    expect(patternProblems(compiled, { phone: '13812345678', lines: [] })).toEqual([]);
    expect(patternProblems(compiled, {})).toEqual([]);
  });
});
