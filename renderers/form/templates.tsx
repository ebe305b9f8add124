/**
 * rjsf templates of the Loom form: the root object is drawn from the compiled layout tree (so rows, cards and tabs
 * survive), and every field gets a label frame (findable by label text) with the required star and its error message.
 *
 * Speed (issue 3 item 10): the layout is drawn once and never re-rendered by a keystroke. Each field sits in a slot
 * that re-renders on its own: in the commit of the edit when its value changes (it subscribes to the form-values
 * store, which the field adapter updates in the same event), and after any other commit whose props for that field
 * changed (errors after a submit, disabled, a calculated value written by the form). The first commit draws about
 * one screen of fields and the rest follow in small interruptible batches (reveal.ts).
 */
import { memo, useContext, useLayoutEffect, useReducer, useState, type ReactElement, type ReactNode } from 'react';
import { deepEquals, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { loomOptions, type FieldNode } from '../../src/engine/form/types';
import { LayoutTree, PaneOpenContext } from '../layout/LayoutTree';
import type { LoomFormContext } from './context';
import { FieldFrame } from './frame';
import { useFreshErrors } from './freshErrors';
import { Reveal, rowsOf } from './reveal';
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

type Props = Record<string, unknown>;

/**
 * Whether rjsf's property would render the same. Like rjsf's own SchemaField memo (its deepEquals holds any two
 * functions equal), callbacks count as the same, and schema objects, rebuilt on every change, count by content.
 */
function sameProps(a: Props, b: Props): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y) || (typeof x === 'function' && typeof y === 'function')) continue;
    if (x && y && typeof x === 'object' && typeof y === 'object' && key !== 'formData' && key !== 'registry' && deepEquals(x, y)) continue;
    return false;
  }
  return true;
}

/** The field contents of the latest render of the root object, and the slots that show them. */
class FieldSlots {
  private contents = new Map<string, ReactNode>();
  private readonly shown = new Map<string, { content: ReactNode; refresh: () => void }>();
  /** Which fields are drawn now and which wait for a batch. */
  readonly reveal = new Reveal();

  update(properties: ObjectFieldTemplateProps['properties']) {
    this.contents = new Map(properties.map((p) => [p.name, p.content]));
  }

  content(name: string): ReactNode {
    return this.contents.get(name) ?? null;
  }

  showing(name: string, content: ReactNode, refresh: () => void) {
    this.shown.set(name, { content, refresh });
  }

  forget(name: string) {
    this.shown.delete(name);
  }

  /** After a commit: slots still showing content that would render differently are re-rendered. */
  refreshStale() {
    for (const [name, { content, refresh }] of this.shown) {
      const now = this.content(name);
      if (now === content) continue;
      const before = content as ReactElement<Props> | null;
      const after = now as ReactElement<Props> | null;
      if (!before || !after || before.type !== after.type || !sameProps(before.props, after.props)) refresh();
    }
  }

  renderField = (node: FieldNode) => <FieldSlot name={node.name} rows={rowsOf(node)} slots={this} />;
}

const FieldSlot = memo(function FieldSlot({ name, rows, slots }: { name: string; rows: number; slots: FieldSlots }) {
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
  const content = shown ? slots.content(name) : null;
  useLayoutEffect(() => {
    if (shown) slots.showing(name, content, refresh);
  });
  useLayoutEffect(() => () => slots.forget(name), [slots, name]);
  return <>{content}</>;
});

export function LayoutObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, registry } = props;
  const ctx = registry.formContext as LoomFormContext;
  const [slots] = useState(() => new FieldSlots());
  slots.update(properties);
  // Runs after the slots' own layout effects (children first), so it sees what each slot shows now. After the first
  // commit the fields that wait start to be drawn.
  useLayoutEffect(() => {
    slots.refreshStale();
    slots.reveal.start();
  });
  return <LayoutTree nodes={ctx.compiled.layout} renderField={slots.renderField} gutter={ctx.gutter} />;
}
