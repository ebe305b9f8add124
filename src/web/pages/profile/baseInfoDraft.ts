/**
 * The 基本信息 edit form's part in the drafts (src/web/session/drafts.ts): while it is open, what its user changed is
 * kept when the session ends or the screen locks, and the tab offers it back (DraftNotice). Only the editable
 * profile fields go into a draft; passwords are changed in the shell's own dialog, which keeps no draft.
 */
import { useEffect } from 'react';
import dayjs from 'dayjs';
import type { FormInstance } from 'antd';
import type { BaseInfo } from '../../api/current';
import { keepOnSessionEnd } from '../../session/drafts';
import { getSession } from '../../session/store';
import { EDITABLE_FIELDS, initialValues, type FormValues } from './fields';

/** The profile form's key in the drafts (one profile per user, and drafts are already per user). */
export const BASE_INFO_DRAFT = 'profile:baseInfo';

/**
 * The form's values as stored: the editable fields only, the birthday in ms (JSON has no dayjs), an empty field as
 * null (so a field typed in and erased again counts as unchanged).
 */
export function toDraftRecord(values: FormValues): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { key, kind } of EDITABLE_FIELDS) {
    const v = kind === 'date' ? values.birthday?.valueOf() : values[key];
    record[key] = v === undefined || v === '' ? null : v;
  }
  return record;
}

/** A stored draft back into form values; anything but an editable field, or of the wrong type, is left out. */
export function fromDraftRecord(record: Record<string, unknown>): FormValues {
  const values = {} as Record<string, unknown>;
  for (const { key, kind } of EDITABLE_FIELDS) {
    const v = record[key];
    if (kind === 'date') values[key] = typeof v === 'number' ? dayjs(v) : null;
    else if (kind === 'gender') values[key] = typeof v === 'number' ? v : undefined;
    else values[key] = typeof v === 'string' ? v : undefined;
  }
  return values as FormValues;
}

/**
 * Registers the open form: at the end of the session its values are the draft when they differ from the stored
 * profile, or always when the form was opened from a draft (restored and untouched is still unsaved).
 */
export function useBaseInfoDraft(form: FormInstance<FormValues>, info: BaseInfo, fromDraft: boolean): void {
  useEffect(() => keepOnSessionEnd({
    userId: getSession().userInfo?.userId ?? '',
    formKey: BASE_INFO_DRAFT,
    take: () => {
      const record = toDraftRecord(form.getFieldsValue(true) as FormValues);
      const unchanged = JSON.stringify(record) === JSON.stringify(toDraftRecord(initialValues(info)));
      return fromDraft || !unchanged ? { record } : null;
    },
  }), [form, info, fromDraft]);
}
