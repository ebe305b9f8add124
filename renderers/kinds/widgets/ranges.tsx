/**
 * Ranges, stored as [a, b]: dateRange (ms timestamps, shown in the field's format), timeRange ("HH:mm:ss" texts)
 * and numRange ([min, max]; 0 counts as a value; both ends empty store []).
 */
import { memo } from 'react';
import { DatePicker, InputNumber, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { toDayjsFormat } from '../../../src/engine/form/format';
import { dateRangeFormat } from '../../../src/engine/kinds/datetimes';
import type { FieldDef } from '../../../src/engine/types';
import { SpecTextCell } from '../specText';
import { registerField, type FieldInputProps } from '../../registry';
import { numberProp, stringProp } from './common';

dayjs.extend(customParseFormat);

const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : [undefined, undefined];

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** Picker of a date range: `type` daterange/monthrange/yearrange/datetimerange. */
const datePickerOf = (field: FieldDef): 'date' | 'month' | 'year' =>
  /^month/.test(String(field.type)) ? 'month' : /^year/.test(String(field.type)) ? 'year' : 'date';

const toDay = (v: unknown): Dayjs | null => {
  if (empty(v)) return null;
  const d = dayjs(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as number));
  return d.isValid() ? d : null;
};

export const DateRangeInput = memo(function DateRangeInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { field } = p;
  const format = dateRangeFormat(field);
  const [a, b] = pair(p.value);
  return (
    <DatePicker.RangePicker
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      picker={datePickerOf(field)}
      showTime={/[Hh]/.test(format)}
      format={format}
      value={[toDay(a), toDay(b)]}
      onChange={(range) => p.onChange(range && range[0] && range[1] ? [range[0].valueOf(), range[1].valueOf()] : [])}
      placeholder={[stringProp(field['start-placeholder'], t('widgets.rangeStart')), stringProp(field['end-placeholder'], t('widgets.rangeEnd'))]}
      disabled={p.disabled || p.readonly || field.disabled === true}
      allowClear={field.clearable !== false}
      status={p.invalid ? 'error' : undefined}
    />
  );
});

const timeFormatOf = (field: FieldDef) => toDayjsFormat(field['value-format'] ?? field.format, 'HH:mm:ss');

export const TimeRangeInput = memo(function TimeRangeInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { field } = p;
  const format = timeFormatOf(field);
  const parse = (v: unknown) => {
    if (typeof v !== 'string' || !v) return null;
    const d = dayjs(v, format);
    return d.isValid() ? d : null;
  };
  const [a, b] = pair(p.value);
  return (
    <TimePicker.RangePicker
      id={p.id}
      aria-label={p.ariaLabel}
      style={{ width: '100%' }}
      format={toDayjsFormat(field.format, format)}
      value={[parse(a), parse(b)]}
      onChange={(range) => p.onChange(range && range[0] && range[1] ? [range[0].format(format), range[1].format(format)] : [])}
      placeholder={[stringProp(field['start-placeholder'], t('widgets.rangeStart')), stringProp(field['end-placeholder'], t('widgets.rangeEnd'))]}
      disabled={p.disabled || p.readonly || field.disabled === true}
      allowClear={field.clearable !== false}
      status={p.invalid ? 'error' : undefined}
    />
  );
});

/** The stored number range: [] when both ends are empty, else [min, max] with an empty end as null (0 counts). */
export function numRangeValue(min: number | null | undefined, max: number | null | undefined): (number | null)[] {
  const lo = typeof min === 'number' && Number.isFinite(min) ? min : null;
  const hi = typeof max === 'number' && Number.isFinite(max) ? max : null;
  return lo === null && hi === null ? [] : [lo, hi];
}

export const NumRangeInput = memo(function NumRangeInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const { field } = p;
  const [a, b] = pair(p.value);
  const lo = numberProp(a) ?? null;
  const hi = numberProp(b) ?? null;
  const disabled = p.disabled || field.disabled === true;
  const common = {
    style: { width: '100%' }, min: numberProp(field.min), max: numberProp(field.max), precision: numberProp(field.precision),
    disabled, readOnly: p.readonly, status: p.invalid ? ('error' as const) : undefined,
  };
  return (
    <Space.Compact id={p.id} role="group" aria-label={p.ariaLabel} aria-labelledby={p.ariaLabel ? undefined : p.labelId}
      style={{ width: '100%' }}>
      <InputNumber<number> {...common} aria-label={t('widgets.minValue')} placeholder={t('widgets.minValue')} value={lo}
        onChange={(v) => p.onChange(numRangeValue(v, hi))} />
      <InputNumber<number> {...common} aria-label={t('widgets.maxValue')} placeholder={t('widgets.maxValue')} value={hi}
        onChange={(v) => p.onChange(numRangeValue(lo, v))} />
    </Space.Compact>
  );
});

// Cells and details show the spec's text: both ends joined by the range separator (至).
registerField({ kind: 'dateRange', input: DateRangeInput, cell: SpecTextCell });
registerField({ kind: 'timeRange', input: TimeRangeInput, cell: SpecTextCell });
registerField({ kind: 'numRange', aliases: ['numrange'], input: NumRangeInput, cell: SpecTextCell });
