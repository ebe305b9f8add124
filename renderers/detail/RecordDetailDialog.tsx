/**
 * 详情 of one stored record of a generated form, loading the form's Config and the record itself: popup type and
 * width from formData, loading until both are there, print only when hasPrintBtn and printId are set (through the
 * print service, with the form's print templates), 取 消. Mount it to open it; it calls onClose at once when it
 * gets no id. The list page's detail button and the relation-form value (a related record's detail, nested
 * above the one it was opened from) both use it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompiledForm } from '../../src/engine/form/types';
import type { FormDefinition, OnlineDevConfig, OnlineDevRecord } from '../../src/engine/types';
import { templateIdsOf } from '../../src/engine/print/templates';
import { compileForWeb } from '../compile';
import { useData, usePrint } from '../services';
import { DetailPopup } from './DetailPopup';
import { DetailView } from './DetailView';

export interface RecordDetailDialogProps {
  /** The visualdev id of the form (`{modelId}` of the OnlineDev API). */
  modelId: string;
  /** The record's id; without one the viewer closes at once. */
  id?: string | null;
  onClose: () => void;
  /** Codes of the form permission list (vModel, `table-field`) when the list uses form permission; null shows all. */
  formCodes?: ReadonlySet<string> | null;
}

const base = (modelId: string) => `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}`;

/** The same react-query key as the list page, so an open page never loads its Config twice. */
export const detailConfigKey = (modelId: string) => ['visualdev', 'config', modelId] as const;

function parseObject(text: unknown, what: string): Record<string, unknown> {
  if (typeof text !== 'string' || !text) throw new Error(`${what} is empty`);
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/** Whether the footer offers print: hasPrintBtn and at least one print template (printId). */
export function hasPrint(definition: FormDefinition): boolean {
  const ids = definition.printId;
  return definition.hasPrintBtn === true && (Array.isArray(ids) ? ids.some((x) => !!x) : typeof ids === 'string' && ids !== '');
}

export function RecordDetailDialog({ modelId, id, onClose, formCodes = null }: RecordDetailDialogProps) {
  const { t } = useTranslation('form');
  const printing = usePrint();
  const data = useData();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const missing = !id;
  useEffect(() => {
    if (missing) closeRef.current();
  }, [missing]);

  const config = useQuery({
    queryKey: detailConfigKey(modelId),
    queryFn: () => data.get<OnlineDevConfig>(`${base(modelId)}/Config`),
    enabled: !missing && !!modelId,
    staleTime: Infinity,
  });
  const record = useQuery({
    queryKey: ['visualdev', 'record', modelId, id],
    queryFn: () => data.get<OnlineDevRecord>(`${base(modelId)}/${encodeURIComponent(id ?? '')}`),
    enabled: !missing && !!modelId,
    staleTime: 0,
    gcTime: 0,
  });

  const compiled = useMemo((): { form?: CompiledForm; error?: string } => {
    const env = config.data;
    if (!env) return {};
    if (env.code !== 200 || !env.data) return { error: env.msg || String(env.code) };
    try {
      return { form: compileForWeb(parseObject(env.data.formData, 'formData') as unknown as FormDefinition, { formCodes }) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [config.data, formCodes]);

  const values = useMemo((): { record?: Record<string, unknown>; error?: string } => {
    if (!record.data) return {};
    try {
      return { record: parseObject(record.data.data?.data, 'data') };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [record.data]);

  if (missing) return null;
  const definition = compiled.form?.definition ?? null;
  const failure = compiled.error ?? values.error ??
    (config.error ? config.error.message : record.error ? record.error.message : undefined);
  const print = () => printing.print({ templateIds: templateIdsOf(definition?.printId), recordIds: id ? [id] : [] });
  const footer = (
    <Space>
      {definition && hasPrint(definition) && (
        <Button type="primary" data-testid="dm-detail-print" onClick={print}>
          {definition.printButtonText || t('printButton')}
        </Button>
      )}
      <Button data-testid="dm-detail-cancel" onClick={onClose}>{t('cancel')}</Button>
    </Space>
  );
  return (
    <DetailPopup definition={definition} open title={t('detail')} footer={footer} onClose={onClose}>
      {printing.node /* the chooser and the preview are dialogs of their own, above this one */}
      {failure ? (
        <Alert type="error" showIcon title={t('detailLoadFailed', { msg: failure })} data-testid="dm-detail-error" />
      ) : compiled.form && values.record ? (
        <div data-testid="dm-detail">
          <DetailView compiled={compiled.form} record={values.record} />
        </div>
      ) : (
        <Spin data-testid="dm-detail-loading" style={{ display: 'block', margin: 48 }} />
      )}
    </DetailPopup>
  );
}
