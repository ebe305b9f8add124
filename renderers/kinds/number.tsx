/**
 * numInput: a number, with optional min/max/precision/step/controls, addonBefore/After, thousands separators and the
 * amount in Chinese capitals under the input and in cells (isAmountChinese).
 */
import { memo, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { InputNumber } from 'antd';
import { formatThousands } from '../../src/engine/form/format';
import type { FieldDef } from '../../src/engine/types';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';
import { specText } from './specText';
import { AmountChinese } from './widgets/common';
import { isStepStrict, strictStep } from './numberStep';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const NumInputInput = memo(function NumInputInput(p: FieldInputProps) {
  const { field } = p;
  const thousands = field.thousands === true;
  const value = typeof p.value === 'number' ? p.value : p.value === '' || p.value == null ? null : Number(p.value);
  const strict = isStepStrict(field);
  const min = num(field.min);
  const max = num(field.max);
  const step = num(field.step) ?? 1;
  const precision = num(field.precision);
  // step-strictly: typing stays free (rounding each keystroke would fight the user); the value is rounded to a
  // multiple of step when it is committed (blur, Enter) or stepped, as el-input-number does on its change event.
  const latest = useRef<number | null>(null);
  latest.current = Number.isFinite(value as number) ? value : null;
  const { onChange } = p;
  const change = useCallback((v: number | null) => {
    latest.current = v ?? null;
    onChange(v ?? null);
  }, [onChange]);
  const commit = useCallback(() => {
    if (!strict) return;
    const next = strictStep(latest.current, { step, precision, min, max });
    if (!Object.is(next, latest.current)) change(next);
  }, [strict, step, precision, min, max, change]);
  const input = (
    <InputNumber<number>
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      value={Number.isFinite(value as number) ? value : null}
      onChange={change}
      onStep={strict ? commit : undefined}
      min={min}
      max={max}
      step={step}
      controls={field.controls !== false}
      precision={precision}
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
  // The commit listens above antd's input: blur and Enter reach it after antd has flushed the typed text.
  const committed = strict
    ? <span style={{ display: 'contents' }} onBlur={commit} onKeyDown={(e: KeyboardEvent) => { if (e.key === 'Enter') commit(); }}>{input}</span>
    : input;
  if (field.isAmountChinese !== true) return committed;
  return (
    <div>
      {committed}
      <AmountChinese value={value} />
    </div>
  );
});

export function NumberCell({ field, value }: FieldViewProps) {
  const text = specText(field, value);
  if (field.isAmountChinese !== true) return <span>{text}</span>;
  return (
    <span>
      {text}
      <AmountChinese value={value} />
    </span>
  );
}

registerField({ kind: 'numInput', aliases: ['inputNumber'], input: NumInputInput, cell: NumberCell });

/** JNPFAmount (3.x money) is a number input always grouped in thousands, with Chinese capitals unless showChinese is false. */
const asAmount = (field: FieldDef): FieldDef => ({ ...field, thousands: true, isAmountChinese: field.showChinese !== false });
export const AmountInput = memo(function AmountInput(p: FieldInputProps) {
  const field = useMemo(() => asAmount(p.field), [p.field]);
  return <NumInputInput {...p} field={field} />;
});
export function AmountCell({ field, value }: FieldViewProps) {
  return (
    <span>
      {specText(field, value)}
      {field.showChinese !== false && <AmountChinese value={value} />}
    </span>
  );
}
registerField({ kind: 'JNPFAmount', input: AmountInput, cell: AmountCell });
