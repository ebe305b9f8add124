/** Option kinds: select (single or multiple), radio, checkbox — static options or a dictionary category. */
import { memo, useMemo } from 'react';
import { Checkbox, Radio, Select } from 'antd';
import { optionKeys, type OptionItem } from '../../src/engine/form/format';
import type { FieldDef } from '../../src/engine/types';
import { registerField, type FieldInputProps } from '../registry';
import { SpecTextCell } from './specText';
import { useFieldOptions } from '../options/useOptions';

interface Choice { label: string; value: string | number }

/** antd options from a field's options, honouring `props.props` (label/value keys). */
function useChoices(field: FieldDef): { choices: Choice[]; loading: boolean } {
  const { options, loading } = useFieldOptions(field);
  const choices = useMemo(() => {
    const keys = optionKeys(field);
    return options.map((o: OptionItem) => ({
      label: String(o[keys.label] ?? o[keys.value] ?? ''),
      value: o[keys.value] as string | number,
    }));
  }, [options, field]);
  return { choices, loading };
}

const isMultiple = (field: FieldDef) => field.multiple === true;

export const SelectInput = memo(function SelectInput(p: FieldInputProps) {
  const { field } = p;
  const { choices, loading } = useChoices(field);
  const multiple = isMultiple(field);
  const value = multiple
    ? (Array.isArray(p.value) ? p.value : [])
    : p.value === '' || p.value === null || p.value === undefined ? undefined : p.value;
  return (
    <Select
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      value={value as never}
      options={choices}
      loading={loading}
      onChange={(v: unknown) => p.onChange(v === undefined ? (multiple ? [] : null) : v)}
      allowClear={field.clearable !== false}
      showSearch={field.filterable === true ? { optionFilterProp: 'label' } : undefined}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || p.readonly || field.disabled === true}
      status={p.invalid ? 'error' : undefined}
    />
  );
});

export const RadioInput = memo(function RadioInput(p: FieldInputProps) {
  const { field } = p;
  const { choices } = useChoices(field);
  return (
    <Radio.Group
      id={p.id}
      aria-labelledby={p.ariaLabel ? undefined : p.labelId}
      aria-label={p.ariaLabel}
      role="radiogroup"
      value={p.value}
      options={choices}
      optionType={field.optionType === 'button' ? 'button' : 'default'}
      onChange={(e) => p.onChange(e.target.value)}
      disabled={p.disabled || p.readonly || field.disabled === true}
      style={field.direction === 'vertical' ? { display: 'flex', flexDirection: 'column' } : undefined}
    />
  );
});

export const CheckboxInput = memo(function CheckboxInput(p: FieldInputProps) {
  const { field } = p;
  const { choices } = useChoices(field);
  return (
    <div id={p.id} role="group" aria-labelledby={p.ariaLabel ? undefined : p.labelId} aria-label={p.ariaLabel}>
      <Checkbox.Group
        value={Array.isArray(p.value) ? (p.value as (string | number)[]) : []}
        options={choices}
        onChange={(v) => p.onChange(v)}
        disabled={p.disabled || p.readonly || field.disabled === true}
        style={field.direction === 'vertical' ? { display: 'flex', flexDirection: 'column' } : undefined}
      />
    </div>
  );
});

// Cells and details show the spec's text: the option labels of the stored value(s), as export and print do.
registerField({ kind: 'select', input: SelectInput, cell: SpecTextCell });
registerField({ kind: 'radio', input: RadioInput, cell: SpecTextCell });
registerField({ kind: 'checkbox', input: CheckboxInput, cell: SpecTextCell });
