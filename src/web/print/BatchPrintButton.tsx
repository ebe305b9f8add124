/** 批量打印 of the list toolbar (btnsList batchPrint): prints the selected rows through the list's printIds. */
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { usePrintT } from './i18n';
import { usePrint } from './usePrint';

export interface BatchPrintButtonProps {
  label?: string;
  /** Ids of the selected rows. */
  selectedIds: readonly string[];
  /** The list's printIds. */
  printIds: readonly string[];
}

export function BatchPrintButton({ label, selectedIds, printIds }: BatchPrintButtonProps) {
  const t = usePrintT();
  const { print, node } = usePrint();
  // With nothing selected print answers 请选择一条数据 (or 功能预览不支持打印 in function preview).
  const onClick = () => print({ templateIds: printIds, recordIds: selectedIds });
  return (
    <>
      <Button icon={<PrinterOutlined />} data-testid="dm-batch-print" onClick={onClick}>{label || t('batchPrint')}</Button>
      {node}
    </>
  );
}
