import { describe, expect, it } from 'vitest';
import { fillTemplate, templateParams } from './params';

describe('message template parameters', () => {
  it('lists each placeholder once, title first, and ignores braces that are not names', () => {
    expect(templateParams('您有新的待办：{flowName}', '{creatorUserName}提交的{flowName}，{ 空格 }、{1a}、{a-b}、{}'))
      .toEqual([{ field: 'flowName' }, { field: 'creatorUserName' }]);
    expect(templateParams(null, undefined, '')).toEqual([]);
  });

  it('fills the placeholders it has values for and leaves the others as written', () => {
    expect(fillTemplate('{a}与{b}，{a}', { a: '甲', b: 0 })).toBe('甲与0，甲');
    expect(fillTemplate('{a}{toString}{missing}', { a: null })).toBe('{a}{toString}{missing}');
  });
});
