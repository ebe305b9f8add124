/**
 * `step-strictly` of numInput: the value is kept to a multiple of `step`. As Element UI's
 * el-input-number does it: round to the nearest multiple (in the step's own decimals, so 0.1 steps stay clean), then
 * apply `precision`, then clamp to min/max (a bound that is no multiple wins, as there).
 */
export interface StepRule {
  step?: number;
  precision?: number;
  min?: number;
  max?: number;
}

const decimals = (n: number) => {
  const s = String(n);
  const e = s.match(/e-(\d+)$/);
  if (e) return Number(e[1]);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

/** The committed value under step-strictly; null stays null. */
export function strictStep(value: number | null | undefined, rule: StepRule): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const step = rule.step && rule.step > 0 ? rule.step : 1;
  // 0.35 / 0.1 is 3.4999999999999996 in floating point: trim the quotient before rounding it.
  let v = Number((Math.round(Number((value / step).toPrecision(12))) * step).toFixed(decimals(step)));
  if (rule.precision !== undefined && rule.precision >= 0) v = Number(v.toFixed(rule.precision));
  if (rule.max !== undefined && v > rule.max) v = rule.max;
  if (rule.min !== undefined && v < rule.min) v = rule.min;
  return v;
}

/** Whether the field asks for it (the designer's kebab-case key, or the camelCase one of other producers). */
export const isStepStrict = (field: Record<string, unknown>) => field['step-strictly'] === true || field.stepStrictly === true;
