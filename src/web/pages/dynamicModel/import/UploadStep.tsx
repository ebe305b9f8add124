/**
 * Step 1 of the import (上传文件): upload the filled-in workbook (xls/xlsx under 500KB, checked here and again on
 * the server) and download the template. A refused upload shows its message for 1 s and the file is dropped
 *; removing the uploaded file asks first.
 */
import type { CSSProperties } from 'react';
import { App, Button, Upload, type UploadFile } from 'antd';
import { CloudUploadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportCalls } from '../api';
import { downloadUrl } from '../ExportDialog';

/** The most bytes an import workbook may have: 500KB. */
export const IMPORT_MAX_BYTES = 500 * 1024;
const EXTENSIONS = ['xls', 'xlsx'];

/** The uploaded workbook: what the list shows and the server's stored name (set once the upload is done). */
export interface UploadedWorkbook {
  file: UploadFile;
  name?: string;
}

export interface UploadStepProps {
  calls: Pick<ImportCalls, 'template' | 'upload'>;
  value: UploadedWorkbook | null;
  onChange: (next: UploadedWorkbook | null) => void;
}

const block: CSSProperties = { display: 'flex', gap: 16, alignItems: 'flex-start', padding: '16px 24px',
  border: '1px dashed rgba(5,5,5,0.15)', borderRadius: 8, marginTop: 16 };

export function UploadStep({ calls, value, onChange }: UploadStepProps) {
  const { t } = useTranslation('form');
  const { message, modal } = App.useApp();

  const beforeUpload = (file: File) => {
    const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
    if (!EXTENSIONS.includes(ext)) {
      message.error(t('import.wrongType'), 1);
      return Upload.LIST_IGNORE;
    }
    if (file.size >= IMPORT_MAX_BYTES) {
      message.error(t('import.tooLarge'), 1);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest = ({ file }: { file: unknown }) => {
    const raw = file as File & { uid: string };
    const shown: UploadFile = { uid: raw.uid, name: raw.name, status: 'uploading' };
    onChange({ file: shown });
    calls.upload(raw).then((res) => {
      onChange({ file: { ...shown, status: 'done' }, name: res.data?.name });
    }, () => {
      // The shared client has shown the server's message; the refused file leaves the list.
      onChange(null);
    });
  };

  const remove = (f: UploadFile) => new Promise<boolean>((resolve) => {
    modal.confirm({
      title: t('tip'),
      content: t('import.removeFile', { name: f.name }),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: () => {
        onChange(null);
        resolve(true);
      },
      onCancel: () => resolve(false),
    });
  });

  const template = async () => {
    try {
      const res = await calls.template();
      if (res.data?.url) downloadUrl(res.data.url, res.data.name);
    } catch {
      // shown by the request layer
    }
  };

  return (
    <div>
      <div style={block}>
        <CloudUploadOutlined style={{ fontSize: 40, color: '#1677ff' }} />
        <div style={{ flex: 1 }} data-testid="import-upload">
          <div style={{ fontWeight: 600 }}>{t('import.uploadTitle')}</div>
          <div style={{ color: 'rgba(0,0,0,0.45)', margin: '4px 0' }}>{t('import.uploadTip')}</div>
          <Upload accept=".xls,.xlsx" maxCount={1} fileList={value ? [value.file] : []} beforeUpload={beforeUpload}
            customRequest={customRequest as never} onRemove={remove}>
            <Button type="link" style={{ padding: 0 }}>{t('import.uploadButton')}</Button>
          </Upload>
        </div>
      </div>
      <div style={block}>
        <FileExcelOutlined style={{ fontSize: 40, color: '#52c41a' }} />
        <div style={{ flex: 1 }}>
          <div style={{ fontWeight: 600 }}>{t('import.templateTitle')}</div>
          <div style={{ color: 'rgba(0,0,0,0.45)', margin: '4px 0' }}>{t('import.templateTip')}</div>
          <Button type="link" style={{ padding: 0 }} data-testid="import-template" onClick={() => void template()}>
            {t('import.templateDownload')}
          </Button>
        </div>
      </div>
    </div>
  );
}
