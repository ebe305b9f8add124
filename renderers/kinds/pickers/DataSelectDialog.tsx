/**
 * The selection dialog over a data interface (`POST /api/system/DataInterface/{id}/Action/List`): popupSelect's
 * dialog, and the sub-table's "add via a selection dialog" (addType 1). `onConfirm` receives the picked rows.
 */
import { useCallback } from 'react';
import { useParamList } from '../../options/params';
import { usePickerApi, type Row } from './api';
import { SelectDialog, type ColumnOption, columnOptionsOf } from './SelectDialog';

export interface DataSelectDialogProps {
  open: boolean;
  title?: string;
  width?: string | number;
  /** 'dialog' (default) or 'drawer'. */
  popupType?: string;
  interfaceId: string;
  columnOptions: ColumnOption[];
  /** Key of a row's value (default id). */
  propsValue: string;
  /** Key of a row's display text (default fullName). */
  relationField: string;
  hasPage: boolean;
  pageSize: number;
  multiple: boolean;
  /** Interface parameters (`[{field, defaultValue, relationField?}]`); bound ones read the surrounding form. */
  templateJson?: unknown;
  onConfirm: (rows: Record<string, unknown>[]) => void;
  onCancel: () => void;
}

export function DataSelectDialog(p: DataSelectDialogProps) {
  const params = useParamList(p.templateJson);
  const { fetchInterfaceList } = usePickerApi();
  const columns = columnOptionsOf(p.columnOptions);
  const propsValue = p.propsValue || 'id';
  const relationField = p.relationField || 'fullName';
  const fetchPage = useCallback((keyword: string, currentPage: number, pageSize: number) => fetchInterfaceList({
    interfaceId: p.interfaceId, keyword, currentPage, pageSize, propsValue, relationField,
    columnOptions: columns.map((c) => c.value).join(','), paramList: params.list,
  }), [p.interfaceId, propsValue, relationField, columns, params.list]);
  return (
    <SelectDialog
      open={p.open} title={p.title} width={p.width} popupType={p.popupType}
      columnOptions={columns.length ? columns : [{ value: relationField, label: relationField }]}
      rowKey={propsValue} hasPage={p.hasPage} pageSize={p.pageSize} multiple={p.multiple}
      sourceKey={['dataInterface', p.interfaceId, propsValue, relationField, params.key]}
      fetchPage={fetchPage} onConfirm={p.onConfirm as (rows: Row[]) => void} onCancel={p.onCancel}
    />
  );
}
