/**
 * 基本信息: the profile read-only, and an edit form saved with PUT BaseInfo. The form checks what the server checks
 * (name required, mobile 1[3-9] + 9 digits, email shape) so a bad value never leaves the browser; when the server
 * refuses anyway the form stays open with everything the user typed. What is typed and not saved when the session
 * ends (or the screen locks) is kept as a draft (baseInfoDraft.ts), offered back above the profile.
 */
import { useState } from 'react';
import { App as AntApp, Button, DatePicker, Descriptions, Form, Input, Select, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../engine/time/relative';
import { updateBaseInfo, type BaseInfo } from '../../api/current';
import { dropDraft } from '../../session/drafts';
import { DraftNotice } from '../../session/DraftNotice';
import { getSession, updateUserInfo } from '../../session/store';
import { BASE_INFO_DRAFT, fromDraftRecord, useBaseInfoDraft } from './baseInfoDraft';
import {
  EDITABLE_FIELDS, EMAIL_PATTERN, MOBILE_PATTERN, READ_ONLY_FIELDS, initialValues, toInput, type FormValues, type ProfileField,
} from './fields';

const GENDERS = [1, 2, 3] as const;

export interface BaseInfoTabProps {
  info: BaseInfo;
  /** Called after a successful save; the page reloads the profile. */
  onSaved(): void;
}

/** The open edit form: from the profile, or from a restored draft (`restored` counts restores, so each starts anew). */
interface Editing { draft?: FormValues; restored: number }

export function BaseInfoTab({ info, onSaved }: BaseInfoTabProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  // A save removes the draft: the notice is drawn anew then, so it no longer offers what was just replaced.
  const [saves, setSaves] = useState(0);
  return (
    <>
      <DraftNotice key={`notice-${saves}`} formKey={BASE_INFO_DRAFT}
        onRestore={(d) => setEditing((e) => ({ draft: fromDraftRecord(d.record), restored: (e?.restored ?? 0) + 1 }))} />
      {editing ? (
        <EditForm key={`form-${editing.restored}`} info={info} draft={editing.draft} onCancel={() => setEditing(null)}
          onSaved={() => { setEditing(null); setSaves((n) => n + 1); onSaved(); }} />
      ) : <BaseInfoView info={info} onEdit={() => setEditing({ restored: 0 })} />}
    </>
  );
}

function BaseInfoView({ info, onEdit }: { info: BaseInfo; onEdit(): void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="profile-base-view">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
        items={[
          ...READ_ONLY_FIELDS.map((key) => ({ key, label: t(`profile.field.${key}`), children: info[key] || '-' })),
          ...EDITABLE_FIELDS.map((f) => ({
            key: f.key,
            label: t(`profile.field.${f.key}`),
            span: f.kind === 'long' ? ('filled' as const) : 1,
            children: <span data-testid={`profile-value-${f.key}`}>{shown(f, info, t) || '-'}</span>,
          })),
          { key: 'creatorTime', label: t('profile.field.creatorTime'), children: absoluteTime(info.creatorTime) || '-' },
        ]}
      />
      <Button type="primary" icon={<EditOutlined />} style={{ marginTop: 16 }} onClick={onEdit} data-testid="profile-edit">
        {t('profile.edit')}
      </Button>
    </div>
  );
}

function shown(f: ProfileField, info: BaseInfo, t: (key: string) => string): string {
  const v = info[f.key];
  if (f.kind === 'gender') return typeof v === 'number' ? t(`profile.gender.${v}`) : '';
  if (f.kind === 'date') return absoluteTime(v as number | null, 'YYYY-MM-DD');
  return v == null ? '' : String(v);
}

interface EditFormProps {
  info: BaseInfo;
  /** The values of a restored draft: the form starts from them instead of the profile. */
  draft?: FormValues;
  onCancel(): void;
  onSaved(): void;
}

function EditForm({ info, draft, onCancel, onSaved }: EditFormProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  useBaseInfoDraft(form, info, !!draft);

  const submit = async (values: FormValues) => {
    const input = toInput(values);
    setBusy(true);
    try {
      const msg = await updateBaseInfo(input);
      void message.success(msg || t('profile.saved'));
      const userId = getSession().userInfo?.userId;
      if (userId) dropDraft(userId, BASE_INFO_DRAFT);
      // The navbar shows the name: keep it in step without reloading the whole session.
      if (input.realName) updateUserInfo({ userName: input.realName });
      onSaved();
    } catch {
      // The toast said why; the form stays open with what was typed.
    } finally {
      setBusy(false);
    }
  };

  const rulesOf = (f: ProfileField) => {
    if (f.key === 'realName') return [{ required: true, whitespace: true, message: t('profile.realNameRequired') }];
    if (f.kind === 'mobile') return [{ pattern: MOBILE_PATTERN, message: t('profile.mobileInvalid') }];
    if (f.kind === 'email') return [{ pattern: EMAIL_PATTERN, message: t('profile.emailInvalid') }];
    return [];
  };

  return (
    <Form form={form} layout="vertical" initialValues={draft ?? initialValues(info)} onFinish={submit} data-testid="profile-base-form"
      style={{ maxWidth: 720 }}>
      <Form.Item label={t('profile.field.account')}>
        <Input value={info.account} disabled />
      </Form.Item>
      {EDITABLE_FIELDS.map((f) => (
        <Form.Item key={f.key} name={f.key} label={t(`profile.field.${f.key}`)} rules={rulesOf(f)}
          normalize={f.kind === 'mobile' ? (v: string) => v?.trim() : undefined}>
          {f.kind === 'gender' ? (
            <Select allowClear data-testid="profile-input-gender"
              options={GENDERS.map((g) => ({ value: g, label: t(`profile.gender.${g}`) }))} />
          ) : f.kind === 'date' ? (
            <DatePicker style={{ width: '100%' }} data-testid="profile-input-birthday" disabledDate={(d) => d.isAfter(dayjs())} />
          ) : f.kind === 'long' ? (
            <Input.TextArea maxLength={f.max} rows={3} data-testid={`profile-input-${f.key}`} />
          ) : (
            <Input maxLength={f.max} data-testid={`profile-input-${f.key}`} />
          )}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="profile-save">{t('profile.save')}</Button>
        <Button onClick={onCancel} disabled={busy}>{t('app.cancel')}</Button>
      </Space>
    </Form>
  );
}
