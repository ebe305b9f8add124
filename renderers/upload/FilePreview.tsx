/**
 * The document-preview dialog of a stored file: images and PDFs are fetched through a one-shot address and shown
 * from a local object URL (the server sends files as attachments, never inline in the app's origin), full screen
 * with a download button. A file with no address warns 文件不存在 and the dialog closes.
 */
import { useEffect, useState } from 'react';
import { App, Button, Modal, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useData } from '../services';
import { downloadFile, downloadUrl, previewKind, type StoredFile } from './files';

const MIME = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', bmp: 'image/bmp', gif: 'image/gif' } as Record<string, string>;

export function FilePreview({ file, type, onClose }: { file: StoredFile | null; type: string; onClose: () => void }) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const http = useData();
  const [src, setSrc] = useState('');
  const kind = file ? previewKind(file) : null;

  useEffect(() => {
    if (!file) return undefined;
    if (!file.url) {
      void message.warning(t('upload.notFound'));
      onClose();
      return undefined;
    }
    if (!kind) return undefined;
    let objectUrl = '';
    let gone = false;
    void (async () => {
      const url = await downloadUrl(http, type, file);
      if (!url) { if (!gone) { void message.warning(t('upload.notFound')); onClose(); } return; }
      const bytes = await (await fetch(url)).arrayBuffer();
      if (gone) return;
      const ext = (file.fileExtension || file.name.split('.').pop() || '').toLowerCase();
      objectUrl = URL.createObjectURL(new Blob([bytes], { type: MIME[ext] ?? 'application/octet-stream' }));
      setSrc(objectUrl);
    })().catch(() => { if (!gone) onClose(); });
    return () => { gone = true; setSrc(''); if (objectUrl) URL.revokeObjectURL(objectUrl); };
  }, [file, kind, type, http, message, onClose, t]);

  // A fresh one-shot address: the preview's own was spent fetching the bytes.
  const download = () => downloadFile(http, type, file!);

  if (!file || !file.url) return null;
  // Spec 2.11: a full-screen dialog with a download button.
  return (
    <Modal open title={`${t('upload.previewTitle')} - ${file.name}`} onCancel={onClose} width="100%" destroyOnHidden
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      footer={<Button icon={<DownloadOutlined />} onClick={() => { void download().catch(() => undefined); }}>{t('pickers.download')}</Button>}>
      {!kind ? <div>{t('upload.noPreview')}</div> : !src ? <Spin /> : kind === 'image'
        ? <div style={{ textAlign: 'center' }}><img src={src} alt={file.name} style={{ maxWidth: '100%' }} /></div>
        : <iframe src={src} title={file.name} style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0 }} />}
    </Modal>
  );
}
