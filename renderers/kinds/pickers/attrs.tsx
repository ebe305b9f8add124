/**
 * Relation attributes: relationFormAttr shows `showField` of the record its relationForm (`relationField`, the
 * relation's vModel) points at, popupAttr the same of its popupSelect's row. isStorage 1 only shows it (no value);
 * isStorage 2 also stores it in the attribute's own vModel, rewritten whenever the relation changes. The relation's
 * current value and definition come from the surrounding form's values store (renderers/form/values.ts); inside a
 * sub-table row from that row (renderers/kinds/table/rowContext.ts), so each row shows its own relation's attribute.
 */
import { memo, useEffect, useRef } from 'react';
import { Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { storedCopy } from '../../../src/engine/kinds';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { useFormValue, useFormValues } from '../../form/values';
import { usePickerApi } from './api';
import { popupIds, rowText, usePopupRows } from './popupRows';
import { relationSource } from './relation';
import { resolveRelation } from './relationName';
import { useRowValue, useSubTableRow } from '../table/rowContext';

const str = (v: unknown) => (typeof v === 'string' ? v : '');


const textOf = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * The relation field's definition and current value: a column of the same sub-table row when the attribute sits in
 * one and its relationField names a column there, else a top-level field of the surrounding form (undefined outside).
 */
function useRelation(field: FieldDef): { relation: FieldDef | undefined; value: unknown } {
  const row = useSubTableRow();
  const store = useFormValues();
  const column = row ? resolveRelation(field.relationField, (n) => n in row.columns, row.table) : undefined;
  const name = column ? undefined : resolveRelation(field.relationField, (n) => !!store?.index[n] && !store.index[n].parent);
  const rowValue = useRowValue(column ? row : null, column);
  const formValue = useFormValue(name);
  if (column && row) return { relation: row.columns[column], value: rowValue };
  return { relation: name ? store?.index[name]?.field : undefined, value: formValue };
}

/** showField of the related record of a relationForm (its display data), '' while none. */
function useRelationFormAttr(field: FieldDef): { text: string; ready: boolean; inForm: boolean; relationValue: unknown } {
  const { relation, value } = useRelation(field);
  const { modelId } = relationSource(relation);
  const id = value === null || value === undefined ? '' : String(value);
  const { fetchDisplayRecord } = usePickerApi();
  const display = useQuery({
    queryKey: ['relationDisplay', modelId, id],
    queryFn: () => fetchDisplayRecord(modelId, id),
    enabled: !!modelId && !!id,
    staleTime: 60_000,
  });
  return { text: id ? textOf(display.data?.[str(field.showField)]) : '', ready: !id || display.isSuccess, inForm: !!relation, relationValue: value };
}

/** showField of the popupSelect's row. */
function usePopupAttr(field: FieldDef): { text: string; ready: boolean; inForm: boolean; relationValue: unknown } {
  const { relation, value } = useRelation(field);
  const ids = relation ? popupIds(value).slice(0, 1) : [];
  const { rows, loading } = usePopupRows(relation, ids);
  return { text: ids.length ? rowText(rows[0], str(field.showField)) : '', ready: !loading, inForm: !!relation, relationValue: value };
}

function attrKind(kind: 'relationFormAttr' | 'popupAttr', useAttr: typeof useRelationFormAttr) {
  /** Shown in the form and the detail view: the related value when the relation is in this form, else what is stored. */
  function AttrView({ field, value }: FieldViewProps) {
    const attr = useAttr(field);
    const text = <span>{attr.inForm ? attr.text : textOf(value)}</span>;
    // isStorage 1 is laid out as a display element, which gets no label from the layout: it brings its own.
    if (storedCopy(field) || field.__config__?.showLabel === false) return text;
    const width = Number(field.__config__?.labelWidth) || 100;
    return (
      <Form.Item label={str(field.__config__?.label)} labelCol={{ flex: `${width}px` }} wrapperCol={{ flex: 1 }} style={{ marginBottom: 16 }}>
        {text}
      </Form.Item>
    );
  }
  const AttrInput = memo(function AttrInput(p: FieldInputProps) {
    const { field, onChange } = p;
    const attr = useAttr(field);
    const stored = storedCopy(field);
    // Rewrite the stored copy when the relation changes (not on opening a saved record).
    const seen = useRef(attr.relationValue);
    useEffect(() => {
      if (!stored || !attr.inForm || Object.is(seen.current, attr.relationValue) || !attr.ready) return;
      seen.current = attr.relationValue;
      if (attr.text !== textOf(p.value)) onChange(attr.text);
    }, [stored, attr.inForm, attr.relationValue, attr.ready, attr.text, p.value, onChange]);
    return <Input id={p.id} aria-label={p.ariaLabel} readOnly value={attr.inForm ? attr.text : textOf(p.value)}
      disabled={p.disabled} variant="borderless" />;
  });
  AttrInput.displayName = `${kind}Input`;
  /** A sub-table row of a detail view shows its own relation's attribute; a list cell what is stored. */
  function AttrRowCell({ field, value }: FieldViewProps) {
    const attr = useAttr(field);
    return <span>{attr.inForm ? attr.text : textOf(value)}</span>;
  }
  function AttrCell(p: FieldViewProps) {
    return useSubTableRow() ? <AttrRowCell {...p} /> : <span>{textOf(p.value)}</span>;
  }
  registerField({
    kind,
    input: AttrInput,
    cell: AttrCell,
    detail: AttrView,
  });
}

attrKind('relationFormAttr', useRelationFormAttr);
attrKind('popupAttr', usePopupAttr);
