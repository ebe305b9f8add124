/** The search fields of a screen above its table: text, options, dictionary, dates or a registry kind's input. */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { renderView } from '../../../renderers';
import { localise, type ScreenSearchField } from '../../engine/screen';
import { screenField } from './fieldDef';
import { useScreenT } from './i18n';

type Values = Record<string, unknown>;

function SearchInput({ f, value, onChange, lang }: { f: ScreenSearchField; value: unknown; onChange: (v: unknown) => void; lang: string }) {
  const label = localise(f.label, lang);
  const placeholder = f.placeholder ? localise(f.placeholder, lang) : label;
  const kind = f.kind ?? 'comInput';
  switch (kind) {
    case 'comInput':
      return <Input allowClear aria-label={label} placeholder={placeholder} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <Select allowClear aria-label={label} placeholder={placeholder} style={{ minWidth: 140 }} value={value as string | undefined}
          options={(f.options ?? []).map((o) => ({ value: o.value as string, label: localise(o.label, lang) }))} onChange={onChange} />
      );
    case 'date':
      return <DatePicker aria-label={label} value={value ? dayjs(value as number) : null} onChange={(d: Dayjs | null) => onChange(d ? d.valueOf() : undefined)} />;
    case 'dateRange':
      return (
        <DatePicker.RangePicker aria-label={label} value={Array.isArray(value) ? [dayjs(value[0] as number), dayjs(value[1] as number)] : null}
          onChange={(r) => onChange(r && r[0] && r[1] ? [r[0].startOf('day').valueOf(), r[1].endOf('day').valueOf()] : undefined)} />
      );
    default: {
      const registryKind = kind === 'dictionary' ? 'select' : kind;
      return (
        <div style={{ minWidth: 180 }}>
          {renderView(registryKind, 'input', { id: `search-${f.field}`, value, onChange, ariaLabel: label,
            field: screenField(registryKind, { name: f.field, label, dictionary: f.dictionary }) }, { path: f.field })}
        </div>
      );
    }
  }
}

/** Applies the values on 查询 (and Enter), clears them on 重置. */
export function SearchBar({ fields, onSearch }: { fields: ScreenSearchField[]; onSearch: (values: Values) => void }) {
  const { t, lang } = useScreenT();
  const [values, setValues] = useState<Values>({});
  if (!fields.length) return null;
  return (
    <Form layout="inline" onFinish={() => onSearch(values)} style={{ marginBottom: 12, rowGap: 8 }}>
      {fields.map((f) => (
        <Form.Item key={f.field} label={localise(f.label, lang)}>
          <SearchInput f={f} lang={lang} value={values[f.field]} onChange={(v) => setValues((old) => ({ ...old, [f.field]: v }))} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('search')}</Button>
          <Button onClick={() => { setValues({}); onSearch({}); }}>{t('reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
