/**
 * 导出: choose the current page or all data and the columns, then POST …/Actions/Export and download the .xlsx the
 * server built (data.url).
 */
import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumnSpec } from '../../../engine/list/compile';
import { exportRecords, type ListQuery } from './api';

export interface ExportDialogProps {
  moduleId: string;
  open: boolean;
  columns: ListColumnSpec[];
  /** The query of the list as shown (search, sort, page). */
  query: ListQuery;
  onClose: () => void;
}

/** Starts the browser's download of a file URL the server answered. */
export function downloadUrl(url: string, name?: string): void {
  const a = document.createElement('a');
  a.href = url;
  if (name) a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export function ExportDialog({ moduleId, open, columns, query, onClose }: ExportDialogProps) {
  const { t } = useTranslation('form');
  const { message } = App.useApp();
  const [dataType, setDataType] = useState<0 | 1>(0);
  const [keys, setKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setKeys(columns.map((c) => c.prop));
  }, [open, columns]);

  const submit = async () => {
    if (!keys.length) {
      message.warning(t('list.exportNoColumn'));
      return;
    }
    setBusy(true);
    try {
      const res = await exportRecords(moduleId, { ...query, dataType, selectKey: keys });
      if (res.data?.url) downloadUrl(res.data.url, res.data.name);
      onClose();
    } catch {
      // shown by the request layer; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('list.exportTitle')} onCancel={onClose} onOk={submit} confirmLoading={busy}
      okText={t('confirm')} cancelText={t('cancel')} okButtonProps={{ 'data-testid': 'dm-export-ok' } as never}
      destroyOnHidden width={600}>
      <div data-testid="dm-export">
        <Form layout="vertical">
          <Form.Item label={t('list.exportRange')}>
            <Radio.Group value={dataType} onChange={(e) => setDataType(e.target.value as 0 | 1)}
              options={[{ value: 0, label: t('list.exportPage') }, { value: 1, label: t('list.exportAll') }]} />
          </Form.Item>
          <Form.Item label={t('list.exportColumns')}>
            <Checkbox.Group value={keys} onChange={(v) => setKeys(v as string[])}
              options={columns.map((c) => ({ value: c.prop, label: c.label }))} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
