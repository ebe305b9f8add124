/**
 * numInput: a number, with optional min/max/precision/step/controls, addonBefore/After, thousands separators and the
 * amount in Chinese capitals under the input and in cells (isAmountChinese).
 */
import { memo } from 'react';
import { InputNumber } from 'antd';
import { formatNumber, formatThousands } from '../../src/engine/form/format';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';
import { AmountChinese } from './widgets/common';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const NumInputInput = memo(function NumInputInput(p: FieldInputProps) {
  const { field } = p;
  const thousands = field.thousands === true;
  const value = typeof p.value === 'number' ? p.value : p.value === '' || p.value == null ? null : Number(p.value);
  const input = (
    <InputNumber<number>
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      value={Number.isFinite(value as number) ? value : null}
      onChange={(v) => p.onChange(v ?? null)}
      min={num(field.min)}
      max={num(field.max)}
      step={num(field.step) ?? 1}
      controls={field.controls !== false}
      precision={num(field.precision)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || field.disabled === true}
      readOnly={p.readonly}
      status={p.invalid ? 'error' : undefined}
      prefix={typeof field.addonBefore === 'string' && field.addonBefore ? field.addonBefore : undefined}
      suffix={typeof field.addonAfter === 'string' && field.addonAfter ? field.addonAfter : undefined}
      formatter={thousands ? (v) => formatThousands(v ?? '') : undefined}
      parser={thousands ? (v) => Number((v ?? '').replace(/,/g, '')) : undefined}
    />
  );
  if (field.isAmountChinese !== true) return input;
  return (
    <div>
      {input}
      <AmountChinese value={value} />
    </div>
  );
});

export function NumberCell({ field, value }: FieldViewProps) {
  if (field.isAmountChinese !== true) return <span>{formatNumber(value, field)}</span>;
  return (
    <span>
      {formatNumber(value, field)}
      <AmountChinese value={value} />
    </span>
  );
}

registerField({ kind: 'numInput', aliases: ['inputNumber'], input: NumInputInput, cell: NumberCell });
