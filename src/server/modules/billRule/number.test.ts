import { describe, expect, it } from 'vitest';
import { datePart, nextNumber } from './number';

const rule = { prefix: 'cgdj', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0001', thisNumber: null,
  outputNumber: null };
const day = new Date(2025, 2, 14, 10);

describe('nextNumber', () => {
  it('starts a fresh rule at its start number', () => {
    expect(nextNumber(rule, day)).toEqual({ thisNumber: 1, outputNumber: 'cgdj202503140001' });
  });
  it('counts up within the same day', () => {
    expect(nextNumber({ ...rule, thisNumber: 1, outputNumber: 'cgdj202503140001' }, day).outputNumber)
      .toBe('cgdj202503140002');
  });
  it('restarts when the date part changes, and never for dateFormat no', () => {
    expect(nextNumber({ ...rule, thisNumber: 9, outputNumber: 'cgdj202503130009' }, day).outputNumber)
      .toBe('cgdj202503140001');
    const plain = { ...rule, dateFormat: 'no', startNumber: '100', digit: 5, thisNumber: 3, outputNumber: 'cgdj00102' };
    expect(nextNumber(plain, day)).toEqual({ thisNumber: 4, outputNumber: 'cgdj00103' });
  });
  it('formats yyyyMM and yyyy', () => {
    expect(datePart('yyyyMM', day)).toBe('202503');
    expect(datePart('yyyy', day)).toBe('2025');
  });
});
