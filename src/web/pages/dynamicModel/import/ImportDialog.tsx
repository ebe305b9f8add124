/**
 * 批量导入: a 1000px dialog in three steps — 上传文件 (Uploader), 数据预览
 * (ImportPreview; rows and sub-table rows can be deleted), 导入数据 (ImportData, then the result). Footer: 取消 on
 * step 1, 上一步 on step 2, 下一步 on steps 1 and 2 (disabled until a file is uploaded), 关闭 on step 3. A failed
 * call only ends the loading state (its message is shown by the request layer).
 */
import { useMemo, useState } from 'react';
import { App, Button, Modal, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportHeader } from '../../../../engine/import/columns';
import type { IndexedField } from '../../../../engine/form/types';
import { modelImportCalls, type ImportCalls, type ImportResult } from '../api';
import { ImportTable, type ImportRow } from './ImportTable';
import { ResultStep } from './ResultStep';
import { UploadStep, type UploadedWorkbook } from './UploadStep';

export interface ImportDialogProps {
  /** The generated form whose list imports (its OnlineDev calls), when `calls` are not given. */
  moduleId?: string;
  /** The calls to import through (a screen's api.import); they take precedence over `moduleId`. */
  calls?: ImportCalls;
  /** Field index of the compiled form, so values are drawn by their kinds. */
  index?: Record<string, IndexedField>;
  /** `imported`: some rows were stored (the list should reload). */
  onClose: (imported: boolean) => void;
}

/** The rows as sent back to the server: without the table's keys. */
const plain = (rows: ImportRow[]) => rows.map(({ __key, ...row }) => row);

export function ImportDialog({ moduleId, calls: given, index, onClose }: ImportDialogProps) {
  const { t } = useTranslation('form');
  const calls = useMemo(() => given ?? modelImportCalls(moduleId ?? ''), [given, moduleId]);
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [workbook, setWorkbook] = useState<UploadedWorkbook | null>(null);
  const [headers, setHeaders] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async () => {
    if (!workbook?.name) {
      message.warning(t('import.uploadFirst'));
      return;
    }
    setBusy(true);
    try {
      const res = await calls.preview(workbook.name);
      setHeaders(res.data?.headerRow ?? []);
      setRows((res.data?.dataRow ?? []).map((r, i) => ({ ...r, __key: String(i) })));
      setStep(1);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!rows.length) {
      message.warning(t('import.empty'));
      return;
    }
    setBusy(true);
    try {
      const res = await calls.importData(plain(rows));
      if (res.msg) message.success(res.msg, 1);
      setResult(res.data ?? { snum: 0, fnum: 0, resultType: 0, failResult: [] });
      setStep(2);
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };

  const removeSub = (key: string, table: string, at: number) => setRows((list) => list.map((r) => (r.__key !== key
    ? r : { ...r, [table]: (Array.isArray(r[table]) ? (r[table] as unknown[]) : []).filter((_, i) => i !== at) })));

  const close = () => onClose(Boolean(result && result.snum > 0));
  const footer = [
    step === 0 && <Button key="cancel" data-testid="import-cancel" onClick={close}>{t('import.cancel')}</Button>,
    step === 1 && <Button key="prev" data-testid="import-prev" onClick={() => setStep(0)}>{t('import.prev')}</Button>,
    step < 2 && (
      <Button key="next" type="primary" data-testid="import-next" loading={busy}
        disabled={step === 0 && !workbook?.name} onClick={() => void (step === 0 ? preview() : submit())}>
        {t('import.next')}
      </Button>
    ),
    step === 2 && <Button key="close" type="primary" data-testid="import-close" onClick={close}>{t('import.close')}</Button>,
  ].filter(Boolean);

  return (
    <Modal open title={t('import.title')} width={1000} onCancel={close} footer={footer} mask={{ closable: false }} destroyOnHidden>
      <div data-testid="import-dialog">
        <Steps current={step} size="small" style={{ padding: '0 80px' }}
          items={[{ title: t('import.stepUpload') }, { title: t('import.stepPreview') }, { title: t('import.stepImport') }]} />
        {step === 0 && <UploadStep calls={calls} value={workbook} onChange={setWorkbook} />}
        {step === 1 && (
          <div style={{ marginTop: 16 }}>
            <ImportTable headers={headers} rows={rows} index={index} testId="import-preview"
              onRemove={(key) => setRows((list) => list.filter((r) => r.__key !== key))} onRemoveSub={removeSub} />
          </div>
        )}
        {step === 2 && result && <ResultStep calls={calls} result={result} headers={headers} index={index} />}
      </div>
    </Modal>
  );
}
