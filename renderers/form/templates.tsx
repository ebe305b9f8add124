/**
 * rjsf templates of the Loom form: the root object is drawn from the compiled layout tree (so rows, cards and tabs
 * survive), and every field gets an antd Form.Item with its label (findable by label text), the required star and
 * its error message.
 */
import { memo, useCallback } from 'react';
import { Form } from 'antd';
import type { FieldTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';
import { loomOptions, type FieldNode } from '../../src/engine/form/types';
import { LayoutTree } from '../layout/LayoutTree';
import type { LoomFormContext } from './context';
import { useFreshErrors } from './freshErrors';

/** Id of the element holding a field's label (group widgets point aria-labelledby at it). */
export const labelIdOf = (id: string) => `${id}__label`;

function FieldFrame(props: FieldTemplateProps) {
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

const sameErrors = (a: string[] | undefined, b: string[] | undefined) =>
  a === b || ((a?.length ?? 0) === 0 && (b?.length ?? 0) === 0) || (!!a && !!b && a.join('\n') === b.join('\n'));

/**
 * rjsf re-renders every field's template on every change; an antd Form.Item is costly to re-render (and commits a
 * second time from its own effects), so a field whose value, errors and settings are unchanged keeps its frame. The
 * field component inside is memoised on the same inputs, so nothing it shows can go stale.
 */
export const LoomFieldTemplate = memo(FieldFrame, (a, b) => (process.env.DBG && console.log('DIFF', a.id, Object.keys(a).filter((k) => (a as unknown as Record<string, unknown>)[k] !== (b as unknown as Record<string, unknown>)[k]).join(','))) ||
  a.id === b.id && a.formData === b.formData && sameErrors(a.rawErrors, b.rawErrors) && a.schema === b.schema &&
  a.uiSchema === b.uiSchema && a.disabled === b.disabled && a.readonly === b.readonly && a.hidden === b.hidden &&
  a.required === b.required && a.registry === b.registry);

export function LayoutObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, registry } = props;
  const ctx = registry.formContext as LoomFormContext;
  const byName = new Map(properties.map((p) => [p.name, p.content]));
  const renderField = useCallback((node: FieldNode) => byName.get(node.name) ?? null, [byName]);
  return <LayoutTree nodes={ctx.compiled.layout} renderField={renderField} gutter={ctx.gutter} />;
}
