/**
 * Compiling a form definition for the web: the registry decides which kinds are known and what their values look
 * like. Apart from index.ts so that views needing it (the detail dialog, opened from the relation picker) do not
 * import the module that registers every kind, which imports them back.
 */
import { compileForm } from '../src/engine/form/compile';
import { valueSchemaOf } from '../src/engine/form/kinds';
import type { CompileOptions, CompiledForm } from '../src/engine/form/types';
import type { FormDefinition } from '../src/engine/types';
import { CONTAINER_RENDERERS } from './layout/LayoutTree';
import { getField } from './registry';

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
