/**
 * calculate: the result of the field's token expression (src/engine/form/calc), recomputed by the form's record
 * store 100 ms after a field it reads changes, shown with `precision` decimals, thousands separators when asked and
 * the amount in Chinese capitals (isAmountChinese). The store writes the value into the record unless isStorage is 1
 * (display only). Inside a sub-table the row holds the value (the sub-table computes its rows).
 */
import { memo } from 'react';
import { Input } from 'antd';
import { precisionOf, toCalcNumber } from '../../../src/engine/form/calc';
import { formatThousands } from '../../../src/engine/form/format';
import type { FieldDef } from '../../../src/engine/types';
import { useCalcResult } from '../../form/values';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { AmountChinese } from './common';

/** The display text of a calculated value: fixed to the precision, thousands when asked; '' when empty. */
export function calcText(value: unknown, field: FieldDef): string {
  if (value === null || value === undefined || value === '') return '';
  const text = toCalcNumber(value).toFixed(precisionOf(field.precision));
  return field.thousands === true ? formatThousands(text) : text;
}

function useShown(field: FieldDef, value: unknown): unknown {
  const result = useCalcResult(field);
  return result ?? value;
}

export const CalculateInput = memo(function CalculateInput(p: FieldInputProps) {
  const shown = useShown(p.field, p.value);
  return (
    <div data-calculate>
      <Input id={p.id} aria-label={p.ariaLabel} value={calcText(shown, p.field)} readOnly disabled={p.disabled}
        placeholder={typeof p.field.placeholder === 'string' ? p.field.placeholder : undefined} />
      {p.field.isAmountChinese === true && <AmountChinese value={shown} />}
    </div>
  );
});

export function CalculateView({ field, value }: FieldViewProps) {
  const shown = useShown(field, value);
  return (
    <span data-calculate>
      {calcText(shown, field)}
      {field.isAmountChinese === true && <AmountChinese value={shown} />}
    </span>
  );
}

registerField({ kind: 'calculate', input: CalculateInput, cell: CalculateView });
