/**
 * The list's search form (columnData.searchList): each field entered with its kind's registry input, ranges as two
 * numbers, a date range or a time range, in a compact grid with 查询 / 重置 and 展开 / 收起 beyond three fields.
 * The page turns the values into queryJson (engine/list buildQuery).
 */
import { memo, useCallback, useState } from 'react';
import { Button, Col, DatePicker, Form, Row, Space, TimePicker } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { renderView, type FieldInputProps } from '../../../../renderers';
import { dateFormatOf, toDayjsFormat } from '../../../engine/form/format';
import type { SearchFieldSpec } from '../../../engine/list/compile';
import { searchFieldDef, searchShapeOf, type SearchValues } from '../../../engine/list/search';

/** Fields shown before 展开. */
export const SEARCH_FOLD_AT = 3;

export interface SearchFormProps {
  fields: SearchFieldSpec[];
  onSearch: (values: SearchValues) => void;
}

const inputId = (prop: string, part = '') => `dm-search-${prop}${part}`;

/**
 * One search field's input: its kind's search input (a range as two ends). The super query draws its condition
 * values with it too, under its own ids (`idPrefix`), so a date gets the same picker in both places.
 */
export const SearchInput = memo(function SearchInput({ spec, value, onChange, idPrefix = 'dm-search-', ariaLabel }: {
  spec: SearchFieldSpec; value: unknown; onChange: (prop: string, value: unknown) => void; idPrefix?: string;
  /** Names a single input that has no label of its own. */
  ariaLabel?: string;
}) {
  const { t } = useTranslation('form');
  const idOf = (prop: string, part = '') => `${idPrefix}${prop}${part}`;
  const set = useCallback((v: unknown) => onChange(spec.prop, v), [onChange, spec.prop]);
  const shape = searchShapeOf(spec);
  const range = Array.isArray(value) ? value : [null, null];
  if (shape === 'dateRange') {
    const format = dateFormatOf(spec.field);
    const withTime = /[Hh]/.test(format);
    const ends = range.map((v) => (typeof v === 'number' ? dayjs(v) : null)) as [Dayjs | null, Dayjs | null];
    return (
      <DatePicker.RangePicker id={idOf(spec.prop)} style={{ width: '100%' }} format={format} showTime={withTime}
        value={ends} placeholder={[t('list.startDate'), t('list.endDate')]}
        onChange={(d) => set(d ? [
          d[0] ? (withTime ? d[0] : d[0].startOf('day')).valueOf() : null,
          d[1] ? (withTime ? d[1] : d[1].endOf('day')).valueOf() : null,
        ] : null)} />
    );
  }
  if (shape === 'timeRange') {
    const format = toDayjsFormat(spec.field.format, 'HH:mm:ss');
    const ends = range.map((v) => (typeof v === 'string' && v ? dayjs(v, format) : null)) as [Dayjs | null, Dayjs | null];
    return (
      <TimePicker.RangePicker id={idOf(spec.prop)} style={{ width: '100%' }} format={format} value={ends}
        onChange={(d) => set(d ? [d[0]?.format(format) ?? null, d[1]?.format(format) ?? null] : null)} />
    );
  }
  const field = searchFieldDef(spec);
  const kind = field.__config__.jnpfKey;
  const input = (props: FieldInputProps) => renderView(kind, 'input', props, { path: spec.prop });
  if (shape === 'numberRange') {
    const end = (i: 0 | 1) => (v: unknown) => set(i === 0 ? [v, range[1] ?? null] : [range[0] ?? null, v]);
    return (
      <Space.Compact style={{ width: '100%' }}>
        {input({ id: idOf(spec.prop), ariaLabel: `${spec.label} ${t('list.rangeStart')}`, field,
          value: range[0] ?? null, onChange: end(0) })}
        {input({ id: idOf(spec.prop, '-end'), ariaLabel: `${spec.label} ${t('list.rangeEnd')}`, field,
          value: range[1] ?? null, onChange: end(1) })}
      </Space.Compact>
    );
  }
  return input({ id: idOf(spec.prop), ariaLabel, field, value: value ?? (spec.multiple ? [] : null), onChange: set });
});

export function SearchForm({ fields, onSearch }: SearchFormProps) {
  const { t } = useTranslation('form');
  const [values, setValues] = useState<SearchValues>({});
  const [expanded, setExpanded] = useState(false);
  const onChange = useCallback((prop: string, value: unknown) => setValues((v) => ({ ...v, [prop]: value })), []);
  const shown = expanded ? fields : fields.slice(0, SEARCH_FOLD_AT);
  const reset = () => {
    setValues({});
    onSearch({});
  };
  return (
    <div data-testid="dm-search-form" style={{ marginBottom: 4 }}>
      <Row gutter={16}>
        {shown.map((spec) => (
          <Col key={spec.prop} xs={24} sm={12} md={6}>
            <Form.Item label={spec.label} htmlFor={inputId(spec.prop)} style={{ marginBottom: 12 }}>
              <SearchInput spec={spec} value={values[spec.prop]} onChange={onChange} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={6}>
          <Space style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<SearchOutlined />} data-testid="dm-search" onClick={() => onSearch(values)}>
              {t('search')}
            </Button>
            <Button icon={<ReloadOutlined />} data-testid="dm-reset" onClick={reset}>{t('reset')}</Button>
            {fields.length > SEARCH_FOLD_AT && (
              <Button type="link" data-testid="dm-search-expand" onClick={() => setExpanded((e) => !e)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                {expanded ? t('list.collapse') : t('list.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </div>
  );
}
