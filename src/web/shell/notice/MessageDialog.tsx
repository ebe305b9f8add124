/**
 * A notice or system message opened from the drawer or the message centre: title, release time, release user,
 * the HTML body sanitised with DOMPurify (no script, no handler, no javascript: link survives), and its
 * attachments, each downloaded through a one-shot URL.
 */
import { Button, Divider, List, Modal, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../engine/time/relative';
import { http } from '../../api/http';
import type { MessageInfo } from './api';

interface Attachment { name?: string; fileId?: string; url?: string }

function attachments(files: string): Attachment[] {
  try {
    const list: unknown = JSON.parse(files || '[]');
    return Array.isArray(list) ? list.filter((f): f is Attachment => !!f && typeof f === 'object') : [];
  } catch {
    return [];
  }
}

/** The stored file's category and name, read from its URL (/api/file/Image|Download/<type>/<name>). */
const storedFile = (url = '') => /\/api\/file\/(?:Image|Download)\/([^/?#]+)\/([^/?#]+)/.exec(url);

async function download(file: Attachment) {
  const m = storedFile(file.url);
  if (!m) return;
  const answer = await http.get<{ url?: string }>(`/api/file/Download/${m[1]}/${m[2]}`);
  if (answer.data?.url) window.open(answer.data.url, '_self');
}

export function MessageDialog({ message, onClose }: { message: MessageInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const html = useMemo(() => DOMPurify.sanitize(message?.bodyText ?? ''), [message?.bodyText]);
  const files = useMemo(() => attachments(message?.files ?? '[]'), [message?.files]);
  return (
    <Modal open={!!message} title={message?.title} onCancel={onClose} footer={null} width={800} destroyOnHidden
      data-testid="message-dialog">
      {message && (
        <>
          <Typography.Text type="secondary" data-testid="message-meta">
            {t('notice.releaseUser')}: {message.releaseUser || '-'}
            <Divider type="vertical" />
            {t('notice.releaseTime')}: {message.releaseTime ? absoluteTime(message.releaseTime) : '-'}
          </Typography.Text>
          <Divider />
          {/* Sanitised above: DOMPurify keeps formatting and drops scripts and handlers. */}
          <div className="loom-message-body" data-testid="message-body" dangerouslySetInnerHTML={{ __html: html }} />
          {files.length > 0 && (
            <>
              <Divider>{t('notice.attachments')}</Divider>
              <List size="small" dataSource={files} renderItem={(f) => (
                <List.Item actions={[<Button key="d" type="link" size="small" onClick={() => void download(f)}>
                  {t('notice.download')}</Button>]}>
                  <PaperClipOutlined /> {f.name}
                </List.Item>
              )} />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
