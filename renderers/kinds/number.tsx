/** numInput: a number, with optional min/max/precision/step and thousands separators. */
import { memo } from 'react';
import { InputNumber } from 'antd';
import { formatNumber, formatThousands } from '../../src/engine/form/format';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const NumInputInput = memo(function NumInputInput(p: FieldInputProps) {
  const { field } = p;
  const thousands = field.thousands === true;
  const value = typeof p.value === 'number' ? p.value : p.value === '' || p.value == null ? null : Number(p.value);
  return (
    <InputNumber<number>
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      value={Number.isFinite(value as number) ? value : null}
      onChange={(v) => p.onChange(v ?? null)}
      min={num(field.min)}
      max={num(field.max)}
      step={num(field.step) ?? 1}
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
});

export function NumberCell({ field, value }: FieldViewProps) {
  return <span>{formatNumber(value, field)}</span>;
}

registerField({ kind: 'numInput', aliases: ['inputNumber'], input: NumInputInput, cell: NumberCell });
