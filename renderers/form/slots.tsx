/**
 * The body of the generated form: the compiled layout tree (rows, cards, tabs, collapses, table grids), drawn once
 * and never re-rendered by a keystroke, with a slot per field. The first commit draws about one screen of fields
 * and the rest follow in small interruptible batches (reveal.ts); a slot that waits keeps about the room its field
 * will take. Every field reads its own value from the form model (field.tsx), so a field drawn late shows what the
 * record holds.
 */
import { memo, useCallback, useContext, useLayoutEffect, useState } from 'react';
import type { FieldNode, LayoutNode } from '../../src/engine/form/types';
import { LayoutTree, PaneOpenContext } from '../layout/LayoutTree';
import { ModelField } from './field';
import { pendingHeight, Reveal, rowsOf } from './reveal';

const FieldSlot = memo(function FieldSlot({ node, reveal, labelOnTop }: { node: FieldNode; reveal: Reveal; labelOnTop: boolean }) {
  const { name } = node;
  const open = useContext(PaneOpenContext);
  const [shown, setShown] = useState(() => reveal.claim(name, rowsOf(node), !open));
  // A closed pane opening draws its waiting fields in the commit that opens it.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open && !shown) setShown(true);
  }
  useLayoutEffect(() => (shown ? undefined : reveal.wait(name, !open, () => setShown(true))), [reveal, name, shown, open]);
  // A field waiting for its batch keeps about the room it will take on screen, with the frame's margin. (Off screen a
  // drawn field is smaller until it scrolls near: form.css. A .loom-field placeholder would follow that, but 180 more
  // content-visibility elements cost the first paint of a 200-field form ~60 ms in Chromium.)
  return shown ? <ModelField node={node} /> : <div style={{ height: pendingHeight(node.kind, labelOnTop) + 16 }} aria-hidden />;
});

export interface FormBodyProps {
  layout: LayoutNode[];
  gutter: number;
  labelOnTop: boolean;
}

/** The layout with its field slots; after the first commit the fields that wait start to be drawn. */
export const FormBody = memo(function FormBody({ layout, gutter, labelOnTop }: FormBodyProps) {
  const [reveal] = useState(() => new Reveal());
  const renderField = useCallback((node: FieldNode) => <FieldSlot node={node} reveal={reveal} labelOnTop={labelOnTop} />, [reveal, labelOnTop]);
  // Runs after the slots' own layout effects (children first), so every waiting slot is registered.
  useLayoutEffect(() => reveal.start(), [reveal]);
  return <LayoutTree nodes={layout} renderField={renderField} gutter={gutter} />;
});
