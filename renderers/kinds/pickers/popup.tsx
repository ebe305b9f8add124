/**
 * popupSelect (a data-interface row picked in a dialog or drawer; value = the row's propsValue, an array when
 * multiple; shown as its relationField) and autoComplete (free text with suggestions from the interface).
 */
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useParamList } from '../../options/params';
import { usePickerApi, type Row } from './api';
import { DataSelectDialog } from './DataSelectDialog';
import { popupIds, popupSource, primePopupRows, rowText, usePopupRows } from './popupRows';
import { columnOptionsOf } from './SelectDialog';
import { SpecTextCell } from '../specText';

const num = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);

export const PopupSelectInput = memo(function PopupSelectInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const { interfaceId, propsValue, relationField } = popupSource(field);
  const multiple = field.multiple === true;
  const ids = popupIds(p.value);
  const { rows } = usePopupRows(field, ids);
  const text = rows.map((r, i) => rowText(r, relationField) || ids[i]).join(', ');
  const locked = p.disabled || p.readonly || field.disabled === true;
  const confirm = useCallback((picked: Row[]) => {
    primePopupRows(qc, field, picked);
    const values = picked.map((r) => r[propsValue]);
    onChange(multiple ? values : values[0] ?? '');
    setOpen(false);
  }, [qc, field, propsValue, multiple, onChange]);
  const clear = () => onChange(multiple ? [] : '');
  return (
    <>
      <Input
        id={p.id} aria-label={p.ariaLabel} readOnly value={text} disabled={locked}
        placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
        status={p.invalid ? 'error' : undefined} style={{ cursor: locked ? undefined : 'pointer' }}
        onClick={() => { if (!locked) setOpen(true); }}
        suffix={!locked && field.clearable !== false && ids.length
          ? <CloseCircleFilled aria-label="clear" style={{ color: 'rgba(0,0,0,.25)' }} onClick={(e) => { e.stopPropagation(); clear(); }} />
          : <span />}
      />
      {open && (
        <DataSelectDialog
          open title={typeof field.popupTitle === 'string' ? field.popupTitle : undefined}
          width={typeof field.popupWidth === 'string' || typeof field.popupWidth === 'number' ? field.popupWidth : undefined}
          popupType={typeof field.popupType === 'string' ? field.popupType : 'dialog'}
          interfaceId={interfaceId} columnOptions={columnOptionsOf(field.columnOptions)} propsValue={propsValue}
          relationField={relationField} hasPage={field.hasPage === true} pageSize={num(field.pageSize, 20)}
          multiple={multiple} templateJson={field.templateJson}
          onConfirm={confirm} onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
});

/** The spec's text of the stored row(s): their relationField. */
export const PopupSelectCell = SpecTextCell;

const SEARCH_DELAY_MS = 300;

/** Free text; as the user types, up to `total` (default 10) values of relationField are suggested. */
export const AutoCompleteInput = memo(function AutoCompleteInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const { interfaceId, propsValue, relationField } = popupSource(field);
  const params = useParamList(field.templateJson);
  const { fetchInterfaceList } = usePickerApi();
  const text = p.value === null || p.value === undefined ? '' : String(p.value);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const total = num(field.total, 10);
  const suggestions = useQuery({
    queryKey: ['autoComplete', interfaceId, relationField, params.key, keyword, total],
    queryFn: () => fetchInterfaceList({ interfaceId, keyword, currentPage: 1, pageSize: total, propsValue, relationField,
      columnOptions: relationField, paramList: params.list }),
    enabled: interfaceId !== '',
    staleTime: 30_000,
  });
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (suggestions.data?.list ?? []).map((r) => rowText(r, relationField))
      .filter((v) => v && !seen.has(v) && !!seen.add(v)).slice(0, total).map((v) => ({ value: v, label: v }));
  }, [suggestions.data, relationField, total]);
  return (
    <AutoComplete
      id={p.id} aria-label={p.ariaLabel} style={{ width: '100%' }} value={text} options={options}
      onChange={(v) => onChange(v ?? '')} allowClear={field.clearable !== false}
      placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
      disabled={p.disabled || p.readonly || field.disabled === true} status={p.invalid ? 'error' : undefined}
    />
  );
});

export function TextValueCell({ value }: FieldViewProps) {
  return <span>{value === null || value === undefined ? '' : String(value)}</span>;
}

registerField({ kind: 'popupSelect', input: PopupSelectInput, cell: PopupSelectCell });
registerField({ kind: 'autoComplete', input: AutoCompleteInput, cell: TextValueCell });
