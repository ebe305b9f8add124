/**
 * Step 3 of the import (导入数据): all rows stored, or the counts of stored and failed rows, the failed rows with
 * their reasons, and 导出错误数据 (ImportExceptionData → an .xlsx of the failed rows with 异常原因).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportHeader } from '../../../../engine/import/columns';
import type { IndexedField } from '../../../../engine/form/types';
import type { ImportCalls, ImportResult } from '../api';
import { downloadUrl } from '../ExportDialog';
import { ImportTable, type ImportRow } from './ImportTable';

export interface ResultStepProps {
  calls: Pick<ImportCalls, 'exceptionData'>;
  result: ImportResult;
  headers: ImportHeader[];
  index?: Record<string, IndexedField>;
}

export function ResultStep({ calls, result, headers, index }: ResultStepProps) {
  const { t } = useTranslation('form');
  const [busy, setBusy] = useState(false);
  const rows = useMemo((): ImportRow[] => result.failResult.map((r, i) => ({ ...r, __key: String(i) })), [result]);

  if (result.resultType === 0) {
    return (
      <div data-testid="import-result">
        <Result status="success" title={t('import.successTitle')} subTitle={t('import.successTip', { count: result.snum })} />
      </div>
    );
  }

  const exportFailed = async () => {
    setBusy(true);
    try {
      const res = await calls.exceptionData(result.failResult);
      if (res.data?.url) downloadUrl(res.data.url, res.data.name);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="import-result" style={{ marginTop: 16 }}>
      <Alert type="warning" showIcon title={t('import.failTitle')} />
      <Space size="large" style={{ margin: '12px 0' }}>
        <span>{t('import.okCount')}<Typography.Text type="success" data-testid="import-snum">{t('import.countUnit', { count: result.snum })}</Typography.Text></span>
        <span>{t('import.failCount')}<Typography.Text type="danger" data-testid="import-fnum">{t('import.countUnit', { count: result.fnum })}</Typography.Text></span>
      </Space>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <span>{t('import.failRows')}</span>
        <Button type="link" loading={busy} data-testid="import-export-errors" onClick={() => void exportFailed()}>
          {t('import.exportErrors')}
        </Button>
      </div>
      <ImportTable headers={headers} rows={rows} index={index} reason testId="import-fail-table" />
    </div>
  );
}
