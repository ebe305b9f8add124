/**
 * relationForm (关联表单): the value is the id of a record of another generated form (`modelId`), picked in a dialog
 * or drawer (default title 选择数据, 800px) over `GET /api/visualdev/Base/{modelId}/FieldDataSelect`; the field
 * shows the record's `relationField`. Read-only with a value, the text is a link that opens the related record's
 * detail, nested above the current view.
 */
import { memo, useCallback, useState, type ReactNode } from 'react';
import { Input } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { RecordDetailDialog } from '../../detail/RecordDetailDialog';
import { usePickerApi, type Row } from './api';
import { relationSource, relationTextKey, useRelationTexts } from './relationTexts';
import { SelectDialog, columnOptionsOf } from './SelectDialog';
import { specText } from '../specText';

export { relationSource };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function primeText(qc: QueryClient, field: FieldDef, row: Row) {
  const { modelId, relationField } = relationSource(field);
  qc.setQueryData(relationTextKey(modelId, relationField, String(row.id)), String(row[relationField] ?? ''));
}

const idOf = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));

/** The related record's text as a link that opens its detail (nested). */
function RelationLink({ field, id, children }: { field: FieldDef; id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { modelId } = relationSource(field);
  if (!id) return null;
  return (
    <>
      <a role="link" tabIndex={0} onClick={(e) => { e.preventDefault(); setOpen(true); }}
        onKeyDown={(e) => { if (e.key === 'Enter') setOpen(true); }}>{children}</a>
      {open && <RecordDetailDialog modelId={modelId} id={id} onClose={() => setOpen(false)} />}
    </>
  );
}

export const RelationFormInput = memo(function RelationFormInput(p: FieldInputProps) {
  const { field, onChange } = p;
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const { modelId, relationField } = relationSource(field);
  const id = idOf(p.value);
  const [text] = useRelationTexts(field, id ? [id] : []);
  const columns = columnOptionsOf(field.columnOptions);
  const hasPage = field.hasPage === true;
  const pageSize = typeof field.pageSize === 'number' && field.pageSize > 0 ? field.pageSize : 20;
  const { fetchRelationPage } = usePickerApi();
  const fetchPage = useCallback((keyword: string, currentPage: number, size: number) => fetchRelationPage(modelId, {
    keyword, currentPage, pageSize: size, relationField, columnOptions: columns.map((c) => c.value).join(','),
  }), [modelId, relationField, columns, fetchRelationPage]);
  const confirm = useCallback((rows: Row[]) => {
    const row = rows[0];
    if (!row) return;
    primeText(qc, field, row);
    onChange(String(row.id));
    setOpen(false);
  }, [qc, field, onChange]);
  if ((p.readonly || p.disabled || field.disabled === true) && id) {
    return <div id={p.id} aria-label={p.ariaLabel}><RelationLink field={field} id={id}>{text || id}</RelationLink></div>;
  }
  const locked = p.disabled || p.readonly || field.disabled === true;
  // The picker loads only when the field says which form and which field to show.
  const canPick = !locked && !!modelId && !!relationField;
  return (
    <>
      <Input
        id={p.id} aria-label={p.ariaLabel} readOnly value={text ?? ''} disabled={locked}
        placeholder={typeof field.placeholder === 'string' ? field.placeholder : undefined}
        status={p.invalid ? 'error' : undefined}
        onClick={() => { if (canPick) setOpen(true); }}
        suffix={!locked && field.clearable !== false && id
          ? <CloseCircleFilled aria-label="clear" style={{ color: 'rgba(0,0,0,.25)' }} onClick={(e) => { e.stopPropagation(); onChange(''); }} />
          : <span />}
      />
      {open && (
        <SelectDialog
          open title={str(field.popupTitle) || undefined}
          width={typeof field.popupWidth === 'string' || typeof field.popupWidth === 'number' ? field.popupWidth : undefined}
          popupType={str(field.popupType) || 'dialog'}
          columnOptions={columns.length ? columns : [{ value: relationField, label: relationField }]}
          rowKey="id" hasPage={hasPage} pageSize={pageSize} multiple={false}
          sourceKey={['relation', modelId, relationField, columns.map((c) => c.value).join(',')]}
          fetchPage={fetchPage} onConfirm={confirm} onCancel={() => setOpen(false)}
        />
      )}
    </>
  );
});

/** List cell: the spec's text (the related record's text). */
export function RelationFormCell({ field, value }: FieldViewProps) {
  return <span>{specText(field, value)}</span>;
}

/** Detail view: the text as a link to the related record's detail. */
export function RelationFormDetail({ field, value }: FieldViewProps) {
  return <RelationLink field={field} id={idOf(value)}>{specText(field, value)}</RelationLink>;
}

registerField({ kind: 'relationForm', input: RelationFormInput, cell: RelationFormCell, detail: RelationFormDetail });
