import { describe, expect, it } from 'vitest';
import { datePart, highestCounter, lastPeriod, nextNumber, type RuleState } from './number';

const rule: RuleState = { prefix: 'cgdj', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0001', thisNumber: null,
  outputNumber: null };
const day = new Date(2025, 2, 14, 10);

/** Issues `n` numbers in a row from `from`, as the server does (each step from the stored result of the last). */
function issue(from: RuleState, n: number, now = day): string[] {
  const out: string[] = [];
  let state = from;
  for (let i = 0; i < n; i++) {
    const next = nextNumber(state, now);
    out.push(next.outputNumber);
    state = { ...state, ...next };
  }
  return out;
}

describe('nextNumber', () => {
  it('starts a fresh rule at its start number', () => {
    expect(nextNumber(rule, day)).toEqual({ thisNumber: 1, outputNumber: 'cgdj202503140001', numberPeriod: '20250314' });
  });
  it('counts up within the same day', () => {
    expect(nextNumber({ ...rule, thisNumber: 1, outputNumber: 'cgdj202503140001' }, day).outputNumber)
      .toBe('cgdj202503140002');
  });
  it('restarts when the date part changes, and never for dateFormat no', () => {
    expect(nextNumber({ ...rule, thisNumber: 9, outputNumber: 'cgdj202503130009' }, day).outputNumber)
      .toBe('cgdj202503140001');
    const plain = { ...rule, dateFormat: 'no', startNumber: '100', digit: 5, thisNumber: 3, outputNumber: 'cgdj00102' };
    expect(nextNumber(plain, day)).toEqual({ thisNumber: 4, outputNumber: 'cgdj00103', numberPeriod: '' });
  });
  it('formats yyyyMM and yyyy', () => {
    expect(datePart('yyyyMM', day)).toBe('202503');
    expect(datePart('yyyy', day)).toBe('2025');
  });

  it('keeps counting past its digits: a 2-digit rule issues …100 as its 100th number of a day, not …01', () => {
    const two = { ...rule, prefix: 'XS', digit: 2, startNumber: '01' };
    const numbers = issue(two, 120);
    expect(numbers[98]).toBe('XS2025031499');
    expect(numbers[99]).toBe('XS20250314100');
    expect(numbers[119]).toBe('XS20250314120');
    expect(new Set(numbers).size).toBe(120);
  });
  it('keeps counting past its digits without a date part either', () => {
    const plain = { ...rule, dateFormat: 'no', prefix: 'N', digit: 2, startNumber: '1' };
    const numbers = issue(plain, 150);
    expect(numbers.slice(98, 101)).toEqual(['N99', 'N100', 'N101']);
    expect(new Set(numbers).size).toBe(150);
  });
  it('compares the stored period as a period, and restarts when the period rolls over', () => {
    const late = { ...rule, prefix: 'XS', digit: 2, thisNumber: 150, outputNumber: 'XS20250314150', numberPeriod: '20250314' };
    expect(nextNumber(late, day)).toMatchObject({ thisNumber: 151, outputNumber: 'XS20250314151' });
    expect(nextNumber(late, new Date(2025, 2, 15, 0, 0, 1))).toEqual({ thisNumber: 1, outputNumber: 'XS2025031501',
      numberPeriod: '20250315' });
    const monthly = { ...late, dateFormat: 'yyyyMM', outputNumber: 'XS202503150', numberPeriod: '202503' };
    expect(nextNumber(monthly, new Date(2025, 2, 31)).outputNumber).toBe('XS202503151');
    expect(nextNumber(monthly, new Date(2025, 3, 1)).outputNumber).toBe('XS20250401');
  });
  it('reads the period of a rule stored before periods were kept from the front of its last number', () => {
    expect(lastPeriod({ prefix: 'XS', dateFormat: 'yyyyMMdd', outputNumber: 'XS20250314150' })).toBe('20250314');
    expect(lastPeriod({ prefix: 'XS', dateFormat: 'no', outputNumber: 'XS150' })).toBe('');
    expect(lastPeriod({ prefix: 'XS', dateFormat: 'yyyy', outputNumber: null })).toBeNull();
    expect(nextNumber({ ...rule, prefix: 'XS', digit: 2, thisNumber: 100, outputNumber: 'XS20250314100' }, day).outputNumber)
      .toBe('XS20250314101');
  });
});

describe('highestCounter', () => {
  it('finds the counter to go on from among numbers already issued in the period', () => {
    const two = { ...rule, prefix: 'XS', digit: 2, startNumber: '01' };
    expect(highestCounter(two, '20250314', ['XS2025031407', 'XS20250314103', 'XS2025031399', 'XS20250314ab', 'YS2025031499']))
      .toBe(103);
    expect(highestCounter({ ...two, startNumber: '100' }, '20250314', ['XS20250314105'])).toBe(6);
    expect(highestCounter(two, '20250314', [])).toBe(0);
  });
});
