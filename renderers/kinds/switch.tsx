/** switch: stores its active value (1) or inactive value (0); shown as activeTxt/inactiveTxt (开/关). */
import { memo } from 'react';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchText } from '../../src/engine/form/format';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';

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

export function SwitchCell({ field, value }: FieldViewProps) {
  const { t } = useTranslation('form');
  return <span>{switchText(value, field, { on: t('on'), off: t('off') })}</span>;
}

registerField({ kind: 'switch', input: SwitchInput, cell: SwitchCell });
