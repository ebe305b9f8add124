import { describe, expect, it } from 'vitest';
import { zeroPad } from './capabilities';

describe('zeroPad (the zeroPadded widget)', () => {
  it('pads digits to the width and drops leading zeros beyond it, never cutting a significant digit', () => {
    expect(zeroPad('1', 4)).toBe('0001');
    expect(zeroPad('00012', 4)).toBe('0012');
    expect(zeroPad('000012', '4')).toBe('0012');
    expect(zeroPad('12345', 4)).toBe('12345');
    expect(zeroPad('0001', 4)).toBe('0001');
  });

  it('leaves text that is not digits, and widths that are not positive whole numbers, alone', () => {
    expect(zeroPad('1a', 4)).toBe('1a');
    expect(zeroPad('', 4)).toBe('');
    expect(zeroPad('1', undefined)).toBe('1');
    expect(zeroPad('1', 0)).toBe('1');
    expect(zeroPad('1', 1.5)).toBe('1');
  });
});
