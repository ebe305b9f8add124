/**
 * The read-only detail view of a record: the form's layout with each field's registry `detail` view. Fields hidden
 * by noShow, visibility or the form permission list are already out of the compiled layout; relation attributes
 * leave with their relation and hidden sub-table columns leave the sub-table (visibility.ts).
 */
import { useCallback, useMemo } from 'react';
import { Form } from 'antd';
import type { CompiledForm, FieldNode } from '../../src/engine/form/types';
import { LayoutTree } from '../layout/LayoutTree';
import { StaticFrameContext, type StaticFrame } from '../layout/staticFrame';
import { renderView } from '../registry';
import { detailLayout, visibleTableField } from './visibility';
import { FormValuesContext, createFormValues } from '../form/values';
import { buildCalcGraph } from '../../src/engine/form/calc';

export interface DetailViewProps {
  compiled: CompiledForm;
  record: Record<string, unknown>;
}

export function DetailView({ compiled, record }: DetailViewProps) {
  const labelWidth = typeof compiled.definition.labelWidth === 'number' ? compiled.definition.labelWidth : 100;
  const layout = useMemo(() => detailLayout(compiled), [compiled]);
  const renderField = useCallback((node: FieldNode) => {
    const entry = compiled.index[node.name];
    const field = node.kind === 'table' ? visibleTableField(compiled, node) : node.field;
    const view = renderView(node.kind, 'detail', { field, value: record[node.name] }, { path: node.path });
    if (node.kind === 'table' || entry?.field.__config__.showLabel === false) {
      return <div style={{ marginBottom: 16 }} data-field={node.name}>{view}</div>;
    }
    return (
      <Form.Item label={entry?.label ?? node.name} labelCol={{ flex: `${labelWidth}px` }} wrapperCol={{ flex: 1 }}
        style={{ marginBottom: 12 }}>
        <div data-field={node.name}>{view}</div>
      </Form.Item>
    );
  }, [compiled, record, labelWidth]);
  // A QR code or barcode stands in the same label column as the fields around it.
  const staticFrame = useCallback<StaticFrame>((_node, label, body) => (
    <Form.Item label={label} labelCol={{ flex: `${labelWidth}px` }} wrapperCol={{ flex: 1 }} style={{ marginBottom: 12 }}>
      {body}
    </Form.Item>
  ), [labelWidth]);
  // Fields that read other fields (relation attributes, calculations) find the record here, as in the form.
  const values = useMemo(() => createFormValues(record, compiled.index, { graph: buildCalcGraph(compiled.definition.fields) }),
    [record, compiled]);
  return (
    <FormValuesContext.Provider value={values}>
      <StaticFrameContext.Provider value={staticFrame}>
        <LayoutTree nodes={layout} renderField={renderField} gutter={compiled.definition.gutter} />
      </StaticFrameContext.Provider>
    </FormValuesContext.Provider>
  );
}
