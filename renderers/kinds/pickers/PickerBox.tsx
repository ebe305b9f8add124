/**
 * The field box of a dialog picker: the chosen names as a (multi) select that never drops down; a click opens the
 * picker's dialog, the clear icon empties the field and, when multiple, a tag's close removes that item.
 */
import { Select } from 'antd';
import type { FieldDef } from '../../../src/engine/types';
import type { FieldInputProps } from '../../registry';

export interface BoxItem { value: string; label: string }

export interface PickerBoxProps {
  p: FieldInputProps;
  field: FieldDef;
  multiple: boolean;
  items: BoxItem[];
  onOpen: () => void;
  /** The values left after a clear (none) or a tag's removal. */
  onValues: (values: string[]) => void;
}

export function PickerBox({ p, field, multiple, items, onOpen, onValues }: PickerBoxProps) {
  const disabled = p.disabled || p.readonly || field.disabled === true;
  const values = items.map((i) => i.value);
  return (
    <Select
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      open={false}
      showSearch={false}
      options={items}
      value={(multiple ? values : values[0]) as never}
      allowClear={field.clearable !== false}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={disabled}
      status={p.invalid ? 'error' : undefined}
      onOpenChange={(open) => { if (open && !disabled) onOpen(); }}
      onChange={(v: unknown) => onValues(v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)])}
    />
  );
}
