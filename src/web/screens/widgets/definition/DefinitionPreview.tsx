/**
 * The live preview beside the definition editor: the form drawn by the same renderers the generated pages use
 * (compileForWeb + LoomForm), or the list's search fields, toolbar, columns and row buttons as compileList makes them.
 * A definition that cannot be read yet (while typing) keeps the last preview that could be drawn.
 */
import { Component, useMemo, useRef, type ReactNode } from 'react';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { compileList } from '../../../../engine/list';
import type { ColumnData, FormDefinition } from '../../../../engine/types';
import { compileForWeb, isRenderable, LoomForm } from '../../../../../renderers';
import type { EditorTexts } from './texts';

class PreviewBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  render() { return this.state.failed ? this.props.fallback : this.props.children; }
}

function parse<T>(text: string): T | null {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? v as T : null;
  } catch {
    return null;
  }
}

const noop = () => undefined;

function FormPreview({ definition }: { definition: FormDefinition }) {
  const compiled = useMemo(() => compileForWeb(definition), [definition]);
  const record = useRef<Record<string, unknown>>({});
  return <LoomForm compiled={compiled} formData={record.current} onSubmit={noop} />;
}

function ListPreview({ columns, form, texts }: { columns: ColumnData; form: FormDefinition | null; texts: EditorTexts }) {
  const list = useMemo(() => compileList(columns, form ? compileForWeb(form) : null, { isKnown: isRenderable }), [columns, form]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {list.searchFields.length > 0 && (
        <div data-testid="definition-preview-search">
          <Typography.Text type="secondary">{texts.search}: </Typography.Text>
          {list.searchFields.map((f) => <Tag key={f.prop}>{f.label}</Tag>)}
        </div>
      )}
      <Space wrap>{list.buttons.map((b) => <Button key={b.value} size="small">{b.label}</Button>)}</Space>
      <Table size="small" rowKey="id" dataSource={[]} pagination={false} scroll={{ x: true }} locale={{ emptyText: texts.noData }}
        columns={[...list.columns.map((c) => ({ key: c.prop, title: c.label, width: c.width, align: c.align })),
          ...(list.rowButtons.length ? [{ key: '__actions', title: list.rowButtons.map((b) => b.label).join(' / ') }] : [])]} />
    </Space>
  );
}

export function DefinitionPreview({ document, formText, columnText, texts }: {
  document: 'formData' | 'columnData'; formText: string; columnText: string; texts: EditorTexts;
}) {
  const form = useMemo(() => parse<FormDefinition>(formText), [formText]);
  const columns = useMemo(() => parse<ColumnData>(columnText), [columnText]);
  // The last definition that could be drawn stays while the text is not JSON.
  const last = useRef<{ form: FormDefinition | null; columns: ColumnData | null }>({ form: null, columns: null });
  if (form && Array.isArray(form.fields)) last.current.form = form;
  if (columns) last.current.columns = columns;
  const unavailable = <Alert type="info" showIcon title={texts.previewUnavailable} />;
  const shown = document === 'formData' ? last.current.form : last.current.columns;
  const key = document === 'formData' ? JSON.stringify(last.current.form) : JSON.stringify([last.current.columns, last.current.form]);
  return (
    <div data-testid={`definition-preview-${document}`} style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: 12,
      height: '100%', overflow: 'auto' }}>
      <Typography.Text strong>{document === 'formData' ? texts.formPreview : texts.listPreview}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {!shown ? unavailable : (
          <PreviewBoundary key={key} fallback={unavailable}>
            {document === 'formData'
              ? <FormPreview definition={last.current.form!} />
              : <ListPreview columns={last.current.columns!} form={last.current.form} texts={texts} />}
          </PreviewBoundary>
        )}
      </div>
    </div>
  );
}
