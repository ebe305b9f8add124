/**
 * The checker's kinds and the registry's kinds are one list: every kind the engine defines (and so the definition
 * checker accepts) is drawn by a registry entry or, for layout containers, by the layout tree; every registry
 * entry (its aliases resolved) is a kind the engine defines.
 */
import { describe, expect, it } from 'vitest';
import { getField, registeredKinds } from '../../renderers';
import { checkDefinition } from '../../src/engine/definition';
import type { FormDefinition } from '../../src/engine/types';
import { CONTAINER_RENDERERS } from '../../renderers/layout/LayoutTree';
import { canonicalKind, kindSpec, kindsWhere, knownKinds } from '../../src/engine/kinds';

describe('kinds: the engine and the registry agree', () => {
  it('every registry entry is a kind the engine defines', () => {
    const strangers = registeredKinds().filter((k) => !kindSpec(k));
    expect(strangers).toEqual([]);
  });

  it('every layout container the engine defines is drawn by the layout tree, and nothing else is', () => {
    expect([...CONTAINER_RENDERERS].sort()).toEqual(kindsWhere((s) => s.role === 'container').sort());
  });

  it('every other kind the engine defines (the checker list) has a registry entry', () => {
    const drawn = new Set(registeredKinds().map(canonicalKind));
    const missing = knownKinds().filter((k) => kindSpec(k)!.role !== 'container' && !drawn.has(k));
    expect(missing).toEqual([]);
  });

  it('the checker accepts exactly the kinds that draw', () => {
    const accepted = (kind: string) => !checkDefinition({ fields: [
      { __vModel__: 'f', __config__: { jnpfKey: kind, label: 'f', formId: 1, renderKey: 1, children: [] } }] } as FormDefinition)
      .some((p) => p.code === 'unknownKind');
    const draws = (kind: string) => getField(kind) !== undefined || CONTAINER_RENDERERS.has(canonicalKind(kind));
    const names = [...new Set([...knownKinds(), ...registeredKinds(), ...CONTAINER_RENDERERS, 'noSuchKind'])];
    expect(names.filter((k) => accepted(k) !== draws(k))).toEqual([]);
    expect(accepted('noSuchKind')).toBe(false);
  });

  it('every kind the user picks people or organisations with says which selector nodes it offers', () => {
    // A picker without `picks` would offer nothing to pick (renderers/kinds/pickers/restrict.ts reads only the spec).
    const field = (kind: string, multiple: boolean) => ({ __config__: { jnpfKey: kind }, multiple });
    const pickers = kindsWhere((s) => s.entered && s.names !== undefined);
    const offering = (kind: string) => [false, true].every((m) => (kindSpec(kind)!.picks?.types(field(kind, m)).length ?? 0) > 0);
    expect(pickers.filter((k) => !offering(k))).toEqual([]);
    expect(kindsWhere((s) => s.picks !== undefined).sort()).toEqual([...pickers].sort());
  });
});
