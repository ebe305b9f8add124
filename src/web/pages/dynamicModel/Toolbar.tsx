/**
 * The buttons above the list (btnsList, already filtered by button permission): 新增, 导出, 批量删除.
 * 导入 (upload) waits for the import wizard and 批量打印 (batchPrint) for print templates: neither is drawn until
 * the server offers them. customBtnsList is not drawn (scripted buttons are not run by Loom).
 */
import { Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnButton } from '../../../engine/types';

export interface ToolbarProps {
  buttons: ColumnButton[];
  onAdd: () => void;
  onExport: () => void;
  onBatchRemove: () => void;
}

/** Toolbar buttons Loom can carry out today. */
export const TOOLBAR_BUTTONS = new Set(['add', 'download', 'batchRemove']);

export function Toolbar({ buttons, onAdd, onExport, onBatchRemove }: ToolbarProps) {
  const { t } = useTranslation('form');
  const shown = buttons.filter((b) => TOOLBAR_BUTTONS.has(b.value));
  if (!shown.length) return null;
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      {shown.map((b) => {
        switch (b.value) {
          case 'add':
            return <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="dm-add" onClick={onAdd}>{b.label || t('add')}</Button>;
          case 'download':
            return <Button key="download" icon={<DownloadOutlined />} data-testid="dm-export-open" onClick={onExport}>{b.label || t('list.export')}</Button>;
          default:
            return <Button key="batchRemove" danger icon={<DeleteOutlined />} data-testid="dm-batch-remove" onClick={onBatchRemove}>{b.label || t('list.batchRemove')}</Button>;
        }
      })}
    </Space>
  );
}
