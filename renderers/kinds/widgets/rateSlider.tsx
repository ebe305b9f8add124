/** rate (stars, `max` 5, `allow-half`) and slider (`min` 0, `max` 100, `step` 1, `range` → [a, b]). */
import { memo } from 'react';
import { Rate, Slider } from 'antd';
import type { FieldDef } from '../../../src/engine/types';
import { SpecTextCell } from '../specText';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { numberProp } from './common';

const rateMax = (field: FieldDef) => Math.max(1, Math.round(numberProp(field.max) ?? 5));

export const RateInput = memo(function RateInput(p: FieldInputProps) {
  const { field } = p;
  return (
    <span id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}>
      <Rate
        count={rateMax(field)}
        allowHalf={field['allow-half'] === true}
        value={numberProp(p.value) ?? 0}
        onChange={(v) => p.onChange(v)}
        disabled={p.disabled || p.readonly || field.disabled === true}
      />
    </span>
  );
});

export function RateCell({ field, value }: FieldViewProps) {
  const n = numberProp(value);
  if (n === undefined) return null;
  return (
    <span data-rate={n}>
      <Rate count={rateMax(field)} allowHalf value={n} disabled style={{ fontSize: 14 }} />
    </span>
  );
}

const sliderBounds = (field: FieldDef) => ({
  min: numberProp(field.min) ?? 0,
  max: numberProp(field.max) ?? 100,
  step: numberProp(field.step) ?? 1,
});

export const SliderInput = memo(function SliderInput(p: FieldInputProps) {
  const { field } = p;
  const { min, max, step } = sliderBounds(field);
  const disabled = p.disabled || p.readonly || field.disabled === true;
  if (field.range === true) {
    const v = Array.isArray(p.value) && p.value.length === 2 ? (p.value as number[]) : [min, min];
    return (
      <div id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}>
        <Slider range min={min} max={max} step={step} value={[v[0], v[1]]} disabled={disabled}
          dots={field['show-stops'] === true} onChange={(r: number[]) => p.onChange(r)} />
      </div>
    );
  }
  return (
    <div id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}>
      <Slider min={min} max={max} step={step} value={numberProp(p.value) ?? min} disabled={disabled}
        dots={field['show-stops'] === true} onChange={(v: number) => p.onChange(v)} />
    </div>
  );
});


registerField({ kind: 'rate', input: RateInput, cell: RateCell });
registerField({ kind: 'slider', input: SliderInput, cell: SpecTextCell });
