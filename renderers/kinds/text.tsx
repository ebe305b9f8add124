/**
 * Text kinds: comInput (single line), textarea (multi-line), PsdInput (a password), billRule (server-filled serial
 * number, read-only).
 */
import { memo } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps } from '../registry';
import { SpecTextCell } from './specText';

const maxLengthOf = (field: FieldInputProps['field']) =>
  typeof field.maxlength === 'number' && field.maxlength > 0 ? field.maxlength : undefined;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const ComInputInput = memo(function ComInputInput(p: FieldInputProps) {
  const { field } = p;
  const slot = (field.__slot__ ?? {}) as { prepend?: string; append?: string };
  const input = (
    <Input
      id={p.id}
      aria-label={p.ariaLabel}
      value={text(p.value)}
      onChange={(e) => p.onChange(e.target.value)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || field.disabled === true}
      readOnly={p.readonly || field.readonly === true}
      maxLength={maxLengthOf(field)}
      showCount={field['show-word-limit'] === true && maxLengthOf(field) !== undefined}
      allowClear={field.clearable !== false}
      status={p.invalid ? 'error' : undefined}
      prefix={slot.prepend || undefined}
      suffix={slot.append || undefined}
      type={field['show-password'] ? 'password' : undefined}
    />
  );
  return input;
});

export const TextareaInput = memo(function TextareaInput(p: FieldInputProps) {
  const { field } = p;
  const autosize = (field.autosize ?? { minRows: 4, maxRows: 4 }) as { minRows?: number; maxRows?: number };
  // A fixed height (the default, 4 to 4 rows) needs no measuring: antd's autoSize reads the computed style of every
  // textarea when it mounts and on every keystroke (measured: 150 ms of a 200-field form's mount for 33 textareas).
  const fixed = typeof autosize === 'object' && typeof autosize.minRows === 'number' && autosize.minRows === autosize.maxRows
    ? autosize.minRows : undefined;
  return (
    <Input.TextArea
      id={p.id}
      aria-label={p.ariaLabel}
      value={text(p.value)}
      onChange={(e) => p.onChange(e.target.value)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || field.disabled === true}
      readOnly={p.readonly || field.readonly === true}
      maxLength={maxLengthOf(field)}
      showCount={field['show-word-limit'] === true && maxLengthOf(field) !== undefined}
      autoSize={fixed === undefined ? autosize : undefined}
      rows={fixed}
      style={fixed === undefined ? undefined : { resize: 'none' }}
      status={p.invalid ? 'error' : undefined}
    />
  );
});

/** The number is given by the server on save; the input only shows it. */
export const BillRuleInput = memo(function BillRuleInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  return (
    <Input id={p.id} aria-label={p.ariaLabel} value={text(p.value)} readOnly disabled={p.disabled}
      placeholder={t('billRulePlaceholder')} />
  );
});

registerField({ kind: 'comInput', aliases: ['input'], input: ComInputInput, cell: SpecTextCell });
registerField({ kind: 'textarea', input: TextareaInput, cell: SpecTextCell });

/** PsdInput (3.x password): typed hidden; lists and details show the spec's mask, never the password. */
export const PsdInputInput = memo(function PsdInputInput(p: FieldInputProps) {
  const { field } = p;
  return (
    <Input.Password
      id={p.id}
      aria-label={p.ariaLabel}
      value={text(p.value)}
      onChange={(e) => p.onChange(e.target.value)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || field.disabled === true}
      readOnly={p.readonly || field.readonly === true}
      maxLength={maxLengthOf(field)}
      autoComplete="new-password"
      status={p.invalid ? 'error' : undefined}
    />
  );
});
registerField({ kind: 'PsdInput', input: PsdInputInput, cell: SpecTextCell });
// billRule is registered by renderers/kinds/pickers/billRule.tsx (it reserves its number from the server).
