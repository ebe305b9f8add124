/** Test helpers of the pickers tests: a kind's input holding its own state, and its cell / detail views. */
import { useState, type ReactNode } from 'react';
import type { FieldDef } from '../../../src/engine/types';
import { getField, type FieldInputProps } from '../../index';
import { renderWithProviders } from '../../testing';

export const fieldOf = (jnpfKey: string, rest: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  __vModel__: `${jnpfKey}F`, __config__: { jnpfKey, label: `${jnpfKey} label`, ...cfg }, ...rest,
});

/** A kind's input with its own state, the way a form holds it. */
export function Harness({ field, initial, onValue, readonly }: { field: FieldDef; initial: unknown; onValue?: (v: unknown) => void; readonly?: boolean }) {
  const [value, setValue] = useState<unknown>(initial);
  const Input = getField(field.__config__.jnpfKey)!.input as (p: FieldInputProps) => ReactNode;
  return (
    <div>
      <label htmlFor="x" id="x__label">{field.__config__.label}</label>
      <Input id="x" labelId="x__label" field={field} value={value} readonly={readonly}
        onChange={(v) => { setValue(v); onValue?.(v); }} />
    </div>
  );
}

/** Renders the cell (or detail) view of several values at once, as a list page does. */
export function renderViews(kind: 'cell' | 'detail', field: FieldDef, values: unknown[]) {
  const View = getField(field.__config__.jnpfKey)![kind];
  return renderWithProviders(
    <div>{values.map((v, i) => <div key={i} data-testid={`view-${i}`}><View field={field} value={v} /></div>)}</div>,
  );
}

/** An envelope as the shared client resolves it. */
export const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
