/**
 * The list of files being uploaded: name, size, state label, progress (99% until merged) and the actions the
 * state allows: pause while checking or sending, resume when paused, retry after an error, remove always.
 */
import { Button, Progress, Space, Typography } from 'antd';
import { CaretRightOutlined, CloseOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../src/engine/upload/chunks';
import type { Uploader, UploadItem } from './uploader';

export function UploadPanel({ uploader, items }: { uploader: Uploader; items: readonly UploadItem[] }) {
  const { t } = useTranslation('form');
  if (!items.length) return null;
  return (
    <ul className="loom-upload-panel" style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
      {items.map((it) => (
        <li key={it.id} data-state={it.state} aria-label={it.name} style={{ padding: '4px 0' }}>
          <Space size={8} style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Text ellipsis style={{ maxWidth: 240 }}>{it.name}</Typography.Text>
            <Typography.Text type="secondary">{formatSize(it.size)}</Typography.Text>
            <Typography.Text type={it.state === 'error' ? 'danger' : it.state === 'success' ? 'success' : undefined}>
              {t(`upload.${it.state}`)}
            </Typography.Text>
            <Space size={2}>
              {(it.state === 'check' || it.state === 'uploading' || it.state === 'waiting') && (
                <Button size="small" type="text" icon={<PauseOutlined />} aria-label={t('upload.pause')} title={t('upload.pause')}
                  onClick={() => uploader.pause(it.id)} />
              )}
              {it.state === 'paused' && (
                <Button size="small" type="text" icon={<CaretRightOutlined />} aria-label={t('upload.resume')} title={t('upload.resume')}
                  onClick={() => uploader.resume(it.id)} />
              )}
              {it.state === 'error' && (
                <Button size="small" type="text" icon={<RedoOutlined />} aria-label={t('upload.retry')} title={t('upload.retry')}
                  onClick={() => uploader.retry(it.id)} />
              )}
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('upload.remove')} title={t('upload.remove')}
                onClick={() => uploader.remove(it.id)} />
            </Space>
          </Space>
          <Progress percent={it.progress} size="small" status={it.state === 'error' ? 'exception' : it.state === 'success' ? 'success' : 'active'}
            aria-label={`${it.name} ${it.progress}%`} />
        </li>
      ))}
    </ul>
  );
}
