/**
 * The buttons above the list (btnsList, already filtered by button permission): 新增, 导出, 批量删除, 批量打印
 * (the selected rows through the list's printIds, src/web/print).
 * 导入 (upload) opens the import wizard (import/ImportDialog) when the page passes its moduleId. customBtnsList is
 * not drawn (scripted buttons are not run by Loom). The page adds 高级查询 after them (`extra`).
 */
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnButton } from '../../../engine/types';
import { BatchPrintButton } from '../../print/BatchPrintButton';
import { ImportButton } from './import/ImportButton';

export interface ToolbarProps {
  buttons: ColumnButton[];
  onAdd: () => void;
  onExport: () => void;
  onBatchRemove: () => void;
  /** Ids of the selected rows (批量打印). */
  selectedIds?: readonly string[];
  /** The list's print templates (columnData.printIds). */
  printIds?: readonly string[];
  /** The visualdev id: with it, 导入 (upload) is drawn and imports into this model. */
  moduleId?: string;
  /** After an import stored rows (default: the model's lists are refetched). */
  onImported?: () => void;
  /** Drawn after the buttons (高级查询). */
  extra?: ReactNode;
}

/** Toolbar buttons Loom can carry out today. */
export const TOOLBAR_BUTTONS = new Set(['add', 'download', 'batchRemove', 'batchPrint']);

export function Toolbar({ buttons, onAdd, onExport, onBatchRemove, selectedIds = [], printIds = [],
  moduleId, onImported, extra }: ToolbarProps) {
  const { t } = useTranslation('form');
  const shown = buttons.filter((b) => TOOLBAR_BUTTONS.has(b.value) || (b.value === 'upload' && !!moduleId));
  if (!shown.length && !extra) return null;
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      {shown.map((b) => {
        switch (b.value) {
          case 'add':
            return <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="dm-add" onClick={onAdd}>{b.label || t('add')}</Button>;
          case 'download':
            return <Button key="download" icon={<DownloadOutlined />} data-testid="dm-export-open" onClick={onExport}>{b.label || t('list.export')}</Button>;
          case 'batchPrint':
            return <BatchPrintButton key="batchPrint" label={b.label} selectedIds={selectedIds} printIds={printIds} />;
          case 'upload':
            return <ImportButton key="upload" moduleId={moduleId!} label={b.label || t('import.open')} onImported={onImported} />;
          default:
            return <Button key="batchRemove" danger icon={<DeleteOutlined />} data-testid="dm-batch-remove" onClick={onBatchRemove}>{b.label || t('list.batchRemove')}</Button>;
        }
      })}
      {extra}
    </Space>
  );
}
