/**
 * One field of the generated form: its label frame and the registry's input for its kind, reading its value and its
 * messages from the form model and writing through it. It subscribes to its own field only, so a keystroke renders
 * the edited field (and the fields that read it) in the keystroke's own commit, and nothing else. A sub-table's cells
 * read and write their own cells in the model: the table is drawn again when its rows come or go, not on a keystroke
 * in one of its cells.
 */
import { memo, useCallback, useContext, useMemo } from 'react';
import { loomOptions, type FieldNode, type JsonSchema } from '../../src/engine/form/types';
import type { ErrorTree } from '../../src/engine/form/model';
import { renderView } from '../registry';
import { FieldFrame } from './frame';
import { FormSettingsContext } from './settings';
import { FormValuesContext, useFieldErrors, useFormValue, useRowKeysOf } from './values';

/** Id of a field's input (`root_<name>`, the ids saved forms and tests find fields by). */
export const fieldIdOf = (name: string) => `root_${name}`;
/** Id of the element holding a field's label (group widgets point aria-labelledby at it). */
export const labelIdOf = (id: string) => `${id}__label`;

const NONE: string[] = [];

export const ModelField = memo(function ModelField({ node }: { node: FieldNode }) {
  const settings = useContext(FormSettingsContext)!;
  const model = useContext(FormValuesContext)!;
  const { name, kind } = node;
  const rows = settings.compiled.subTables[name] !== undefined;
  const watched = useFormValue(rows ? undefined : name);
  useRowKeysOf(rows ? name : undefined);
  const value = rows ? model.get(name) : watched;
  const tree = useFieldErrors(name);
  const onChange = useCallback((next: unknown) => model.set(name, next), [model, name]);
  // The field's own messages sit under it; a sub-table's cell messages go to the table, which shows them per cell.
  const [own, nested] = useMemo(() => split(tree), [tree]);
  const { compiled } = settings;
  const options = loomOptions(compiled.uiSchema[name]);
  const id = fieldIdOf(name);
  // Every field node the compiler lays out has its options; the registry draws the kind or names it as unknown.
  if (!options) return renderView(kind, 'detail', { field: node.field, value }, { path: node.path, unknown: true });
  // System kinds (creator, modified time …) are filled by the server: shown, never edited.
  const schema = (compiled.schema.properties?.[name] ?? {}) as JsonSchema;
  const readonly = settings.readonly || schema.readOnly === true;
  // A sub-table draws its own title; a field with showLabel false is named by aria-label instead.
  const labelled = options.showLabel && kind !== 'table';
  return (
    <FieldFrame id={id} label={labelled ? <span id={labelIdOf(id)}>{options.label}</span> : undefined}
      required={options.required} errors={own} labelWidth={settings.labelWidth} labelPosition={settings.labelPosition}>
      {renderView(kind, 'input', {
        id, field: options.field, value, onChange, disabled: settings.disabled, readonly, invalid: own.length > 0,
        labelId: labelIdOf(id), errors: nested, ariaLabel: labelled ? undefined : options.label,
      }, { path: options.path })}
    </FieldFrame>
  );
});

function split(tree: ErrorTree | undefined): [string[], ErrorTree | undefined] {
  if (!tree) return [NONE, undefined];
  const { __errors, ...nested } = tree;
  return [__errors?.length ? __errors : NONE, Object.keys(nested).length ? nested : undefined];
}
