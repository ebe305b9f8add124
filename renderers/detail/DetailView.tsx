/** The read-only detail view of a record: the form's layout with each field's registry `detail` view. */
import { useCallback } from 'react';
import { Form } from 'antd';
import type { CompiledForm, FieldNode } from '../../src/engine/form/types';
import { LayoutTree } from '../layout/LayoutTree';
import { getField } from '../registry';
import { UnknownField } from '../UnknownField';

export interface DetailViewProps {
  compiled: CompiledForm;
  record: Record<string, unknown>;
}

export function DetailView({ compiled, record }: DetailViewProps) {
  const labelWidth = typeof compiled.definition.labelWidth === 'number' ? compiled.definition.labelWidth : 100;
  const renderField = useCallback((node: FieldNode) => {
    const renderer = getField(node.kind);
    const entry = compiled.index[node.name];
    const view = renderer
      ? <renderer.detail field={node.field} value={record[node.name]} />
      : <UnknownField kind={node.kind} path={node.path} />;
    if (node.kind === 'table' || entry?.field.__config__.showLabel === false) return <div style={{ marginBottom: 16 }}>{view}</div>;
    return (
      <Form.Item label={entry?.label ?? node.name} labelCol={{ flex: `${labelWidth}px` }} wrapperCol={{ flex: 1 }}
        style={{ marginBottom: 12 }}>
        <div data-field={node.name}>{view}</div>
      </Form.Item>
    );
  }, [compiled, record, labelWidth]);
  return <LayoutTree nodes={compiled.layout} renderField={renderField} />;
}
