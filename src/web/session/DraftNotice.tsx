/** Offers to restore a form the user was filling in when the session ended (or the screen was locked). */
import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSession } from './store';
import { dropDraft, readDraft, type Draft } from './drafts';

export interface DraftNoticeProps {
  /** The form's key in the drafts (a generated form's module id). */
  formKey: string;
  onRestore: (draft: Draft) => void;
}

export function DraftNotice({ formKey, onRestore }: DraftNoticeProps) {
  const { t } = useTranslation('form');
  const userId = useSession().userInfo?.userId ?? '';
  const [draft, setDraft] = useState(() => (userId ? readDraft(userId, formKey) : null));
  if (!draft) return null;
  const close = () => {
    dropDraft(userId, formKey);
    setDraft(null);
  };
  return (
    <Alert
      data-testid="dm-draft"
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('draftFound', { time: dayjs(draft.savedAt).format('YYYY-MM-DD HH:mm') })}
      action={
        <Space>
          <Button size="small" type="primary" data-testid="dm-draft-restore" onClick={() => { close(); onRestore(draft); }}>
            {t('draftRestore')}
          </Button>
          <Button size="small" data-testid="dm-draft-discard" onClick={close}>{t('draftDiscard')}</Button>
        </Space>
      }
    />
  );
}
