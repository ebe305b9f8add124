/**
 * Type-4 lists (编辑表格): one row at a time is edited in place with the registry inputs. Editing starts from the
 * stored record (GET …/{id}, so values the list does not show are kept), 保存 validates the record as the server
 * will (engine/record validateRecord: required, types, regList) and PUTs it; 取消 drops the changes. A cell's error
 * clears when the cell is edited. A row's changes not yet saved are kept as the form's draft when the session ends
 * (src/web/session/drafts.ts), offered back by the list like the dialog's.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { getField } from '../../../../renderers';
import { kindSpec } from '../../../engine/kinds';
import type { CompiledForm } from '../../../engine/form/types';
import type { ListColumnSpec } from '../../../engine/list/compile';
import { validateRecord, type RecordProblem } from '../../../engine/record/validate';
import type { OnlineDevRow } from '../../../engine/types';
import { getRecord, parseRecord, updateRecord } from './api';
import { dropDraft, keepOnSessionEnd } from '../../session/drafts';
import { getSession } from '../../session/store';

/** Whether a list column is edited in place. */
export function isInlineEditable(spec: ListColumnSpec): boolean {
  // Server-filled, display-only, computed and copied values and sub-tables are shown, not typed into.
  return !spec.parent && !spec.unknown && !!getField(spec.kind) && kindSpec(spec.kind)?.entered === true &&
    spec.field.disabled !== true;
}

export interface InlineEdit {
  editingId: string | null;
  saving: boolean;
  start: (id: string) => Promise<void>;
  cancel: () => void;
  save: () => Promise<void>;
  /** The editor of a cell of the row being edited; undefined for every other cell. */
  editCell: (spec: ListColumnSpec, row: OnlineDevRow) => ReactNode | undefined;
}

export function useInlineEdit(moduleId: string, form: CompiledForm, columns: ListColumnSpec[], onSaved: () => void): InlineEdit {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  // The row as it was read when its editing started: a row nobody typed in leaves no draft.
  const started = useRef<Record<string, unknown>>({});

  useEffect(() => {
    if (!editingId) return;
    return keepOnSessionEnd({
      userId: getSession().userInfo?.userId ?? '',
      formKey: moduleId,
      take: () => (draftRef.current === started.current ? null : { id: editingId, record: draftRef.current }),
    });
  }, [editingId, moduleId]);

  const start = useCallback(async (id: string) => {
    try {
      const record = parseRecord(await getRecord(moduleId, id));
      started.current = record;
      setDraft(record);
      setErrors({});
      setEditingId(id);
    } catch {
      // shown by the request layer
    }
  }, [moduleId]);

  const cancel = useCallback(() => {
    setEditingId(null);
    setDraft({});
    setErrors({});
  }, []);

  const problemText = useCallback((p: RecordProblem) => (p.rule === 'required' ? t('requiredShort')
    : p.message ?? t('list.invalidValue')), [t]);

  const save = useCallback(async () => {
    if (!editingId) return;
    const record = draftRef.current;
    const problems = validateRecord(form.definition, record);
    if (problems.length) {
      const shown = new Set(columns.filter(isInlineEditable).map((c) => c.prop));
      const next: Record<string, string> = {};
      for (const p of problems) if (shown.has(p.field) && !next[p.field]) next[p.field] = problemText(p);
      setErrors(next);
      // A problem in a field the row does not show still refuses the save, and says which field it is.
      const hidden = problems.find((p) => !shown.has(p.field));
      if (hidden) message.error(`${hidden.label}${hidden.rule === 'required' ? t('requiredShort') : `: ${problemText(hidden)}`}`);
      return;
    }
    setSaving(true);
    // Read before the call: a session that ends during it is already forgotten when the call resolves.
    const userId = getSession().userInfo?.userId ?? '';
    try {
      const res = await updateRecord(moduleId, editingId, record);
      if (res.msg) message.success(res.msg, 1.5);
      if (userId) dropDraft(userId, moduleId);
      cancel();
      onSaved();
    } catch {
      // shown by the request layer; the row stays in edit mode with what the user typed
    } finally {
      setSaving(false);
    }
  }, [editingId, form, columns, moduleId, message, cancel, onSaved, problemText, t]);

  const setValue = useCallback((prop: string, value: unknown) => {
    setDraft((d) => ({ ...d, [prop]: value }));
    setErrors((e) => {
      if (!(prop in e)) return e;
      const { [prop]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const editCell = useCallback((spec: ListColumnSpec, row: OnlineDevRow): ReactNode | undefined => {
    if (row.id !== editingId || !isInlineEditable(spec)) return undefined;
    const Input = getField(spec.kind)!.input;
    const error = errors[spec.prop];
    return (
      <div data-inline-cell={spec.prop}>
        <Input id={`dm-inline-${spec.prop}`} ariaLabel={spec.label} field={spec.field} value={draft[spec.prop] ?? null}
          onChange={(v) => setValue(spec.prop, v)} invalid={!!error} />
        {error && <div className="ant-form-item-explain-error" role="alert">{error}</div>}
      </div>
    );
  }, [editingId, errors, draft, setValue]);

  return { editingId, saving, start, cancel, save, editCell };
}
