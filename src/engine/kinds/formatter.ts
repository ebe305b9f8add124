/**
 * A field's display text prepared once per field (a list column, a detail field), not once per value: the spec is
 * found and its lookup needs asked once, and what the text reads from the options (an index by value) is built once
 * per options list. A list of 1,000 rows and 8 columns prepares 8 of these.
 */
import type { FieldDef } from '../types';
import { kindSpec } from './catalogue';
import type { DisplayLookups, LookupNeeds } from './types';

export interface FieldFormatter {
  /** The lookups the text needs (options, names, words …), as the kind's spec says for this field. */
  needs: LookupNeeds;
  /** The text of a stored value: '' for an empty one; a kind without a spec shows the value as text. */
  text(value: unknown, lookups: DisplayLookups): string;
}

/** Prepares the display text of `field`'s values. */
export function buildFormatter(field: FieldDef): FieldFormatter {
  const spec = kindSpec(field.__config__?.jnpfKey ?? '');
  if (!spec) return { needs: {}, text: (v) => (v === null || v === undefined ? '' : String(v)) };
  return {
    needs: spec.needs(field),
    text: (v, lookups) => (spec.empty(v) ? '' : spec.text(v, field, lookups)),
  };
}
