/** switch: stores its active value (1) or inactive value (0); shown as activeTxt/inactiveTxt (开/关). */
import { memo } from 'react';
import { Switch } from 'antd';
import { registerField, type FieldInputProps } from '../registry';
import { SpecTextCell } from './specText';

export const SwitchInput = memo(function SwitchInput(p: FieldInputProps) {
  const { field } = p;
  const on = (field['active-value'] ?? 1) as number;
  const off = (field['inactive-value'] ?? 0) as number;
  const checked = p.value === on || p.value === true || (p.value != null && String(p.value) === String(on));
  return (
    <Switch
      id={p.id}
      aria-label={p.ariaLabel}
      checked={checked}
      onChange={(c) => p.onChange(c ? on : off)}
      disabled={p.disabled || p.readonly || field.disabled === true}
    />
  );
});

registerField({ kind: 'switch', input: SwitchInput, cell: SpecTextCell });
