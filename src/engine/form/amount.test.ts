import { describe, expect, it } from 'vitest';
import { amountChinese } from './format';

describe('amountChinese', () => {
  it('writes amounts in Chinese capitals', () => {
    expect(amountChinese(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(amountChinese(100)).toBe('壹佰元整');
    expect(amountChinese(1001)).toBe('壹仟零壹元整');
    expect(amountChinese(100000)).toBe('壹拾万元整');
    expect(amountChinese(10000001)).toBe('壹仟万零壹元整');
    expect(amountChinese(100010000)).toBe('壹亿零壹万元整');
    expect(amountChinese(0.5)).toBe('伍角');
    expect(amountChinese(1.05)).toBe('壹元零伍分');
    expect(amountChinese(0)).toBe('零元整');
    expect(amountChinese(-12)).toBe('负壹拾贰元整');
    expect(amountChinese('1,200')).toBe('壹仟贰佰元整');
  });

  it('refuses an integer part over 12 digits and ignores non-numbers', () => {
    expect(amountChinese(999999999999)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整');
    expect(amountChinese(1000000000000)).toBeNull();
    expect(amountChinese(1e25)).toBeNull();
    expect(amountChinese('')).toBe('');
    expect(amountChinese('abc')).toBe('');
    expect(amountChinese(null)).toBe('');
  });
});
