/**
 * rjsf fields built from the registry: one adapter per kind maps rjsf's FieldProps onto the registry's
 * FieldInputProps (Formily's `connect`/`mapProps` idea), plus the unknown-kind field and the root object (templates.tsx).
 */
import { memo, useCallback, useContext, type ComponentType } from 'react';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { UNKNOWN_FIELD } from '../../src/engine/form/compile';
import { loomOptions } from '../../src/engine/form/types';
import { getField, registeredKinds, registryVersion } from '../registry';
import { UnknownField } from '../UnknownField';
import { labelIdOf, LoomObjectField } from './templates';
import { FormValuesContext } from './values';

function adapterFor(kind: string): ComponentType<FieldProps> {
  const Adapter = (props: FieldProps) => {
    const { onChange, fieldPathId } = props;
    const path = fieldPathId.path;
    const values = useContext(FormValuesContext);
    // Readers of a top-level field (calculations, relation attributes) learn of the change in this same event, so
    // they re-render in the commit of the edit rather than in one of their own.
    const handle = useCallback((value: unknown) => {
      if (path.length === 1) values?.setField(String(path[0]), value);
      onChange(value, path);
    }, [onChange, path, values]);
    const options = loomOptions(props.uiSchema);
    const renderer = getField(kind);
    if (!renderer || !options) return <UnknownField kind={kind} path={options?.path ?? fieldPathId.$id} />;
    const Input = renderer.input;
    return (
      <Input id={fieldPathId.$id} field={options.field} value={props.formData} onChange={handle}
        disabled={props.disabled} readonly={props.readonly} invalid={(props.rawErrors?.length ?? 0) > 0}
        labelId={labelIdOf(fieldPathId.$id)} errors={props.errorSchema}
        ariaLabel={options.showLabel && kind !== 'table' ? undefined : options.label} />
    );
  };
  Adapter.displayName = `LoomField(${kind})`;
  return memo(Adapter);
}

function UnknownKindField(props: FieldProps) {
  const options = loomOptions(props.uiSchema);
  return <UnknownField kind={options?.kind ?? '?'} path={options?.path ?? props.fieldPathId.$id} />;
}

let cache: { version: number; fields: RegistryFieldsType } | null = null;

/** rjsf `fields` for every registered kind (built once per registry version so components keep their identity). */
export function loomFields(): RegistryFieldsType {
  if (cache?.version === registryVersion()) return cache.fields;
  const fields: RegistryFieldsType = { [UNKNOWN_FIELD]: UnknownKindField, ObjectField: LoomObjectField };
  for (const kind of registeredKinds()) fields[kind] = adapterFor(kind);
  cache = { version: registryVersion(), fields };
  return fields;
}
