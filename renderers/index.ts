/**
 * The field registry with every built-in kind registered. Import from here (not from the kind modules) so the
 * registrations have run.
 */
import './kinds/text';
import './kinds/number';
import './kinds/switch';
import './kinds/choice';
import './kinds/datetime';
import './kinds/static';
import './kinds/system';
import './kinds/table';
import './kinds/pickers';
import './kinds/widgets';
import { compileForm } from '../src/engine/form/compile';
import { valueSchemaOf } from '../src/engine/form/kinds';
import type { CompileOptions, CompiledForm } from '../src/engine/form/types';
import type { FormDefinition } from '../src/engine/types';
import { CONTAINER_RENDERERS } from './layout/LayoutTree';
import { getField } from './registry';

export * from './registry';
export { UnknownField } from './UnknownField';
export { LayoutTree } from './layout/LayoutTree';
export { LoomForm, type LoomFormHandle, type LoomFormProps } from './form/LoomForm';
export { DetailView } from './detail/DetailView';
export { RecordDetailDialog, type RecordDetailDialogProps } from './detail/RecordDetailDialog';
export { useFieldOptions, dictionaryKey } from './options/useOptions';
export { formMessages } from './i18n';

/** Whether the web can draw a kind: a registered field kind or a layout container. */
export function isRenderable(kind: string): boolean {
  return !!getField(kind) || CONTAINER_RENDERERS.has(kind);
}

/** compileForm with the registry deciding which kinds are known and what their values look like. */
export function compileForWeb(definition: FormDefinition, opts: Omit<CompileOptions, 'isKnown' | 'valueSchema'> = {}): CompiledForm {
  return compileForm(definition, {
    ...opts,
    isKnown: isRenderable,
    valueSchema: (kind, field) => getField(kind)?.value(field) ?? valueSchemaOf(kind, field),
  });
}
