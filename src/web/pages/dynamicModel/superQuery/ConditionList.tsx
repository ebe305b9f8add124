/**
 * The rows of the super query: field, operator, value (the field's search input, the one the search form draws),
 * with a row added after or removed from each. 为空 / 不为空 draw no value input.
 */
import { memo, useCallback } from 'react';
import { Button, Col, Row, Select } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../SearchForm';
import {
  blankRow, takesValue, valueSpecOf, withField, type ConditionRow, type SuperQueryField, type SuperQuerySymbol,
} from './conditions';

/** i18n keys of the operators (`superQuery.symbols.*`). */
const SYMBOL_KEYS: Record<SuperQuerySymbol, string> = {
  '==': 'eq', '<>': 'ne', '>': 'gt', '>=': 'ge', '<': 'lt', '<=': 'le', like: 'like', notLike: 'notLike',
  null: 'null', notNull: 'notNull',
};

export interface ConditionListProps {
  rows: ConditionRow[];
  fields: readonly SuperQueryField[];
  onChange: (rows: ConditionRow[]) => void;
}

const ConditionLine = memo(function ConditionLine({ row, index, fields, onRow, onAdd, onRemove }: {
  row: ConditionRow; index: number; fields: readonly SuperQueryField[];
  onRow: (row: ConditionRow) => void; onAdd: (after: string) => void; onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('form');
  const field = fields.find((f) => f.prop === row.field);
  const n = index + 1;
  const setValue = useCallback((_prop: string, value: unknown) => onRow({ ...row, fieldValue: value }), [onRow, row]);
  return (
    <Row gutter={12} style={{ marginBottom: 10 }} data-testid="dm-sq-row" data-field={row.field || undefined}>
      <Col span={7}>
        <Select id={`dm-sq-${row.key}-field`} aria-label={`${t('superQuery.field')} ${n}`} style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }} allowClear placeholder={t('superQuery.fieldPlaceholder')}
          value={row.field || undefined}
          options={fields.map((f) => ({ value: f.prop, label: f.label }))}
          onChange={(prop?: string) => onRow(withField(row, fields.find((f) => f.prop === prop)))} />
      </Col>
      <Col span={5}>
        <Select id={`dm-sq-${row.key}-symbol`} aria-label={`${t('superQuery.symbol')} ${n}`} style={{ width: '100%' }}
          value={row.symbol} disabled={!field}
          options={(field?.symbols ?? ['==']).map((s) => ({ value: s, label: t(`superQuery.symbols.${SYMBOL_KEYS[s]}`) }))}
          onChange={(symbol: SuperQuerySymbol) => onRow({ ...row, symbol, fieldValue: takesValue(symbol) ? row.fieldValue : null })} />
      </Col>
      <Col span={9} data-testid="dm-sq-value">
        {field && takesValue(row.symbol) && (
          // Keyed by field: a new field starts a fresh input (a picker keeps no state of the old field's kind).
          <SearchInput key={field.prop} spec={valueSpecOf(field)} value={row.fieldValue} onChange={setValue}
            idPrefix={`dm-sq-${row.key}-`} ariaLabel={`${t('superQuery.value')} ${n}`} />
        )}
      </Col>
      <Col span={3} style={{ whiteSpace: 'nowrap' }}>
        <Button icon={<PlusOutlined />} aria-label={`${t('superQuery.add')} ${n}`} onClick={() => onAdd(row.key)} />
        <Button icon={<MinusOutlined />} aria-label={`${t('superQuery.remove')} ${n}`} style={{ marginLeft: 6 }}
          onClick={() => onRemove(row.key)} />
      </Col>
    </Row>
  );
});

export function ConditionList({ rows, fields, onChange }: ConditionListProps) {
  const onRow = useCallback((row: ConditionRow) => onChange(rows.map((r) => (r.key === row.key ? row : r))), [rows, onChange]);
  const onAdd = useCallback((after: string) => {
    const at = rows.findIndex((r) => r.key === after) + 1;
    onChange([...rows.slice(0, at), blankRow(), ...rows.slice(at)]);
  }, [rows, onChange]);
  const onRemove = useCallback((key: string) => onChange(rows.filter((r) => r.key !== key)), [rows, onChange]);
  return (
    <div>
      {rows.map((row, i) => (
        <ConditionLine key={row.key} row={row} index={i} fields={fields} onRow={onRow} onAdd={onAdd} onRemove={onRemove} />
      ))}
    </div>
  );
}
