import { describe, expect, it } from 'vitest';
import { chineseAmountText, splitCodes, thousandsText, valueText, wrapperArgs } from './values';

describe('print value texts', () => {
  it('groups thousands with the places asked, or the value’s own decimals', () => {
    expect(thousandsText(1234567.5, 2)).toBe('1,234,567.50');
    expect(thousandsText('1234567.456', '0')).toBe('1,234,567');
    expect(thousandsText('38.5')).toBe('38.5');
    expect(thousandsText('12,345.6', 1)).toBe('12,345.6');
    expect(thousandsText('')).toBe('');
    expect(thousandsText('abc', 2)).toBe('abc');
  });

  it('writes amounts in Chinese capitals and leaves non-numbers as they are', () => {
    expect(chineseAmountText('38.5')).toBe('叁拾捌元伍角');
    expect(chineseAmountText('1,200')).toBe('壹仟贰佰元整');
    expect(chineseAmountText('n/a')).toBe('n/a');
    expect(chineseAmountText(1e13)).toBe('10000000000000');
  });

  it('reads wrapper arguments and value texts', () => {
    expect(wrapperArgs('千位分隔符(123, 2)')).toEqual(['123', '2']);
    expect(wrapperArgs('大写金额(88)')).toEqual(['88']);
    expect(valueText(['a', null, 'b'])).toBe('a,b');
    expect(valueText({ x: 1 })).toBe('');
  });

  it('splits text at qrCode and barCode tags with their sizes', () => {
    expect(splitCodes("编号 <qrCode width='80' height='90'>PO-1</qrCode> 止")).toEqual([
      { text: '编号 ' }, { code: 'qrCode', value: 'PO-1', width: 80, height: 90 }, { text: ' 止' }]);
    expect(splitCodes('<barCode>123</barCode>')).toEqual([{ code: 'barCode', value: '123', width: undefined, height: undefined }]);
  });
});
