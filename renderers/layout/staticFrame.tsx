/**
 * Display elements that stand in a field's label frame: those whose kind spec says `labelled` (the QR code and the
 * barcode, for which the 3.4.7 palette writes `showLabel: true`); divider, group title, alert, button, text and link
 * are written unlabelled and are drawn across the row whatever their config holds. Who draws the frame
 * (the form's FieldFrame, the detail view's label column) is the caller's: the layout only says where.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { StaticNode } from '../../src/engine/form/types';
import { kindSpec } from '../../src/engine/kinds';

/** The label a display element is drawn with, or undefined when it stands without one. */
export function staticLabelOf(node: StaticNode): string | undefined {
  if (!kindSpec(node.kind)?.labelled) return undefined;
  const cfg = node.field.__config__;
  if (cfg?.showLabel === false) return undefined;
  const label = cfg?.label;
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}

/** Draws a labelled display element's body inside the caller's label frame. */
export type StaticFrame = (node: StaticNode, label: string, body: ReactNode) => ReactNode;

export const StaticFrameContext = createContext<StaticFrame | null>(null);

/** A display element, in the label frame of the view around it when it has a label. */
export function FramedStatic({ node, children }: { node: StaticNode; children: ReactNode }) {
  const frame = useContext(StaticFrameContext);
  const label = staticLabelOf(node);
  return <>{frame && label !== undefined ? frame(node, label, children) : children}</>;
}
