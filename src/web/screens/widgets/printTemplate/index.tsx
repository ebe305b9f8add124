/**
 * `printTemplate` (ui:widget of the 打印模板 form): the shared Tiptap editor in print mode, beside it the fields of
 * the chosen form (FieldPanel) and, above it, a record of that form to preview what is written in the print
 * preview the detail view uses. The form's modelId and fullName come from the other values (formContext).
 */
import { useState } from 'react';
import { Button, Select, Space, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import type { Editor } from '@tiptap/core';
import { useQuery } from '@tanstack/react-query';
import { RichTextEditor } from '../../../../../renderers/richText';
import { PrintPreviewDialog } from '../../../print/PrintPreviewDialog';
import type { ScreenFormContext } from '../treeSelect';
import { formRecords, previewTemplate, templateFields } from './api';
import { FieldPanel } from './FieldPanel';
import { usePrintEditorT } from './i18n';

type Row = Record<string, unknown>;

/** A record's name in the chooser: the texts of its first main fields (up to three), else its id. */
function recordLabel(row: Row, fields: string[]): string {
  const texts = fields.map((f) => row[f]).filter((v) => (typeof v === 'string' && v !== '') || typeof v === 'number')
    .slice(0, 3).map(String);
  return texts.length ? texts.join(' / ') : String(row.id);
}

export function PrintTemplateWidget(p: WidgetProps) {
  const t = usePrintEditorT();
  const { values = {} } = (p.registry.formContext ?? {}) as ScreenFormContext;
  const modelId = typeof values.modelId === 'string' && values.modelId ? values.modelId : undefined;
  const [editor, setEditor] = useState<Editor | null>(null);
  const [recordId, setRecordId] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const records = useQuery({ queryKey: ['printDev', 'records', modelId], queryFn: () => formRecords(modelId!), enabled: !!modelId });
  const fields = useQuery({ queryKey: ['printDev', 'fields', modelId], queryFn: () => templateFields(modelId!), enabled: !!modelId });
  const mainFields = (fields.data?.find((g) => g.id === 'headTable')?.children ?? []).map((f) => f.field ?? '');
  const html = typeof p.value === 'string' ? p.value : '';
  const locked = p.disabled || p.readonly;
  return (
    <div data-print-template-editor>
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text>{t('record')}</Typography.Text>
        <Select style={{ width: 280 }} aria-label={t('record')} placeholder={t('recordPlaceholder')} disabled={!modelId}
          loading={records.isLoading} value={recordId} onChange={setRecordId} showSearch optionFilterProp="label"
          options={(records.data ?? []).map((r) => ({ value: String(r.id), label: recordLabel(r, mainFields) }))} />
        <Button data-testid="print-template-preview" icon={<EyeOutlined />} disabled={!modelId || !recordId} onClick={() => setPreviewing(true)}>{t('preview')}</Button>
      </Space>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <RichTextEditor mode="print" value={html} readOnly={locked} id={p.id} ariaLabel={p.label} invalid={(p.rawErrors?.length ?? 0) > 0}
            minHeight={420} maxHeight={640} onEditor={setEditor}
            onChange={(next) => p.onChange(next === '' ? undefined : next)} />
        </div>
        {!locked && (
          <div style={{ width: 260, flex: 'none', maxHeight: 700, overflowY: 'auto' }} aria-label={t('fields')} role="region">
            <FieldPanel modelId={modelId} editor={editor} />
          </div>
        )}
      </div>
      {previewing && modelId && recordId && (
        <PrintPreviewDialog templateId="" recordIds={[recordId]} title={typeof values.fullName === 'string' ? values.fullName : undefined}
          zIndex={2000} onClose={() => setPreviewing(false)}
          load={() => previewTemplate({ modelId, formId: recordId, printTemplate: html,
            fullName: typeof values.fullName === 'string' ? values.fullName : undefined })} />
      )}
    </div>
  );
}
