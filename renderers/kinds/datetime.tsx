/** date (stored as a ms timestamp, shown in the field's format) and time (stored as text, "HH:mm:ss"). */
import { memo } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dateFormatOf, toDayjsFormat } from '../../src/engine/form/format';
import type { FieldDef } from '../../src/engine/types';
import { registerField, type FieldInputProps } from '../registry';
import { SpecTextCell } from './specText';

dayjs.extend(customParseFormat);

const PICKERS: Record<string, 'year' | 'month' | 'week' | 'date'> = { year: 'year', month: 'month', week: 'week' };

const timeFormatOf = (field: FieldDef) => toDayjsFormat(field['value-format'] ?? field.format, 'HH:mm:ss');

export const DateInput = memo(function DateInput(p: FieldInputProps) {
  const { field } = p;
  const format = dateFormatOf(field);
  const value = typeof p.value === 'number' || (typeof p.value === 'string' && p.value) ? dayjs(p.value as number) : null;
  return (
    <DatePicker
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      value={value && value.isValid() ? value : null}
      format={format}
      picker={PICKERS[String(field.type)] ?? 'date'}
      showTime={/[Hh]/.test(format)}
      onChange={(d) => p.onChange(d ? d.valueOf() : null)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || p.readonly || field.disabled === true}
      allowClear={field.clearable !== false}
      status={p.invalid ? 'error' : undefined}
    />
  );
});


export const TimeInput = memo(function TimeInput(p: FieldInputProps) {
  const { field } = p;
  const format = timeFormatOf(field);
  const value = typeof p.value === 'string' && p.value ? dayjs(p.value, format) : null;
  return (
    <TimePicker
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      value={value && value.isValid() ? value : null}
      format={toDayjsFormat(field.format, format)}
      onChange={(d) => p.onChange(d ? d.format(format) : null)}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || p.readonly || field.disabled === true}
      allowClear={field.clearable !== false}
      status={p.invalid ? 'error' : undefined}
    />
  );
});


// Cells and details show the spec's text (the date in the field's format, the time as stored).
registerField({ kind: 'date', aliases: ['datePicker'], input: DateInput, cell: SpecTextCell });
registerField({ kind: 'time', aliases: ['timePicker'], input: TimeInput, cell: SpecTextCell });
