import { describe, expect, it } from 'vitest';
import { isStepStrict, strictStep } from './numberStep';

describe('strictStep (numInput step-strictly)', () => {
  it('rounds to the nearest multiple of step', () => {
    expect(strictStep(7, { step: 5 })).toBe(5);
    expect(strictStep(8, { step: 5 })).toBe(10);
    expect(strictStep(-3, { step: 5 })).toBe(-5);
    expect(strictStep(0.35, { step: 0.1 })).toBe(0.4);
    expect(strictStep(0.7, { step: 0.2 })).toBe(0.8);
  });
  it('applies precision after rounding and clamps to min/max last', () => {
    expect(strictStep(1.26, { step: 0.25, precision: 1 })).toBe(1.3);
    expect(strictStep(7.1, { step: 5, max: 7 })).toBe(5);
    expect(strictStep(12, { step: 5, max: 8 })).toBe(8);
    expect(strictStep(-2, { step: 5, min: 1 })).toBe(1);
  });
  it('keeps an empty value empty and reads either spelling of the key', () => {
    expect(strictStep(null, { step: 5 })).toBeNull();
    expect(isStepStrict({ 'step-strictly': true })).toBe(true);
    expect(isStepStrict({ stepStrictly: true })).toBe(true);
    expect(isStepStrict({ 'step-strictly': false })).toBe(false);
  });
});
