/**
 * The frame of the Loom form in rjsf: the root object is drawn from the compiled layout tree (so rows, cards and tabs
 * survive), and every field gets a label frame (findable by label text) with the required star and its error message.
 *
 * Speed (issue 3 item 10): the layout is drawn once and never re-rendered by a keystroke. Each field sits in a slot
 * that re-renders on its own: in the commit of the edit when its value changes (it subscribes to the form-values
 * store, which the field adapter updates in the same event), and after any other commit whose props for that field
 * changed (errors after a submit, disabled, a calculated value written by the form). The first commit draws about
 * one screen of fields and the rest follow in small interruptible batches (reveal.ts).
 */
import { memo, useContext, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import {
  deepEquals, toFieldPathId, type ErrorSchema, type FieldPathId, type FieldProps, type FieldTemplateProps, type Registry,
  type RJSFSchema, type UiSchema,
} from '@rjsf/utils';
import { loomOptions, type FieldNode } from '../../src/engine/form/types';
import { LayoutTree, PaneOpenContext } from '../layout/LayoutTree';
import type { LoomFormContext } from './context';
import { FieldFrame } from './frame';
import { useFreshErrors } from './freshErrors';
import { pendingHeight, Reveal, rowsOf } from './reveal';
import { useFormValue } from './values';

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
  // A sub-table draws its own title; a field with showLabel false is named by aria-label instead.
  const labelled = options.showLabel && options.kind !== 'table';
  return (
    <FieldFrame id={id} label={labelled ? <span id={labelIdOf(id)}>{options.label}</span> : undefined}
      required={options.required} errors={errors} labelWidth={ctx.labelWidth} labelPosition={ctx.labelPosition}>
      {children}
    </FieldFrame>
  );
}

type Row = Record<string, unknown>;

/** What every field of the root object gets alike from rjsf: one object while none of its parts changes. */
interface Shared {
  schema: RJSFSchema;
  uiSchema: Row;
  registry: Registry;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  disabled?: boolean;
  readonly?: boolean;
  hideError?: boolean;
  parentPath: FieldPathId;
}

/** What a field was last drawn from. */
interface Drawn { shared: Shared; value: unknown; errors: unknown }

const sameShared = (a: Shared, b: Shared) => (Object.keys(b) as (keyof Shared)[]).every((k) => Object.is(a[k], b[k]));
const sameErrors = (a: unknown, b: unknown) => Object.is(a, b) || (!!a && !!b && typeof a === 'object' && typeof b === 'object' && deepEquals(a, b));

/**
 * The latest props of the root object, and the slots that draw its fields. rjsf's own ObjectField builds every
 * field's element on every change (resolving the schema and the ui options of all of them) and left the slots to
 * compare 200 sets of props after each keystroke; here a slot draws its own field from these props, and after a
 * commit only a field whose value, errors or shared props changed is drawn again.
 */
class FieldSlots {
  private shared: Shared | null = null;
  /** Labels above their fields (the form's labelPosition): a waiting field keeps room for the label too. */
  private labelOnTop = false;
  private formData: Row = {};
  private errorSchema: Row | undefined;
  private readonly paths = new Map<string, FieldPathId>();
  private readonly shown = new Map<string, { drawn: Drawn; refresh: () => void }>();
  /** Which fields are drawn now and which wait for a batch. */
  readonly reveal = new Reveal();

  update(props: FieldProps) {
    // The schemas as compiled (what the form gave rjsf): rjsf hands the root a fresh copy of both on every change.
    const { compiled, labelPosition } = props.registry.formContext as LoomFormContext;
    this.labelOnTop = labelPosition === 'top';
    const next: Shared = {
      schema: compiled.schema as RJSFSchema, uiSchema: compiled.uiSchema as Row, registry: props.registry, onChange: props.onChange,
      onBlur: props.onBlur, onFocus: props.onFocus, disabled: props.disabled, readonly: props.readonly,
      hideError: props.hideError, parentPath: props.fieldPathId,
    };
    if (!this.shared || !sameShared(this.shared, next)) {
      if (this.shared?.registry !== next.registry || this.shared.parentPath !== next.parentPath) this.paths.clear();
      this.shared = next;
    }
    this.formData = (props.formData ?? {}) as Row;
    this.errorSchema = props.errorSchema as Row | undefined;
  }

  drawn(name: string): Drawn {
    return { shared: this.shared!, value: this.formData[name], errors: this.errorSchema?.[name] };
  }

  /** The field's SchemaField, with the props rjsf's ObjectField would give it. */
  content(name: string): ReactNode {
    const shared = this.shared!;
    const { schema, registry } = shared;
    const { SchemaField } = registry.fields;
    let path = this.paths.get(name);
    if (!path) {
      path = toFieldPathId(name, registry.globalFormOptions, shared.parentPath.path);
      this.paths.set(name, path);
    }
    const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
    return (
      <SchemaField name={name} required={Array.isArray(schema.required) && schema.required.includes(name)}
        schema={properties[name] ?? {}} uiSchema={shared.uiSchema[name] as UiSchema | undefined}
        errorSchema={this.errorSchema?.[name] as ErrorSchema | undefined} fieldPathId={path} formData={this.formData[name]}
        onChange={shared.onChange} onBlur={shared.onBlur} onFocus={shared.onFocus} registry={registry}
        disabled={shared.disabled} readonly={shared.readonly} hideError={shared.hideError} />
    );
  }

  showing(name: string, drawn: Drawn, refresh: () => void) {
    this.shown.set(name, { drawn, refresh });
  }

  forget(name: string) {
    this.shown.delete(name);
  }

  /** After a commit: slots drawn from props that changed since are drawn again. */
  refreshStale() {
    for (const [name, { drawn, refresh }] of this.shown) {
      if (drawn.shared !== this.shared || !Object.is(drawn.value, this.formData[name]) || !sameErrors(drawn.errors, this.errorSchema?.[name])) refresh();
    }
  }

  renderField = (node: FieldNode) => (
    <FieldSlot name={node.name} rows={rowsOf(node)} slots={this} pending={pendingHeight(node.kind, this.labelOnTop)} />
  );
}

const FieldSlot = memo(function FieldSlot({ name, rows, slots, pending }: { name: string; rows: number; slots: FieldSlots; pending: number }) {
  // Subscribed so the edit of this field re-renders it in the keystroke's own commit.
  useFormValue(name);
  const { reveal } = slots;
  const open = useContext(PaneOpenContext);
  const [shown, setShown] = useState(() => reveal.claim(name, rows, !open));
  // A closed pane opening draws its waiting fields in the commit that opens it.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open && !shown) setShown(true);
  }
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => (shown ? undefined : reveal.wait(name, !open, () => setShown(true))), [reveal, name, shown, open]);
  const drawn = shown ? slots.drawn(name) : null;
  const content = shown ? slots.content(name) : null;
  useLayoutEffect(() => {
    if (drawn) slots.showing(name, drawn, refresh);
  });
  useLayoutEffect(() => () => slots.forget(name), [slots, name]);
  // A field waiting for its batch keeps about the room it will take on screen, with the frame's margin. (Off screen a
  // drawn field is smaller until it scrolls near: form.css. A .loom-field placeholder would follow that, but 180 more
  // content-visibility elements cost the first paint of a 200-field form ~60 ms in Chromium.)
  return shown ? <>{content}</> : <div style={{ height: pending + 16 }} aria-hidden />;
});

/** The root object: the compiled layout tree, drawn once, with a slot per field (see FieldSlots). */
function RootObjectField(props: FieldProps) {
  const ctx = props.registry.formContext as LoomFormContext;
  const [slots] = useState(() => new FieldSlots());
  slots.update(props);
  // Runs after the slots' own layout effects (children first), so it sees what each slot shows now. After the first
  // commit the fields that wait start to be drawn.
  useLayoutEffect(() => {
    slots.refreshStale();
    slots.reveal.start();
  });
  return <LayoutTree nodes={ctx.compiled.layout} renderField={slots.renderField} gutter={ctx.gutter} />;
}

const RjsfObjectField = getDefaultRegistry().fields.ObjectField;

/**
 * rjsf's ObjectField for the root record is the layout above. The compiled schema of a form has no conditional parts,
 * so every field's schema is its property; any other object (none is compiled today) is rjsf's own.
 */
export function LoomObjectField(props: FieldProps) {
  return props.fieldPathId.path.length === 0 && (props.registry.formContext as LoomFormContext | undefined)?.compiled
    ? <RootObjectField {...props} />
    : <RjsfObjectField {...props} />;
}
