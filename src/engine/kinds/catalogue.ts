/** The catalogue of kind specs: `defineKind` completes a spec with its defaults and files it under its name. */
import { canonicalKind } from './aliases';
import { asText } from './show';
import { cellText } from './cells';
import { isEmptyValue } from './empty';
import { matchesShape } from './shapes';
import type { KindDefinition, KindSpec } from './types';

const specs = new Map<string, KindSpec>();


/** Completes a kind's spec with the defaults (a plain value kind shown and imported as text) and files it. */
export function defineKind(def: KindDefinition): KindSpec {
  const role = def.role ?? 'value';
  const shape = def.shape ?? (() => undefined);
  const spec: KindSpec = {
    role,
    value: role === 'value' || role === 'system' ? () => ({}) : () => null,
    shape,
    accepts: (v, field) => {
      const s = shape(field);
      return !s || matchesShape(s, v);
    },
    empty: isEmptyValue,
    stored: () => true,
    options: false,
    valueComparable: true,
    keyword: false,
    numeric: () => false,
    searchInput: def.kind,
    searchRange: 'single',
    searchType: 1,
    searchMultiple: false,
    entered: role === 'value',
    importable: role === 'value',
    needs: () => ({}),
    text: (v) => asText(v),
    fromCell: (v) => ({ value: typeof v === 'string' ? v : cellText(v) }),
    ...def,
  };
  specs.set(spec.kind, spec);
  return spec;
}

/** The spec of a kind (old or new name), or undefined for a kind nobody defined. */
export function kindSpec(kind: string): KindSpec | undefined {
  return specs.get(kind) ?? specs.get(canonicalKind(kind));
}

/** Names of the defined kinds that satisfy `pred`. */
export function kindsWhere(pred: (spec: KindSpec) => boolean): string[] {
  return [...specs.values()].filter(pred).map((s) => s.kind);
}

/** Every defined kind's name. */
export function knownKinds(): string[] {
  return [...specs.keys()];
}
