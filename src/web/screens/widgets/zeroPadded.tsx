/**
 * `zeroPadded`: a text input of digits kept left-padded with zeros to a width, as it is typed (the serial-number
 * rule's start number follows its digit count). ui:options.widthFrom names the form value holding the width (it is
 * padded again when that value changes), or ui:options.width fixes it.
 */
import { useEffect } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { zeroPad } from '../../../engine/screen/capabilities';
import type { ScreenFormContext } from './treeSelect';

export function ZeroPaddedWidget(p: WidgetProps) {
  const options = p.options as { widthFrom?: string; width?: number };
  const { values = {} } = (p.registry.formContext ?? {}) as ScreenFormContext;
  const width = options.widthFrom ? values[options.widthFrom] : options.width;
  const { value, onChange } = p;
  useEffect(() => {
    if (typeof value !== 'string' || value === '') return;
    const padded = zeroPad(value, width);
    if (padded !== value) onChange(padded);
  }, [value, width, onChange]);
  return (
    <Input id={p.id} aria-label={p.label} value={(value as string | undefined) ?? ''} placeholder={p.placeholder}
      disabled={p.disabled || p.readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : zeroPad(e.target.value, width))} />
  );
}
