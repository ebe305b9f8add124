/**
 * A labelled display element of the form (QR code, barcode) in the same label frame as every other field, with the
 * form's label width and position. It stores nothing, so it has no errors and no required star; its label names the
 * group the code is drawn in.
 */
import { useContext, type ReactNode } from 'react';
import type { StaticNode } from '../../src/engine/form/types';
import type { StaticFrame } from '../layout/staticFrame';
import { FieldFrame } from './frame';
import { labelIdOf } from './field';
import { FormSettingsContext } from './settings';

const NONE: string[] = [];

function StaticFieldFrame({ node, label, children }: { node: StaticNode; label: string; children: ReactNode }) {
  const settings = useContext(FormSettingsContext);
  const id = `static_${node.path.replace(/[^\w-]/g, '_')}`;
  return (
    <FieldFrame id={id} label={<span id={labelIdOf(id)}>{label}</span>} errors={NONE}
      labelWidth={settings?.labelWidth ?? 100} labelPosition={settings?.labelPosition ?? 'right'}>
      <div id={id} role="group" aria-labelledby={labelIdOf(id)}>{children}</div>
    </FieldFrame>
  );
}

export const staticFieldFrame: StaticFrame = (node, label, body) => <StaticFieldFrame node={node} label={label}>{body}</StaticFieldFrame>;
