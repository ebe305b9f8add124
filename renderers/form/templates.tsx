/**
 * rjsf templates of the Loom form: the root object is drawn from the compiled layout tree (so rows, cards and tabs
 * survive), and every field gets an antd Form.Item with its label (findable by label text), the required star and
 * its error message.
 */
import { useCallback } from 'react';
import { Form } from 'antd';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { loomOptions, type FieldNode } from '../../src/engine/form/types';
import { LayoutTree } from '../layout/LayoutTree';
import type { LoomFormContext } from './context';
import { useFreshErrors } from './freshErrors';

/** Id of the element holding a field's label (group widgets point aria-labelledby at it). */
export const labelIdOf = (id: string) => `${id}__label`;

export function LoomFieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, uiSchema, hidden, registry, formData } = props;
  const options = loomOptions(uiSchema);
  const errors = useFreshErrors(rawErrors, formData);
  if (hidden) return <div hidden>{children}</div>;
  // The root object (and anything not compiled by us) just renders its content.
  if (!options?.kind) return <>{children}</>;
  const ctx = registry.formContext as LoomFormContext;
  const top = ctx.labelPosition === 'top';
  // A sub-table draws its own title; a field with showLabel false is named by aria-label instead.
  const labelled = options.showLabel && options.kind !== 'table';
  return (
    <Form.Item
      label={labelled ? <span id={labelIdOf(id)}>{options.label}</span> : undefined}
      htmlFor={id}
      required={options.required}
      validateStatus={errors.length ? 'error' : undefined}
      help={errors.length ? errors.join(' ') : undefined}
      labelCol={!labelled || top ? undefined : { flex: `${ctx.labelWidth}px` }}
      wrapperCol={!labelled || top ? undefined : { flex: 1 }}
      layout={top ? 'vertical' : 'horizontal'}
      labelAlign={ctx.labelPosition === 'left' ? 'left' : 'right'}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Form.Item>
  );
}

export function LayoutObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, registry } = props;
  const ctx = registry.formContext as LoomFormContext;
  const byName = new Map(properties.map((p) => [p.name, p.content]));
  const renderField = useCallback((node: FieldNode) => byName.get(node.name) ?? null, [byName]);
  return <LayoutTree nodes={ctx.compiled.layout} renderField={renderField} gutter={ctx.gutter} />;
}
