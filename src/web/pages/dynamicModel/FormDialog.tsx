/**
 * Add/edit dialog: the compiled form in a popup; 确 定 validates and saves through POST/PUT. On success the dialog
 * closes and the list refreshes; on failure the dialog stays open with everything the user typed. While it is open,
 * whatever ends the session (a save answered 600/601/602 included) keeps what was typed as the user's draft.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoomForm, type LoomFormHandle } from '../../../../renderers';
import type { CompiledForm } from '../../../engine/form/types';
import { keepVersion } from '../../../engine/record/version';
import { getSession } from '../../session/store';
import { createRecord, updateRecord } from './api';
import { dropDraft, keepOnSessionEnd } from '../../session/drafts';
import { ModelPopup } from '../../../../renderers/layout/ModelPopup';

export interface FormTarget {
  /** Record id when editing; absent when adding. */
  id?: string;
  /** The starting record (defaults for a new one, the stored record when editing). */
  record: Record<string, unknown>;
  /** The record is a restored draft: it is unsaved typing even before the user changes anything. */
  fromDraft?: boolean;
}

export interface FormDialogProps {
  moduleId: string;
  compiled: CompiledForm;
  target: FormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

export function FormDialog({ moduleId, compiled, target, onClose, onSaved }: FormDialogProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const formRef = useRef<LoomFormHandle>(null);
  // What the form held when it appeared (the popup mounts it after the dialog): a form nobody typed in leaves no
  // draft.
  const opened = useRef('');
  const formMounted = useCallback((handle: LoomFormHandle | null) => {
    formRef.current = handle;
    opened.current = handle ? JSON.stringify(handle.model.snapshot()) : '';
  }, []);
  const [saving, setSaving] = useState(false);
  const def = compiled.definition;

  // An edit goes back with the version it was loaded at, so a form that locks concurrent edits can refuse it when
  // someone saved in between (and a draft keeps that version too, for the save after the user's return).
  useEffect(() => {
    if (!target) return;
    const userId = getSession().userInfo?.userId ?? '';
    return keepOnSessionEnd({
      userId,
      formKey: moduleId,
      take: () => {
        const now = formRef.current?.model.snapshot();
        if (!now || (!target.fromDraft && JSON.stringify(now) === opened.current)) return null;
        return { id: target.id, record: target.id ? keepVersion(now, target.record) : now };
      },
    });
  }, [moduleId, target]);

  const save = useCallback(async (record: Record<string, unknown>) => {
    if (!target) return;
    setSaving(true);
    // Read before the call: a session that ends during it is already forgotten when the call resolves.
    const userId = getSession().userInfo?.userId ?? '';
    const sent = target.id ? keepVersion(record, target.record) : record;
    try {
      const res = target.id
        ? await updateRecord(moduleId, target.id, sent)
        : await createRecord(moduleId, sent);
      if (res.msg) message.success(res.msg, 1.5);
      if (userId) dropDraft(userId, moduleId);
      onSaved();
    } catch {
      // The request layer showed the error; the form keeps its values so nothing typed is lost (a 600/601/602 ended
      // the session, which kept them as a draft through keepOnSessionEnd above).
    } finally {
      setSaving(false);
    }
  }, [moduleId, target, message, onSaved]);

  const footer = (
    <Space>
      {def.hasCancelBtn !== false && (
        <Button data-testid="dm-cancel" onClick={onClose}>{def.cancelButtonText || t('cancel')}</Button>
      )}
      {def.hasConfirmBtn !== false && (
        <Button data-testid="dm-submit" type="primary" loading={saving} onClick={() => formRef.current?.submit()}>
          {def.confirmButtonText || t('confirm')}
        </Button>
      )}
    </Space>
  );

  return (
    <ModelPopup definition={def} maskClosable={false} open={target !== null} title={target?.id ? t('edit') : t('add')} footer={footer}
      onClose={onClose}>
      {target && (
        <div data-testid="dm-form">
          <LoomForm compiled={compiled} formData={target.record} onSubmit={save} formRef={formMounted} meta={target.id ? { id: target.id } : undefined} />
        </div>
      )}
    </ModelPopup>
  );
}
