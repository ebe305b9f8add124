/** colorPicker: a colour as text (hex by default; `color-format` rgb/hsv; `show-alpha` allows transparency). */
import { memo } from 'react';
import { ColorPicker } from 'antd';
import type { ColorPickerProps } from 'antd';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';

type Color = Parameters<NonNullable<ColorPickerProps['onChange']>>[0];

/** The text of a colour in the field's `color-format` (element-ui names: hex, rgb, hsv; hsl has no antd form → rgb). */
export function colorText(color: Color, format: unknown): string {
  if (format === 'rgb' || format === 'hsl') return color.toRgbString();
  if (format === 'hsv') return color.toHsbString();
  return color.toHexString();
}

export const ColorPickerInput = memo(function ColorPickerInput(p: FieldInputProps) {
  const { field } = p;
  const value = typeof p.value === 'string' && p.value ? p.value : null;
  const format = field['color-format'];
  return (
    <span id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}
      data-color={value ?? ''}>
      <ColorPicker
        value={value}
        showText
        allowClear={field.clearable !== false}
        disabledAlpha={field['show-alpha'] !== true}
        format={format === 'rgb' || format === 'hsl' ? 'rgb' : format === 'hsv' ? 'hsb' : 'hex'}
        disabled={p.disabled || p.readonly || field.disabled === true}
        onChange={(color) => p.onChange(colorText(color, format))}
        onClear={() => p.onChange(null)}
      />
    </span>
  );
});

export function ColorCell({ value }: FieldViewProps) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 2, background: value, border: '1px solid #d9d9d9' }} />
      <span>{value}</span>
    </span>
  );
}

registerField({ kind: 'colorPicker', input: ColorPickerInput, cell: ColorCell });
