import { describe, expect, it } from 'vitest';
import { datePart, paddedStart, ruleExample, validStartNumber } from './example';

const day = new Date(2026, 10, 5, 10, 0, 0);

describe('serial-number rule example', () => {
  it('joins prefix, the date in the rule format and the start number padded to the digit width', () => {
    expect(ruleExample({ prefix: 'CG', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1' }, day)).toBe('CG202611050001');
    expect(ruleExample({ prefix: 'CG', dateFormat: 'yyyyMM', digit: 3, startNumber: '12' }, day)).toBe('CG202611012');
    expect(ruleExample({ prefix: 'CG', dateFormat: 'yyyy', digit: 2, startNumber: '7' }, day)).toBe('CG202607');
    expect(ruleExample({ prefix: 'X', dateFormat: 'no', digit: 5, startNumber: '42' }, day)).toBe('X00042');
  });

  it('keeps a start number longer than the digit width and pads nothing without a digit', () => {
    expect(paddedStart('12345', 3)).toBe('12345');
    expect(paddedStart('12', '')).toBe('12');
    expect(ruleExample({ dateFormat: 'no', startNumber: '3' }, day)).toBe('3');
  });

  it('gives no date part for no or an unknown format', () => {
    expect(datePart('no', day)).toBe('');
    expect(datePart('dd', day)).toBe('');
  });

  it('refuses start numbers that are not digits or all zeros', () => {
    expect(validStartNumber('0001')).toBe('ok');
    expect(validStartNumber('000')).toBe('allZeros');
    expect(validStartNumber('1a')).toBe('notDigits');
  });
});
