/**
 * popupTableSelect (下拉表格): a popover 700px wide under the field with a keyword filter, a 300px-high table of the
 * data interface's rows (radio, or checkbox when multiple), optional paging, cancel and confirm. Confirming with
 * nothing picked clears the value. Value = the row's propsValue (an array when multiple).
 */
import { memo, useState } from 'react';
import { Button, Input, Popover, Space, Table } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps } from '../../registry';
import { useParamList } from '../../options/params';
import { usePickerApi, type Row } from './api';
import { popupIds, popupSource, primePopupRows, rowText, usePopupRows } from './popupRows';
import { PopupSelectCell } from './popup';
import { columnOptionsOf } from './SelectDialog';

const ALL = 10000;

export const PopupTableSelectInput = memo(function PopupTableSelectInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const { t } = useTranslation('form');
  const qc = useQueryClient();
  const { interfaceId, propsValue, relationField } = popupSource(field);
  const multiple = field.multiple === true;
  const hasPage = field.hasPage === true;
  const size = hasPage ? (typeof field.pageSize === 'number' && field.pageSize > 0 ? field.pageSize : 20) : ALL;
  const columns = columnOptionsOf(field.columnOptions);
  const params = useParamList(field.templateJson);
  const { fetchInterfaceList } = usePickerApi();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Row[]>([]);
  const ids = popupIds(p.value);
  const { rows: current } = usePopupRows(field, ids);
  const text = current.map((r, i) => rowText(r, relationField) || ids[i]).join(', ');
  const locked = p.disabled || p.readonly || field.disabled === true;
  const list = useQuery({
    queryKey: ['popupTable', interfaceId, propsValue, relationField, params.key, keyword, page, size],
    queryFn: () => fetchInterfaceList({ interfaceId, keyword, currentPage: page, pageSize: size, propsValue, relationField,
      columnOptions: columns.map((c) => c.value).join(','), paramList: params.list }),
    enabled: open && interfaceId !== '',
    placeholderData: keepPreviousData,
  });
  const key = (row: Row) => String(row[propsValue] ?? '');
  const show = (next: boolean) => {
    if (locked) return;
    if (next) {
      setTyped(''); setKeyword(''); setPage(1);
      setPicked(current.filter((r): r is Row => !!r));
    }
    setOpen(next);
  };
  const confirm = () => {
    primePopupRows(qc, field, picked);
    const values = picked.map((r) => r[propsValue]);
    onChange(multiple ? values : values[0] ?? '');
    setOpen(false);
  };
  const content = (
    <div style={{ width: 700 }} data-testid="popup-table">
      <Space style={{ marginBottom: 8 }}>
        <Input aria-label={t('keyword')} placeholder={t('keywordPlaceholder')} value={typed} allowClear style={{ width: 220 }}
          onChange={(e) => setTyped(e.target.value)} onPressEnter={() => { setKeyword(typed.trim()); setPage(1); }} />
        <Button type="primary" onClick={() => { setKeyword(typed.trim()); setPage(1); }}>{t('search')}</Button>
      </Space>
      <Table<Row>
        size="small" rowKey={key} dataSource={list.data?.list ?? []} loading={list.isFetching} scroll={{ y: 300 }}
        columns={(columns.length ? columns : [{ value: relationField, label: relationField }]).map((c) => ({
          title: c.label, dataIndex: c.value, key: c.value, render: (_: unknown, row: Row) => rowText(row, c.value),
        }))}
        rowSelection={{ type: multiple ? 'checkbox' : 'radio', selectedRowKeys: picked.map(key),
          onChange: (_k, rows) => setPicked(multiple ? rows : rows.slice(-1)) }}
        onRow={(row) => ({ onClick: () => setPicked((prev) => (!multiple ? [row]
          : prev.some((r) => key(r) === key(row)) ? prev.filter((r) => key(r) !== key(row)) : [...prev, row])) })}
        pagination={hasPage ? { current: page, pageSize: size, total: list.data?.total ?? 0, size: 'small',
          showSizeChanger: false, onChange: setPage } : false}
      />
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setOpen(false)}>{t('cancel')}</Button>
        <Button size="small" type="primary" onClick={confirm}>{t('confirm')}</Button>
      </Space>
    </div>
  );
  return (
    <Popover open={open} onOpenChange={show} trigger="click" placement="bottomLeft" content={content} destroyOnHidden>
      <Input id={p.id} aria-label={p.ariaLabel} readOnly value={text} disabled={locked}
        placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
        status={p.invalid ? 'error' : undefined} />
    </Popover>
  );
});

registerField({ kind: 'popupTableSelect', input: PopupTableSelectInput, cell: PopupSelectCell });
