/**
 * Which fields one indexed expression answers for: read from the kind specs' value shapes. The table is what the
 * list's SQL relied on when it was a hand-written list of kinds, so moving it into the specs changed no answer.
 */
import { describe, expect, it } from 'vitest';
import { knownKinds } from '../../../../engine/kinds';
import type { FieldDef } from '../../../../engine/types';
import { compareClass, isScalarField } from './compare';

const field = (kind: string, extra: Record<string, unknown> = {}) =>
  ({ __vModel__: 'f', __config__: { jnpfKey: kind }, ...extra }) as unknown as FieldDef;

const LISTS = ['checkbox', 'usersSelect', 'uploadFz', 'uploadImg', 'dateRange', 'timeRange', 'numRange'];

describe('isScalarField', () => {
  it('takes lists (the kinds below), paths, several values and ranges as lists, every other kind as one value', () => {
    for (const kind of knownKinds()) {
      if (kind === 'table') continue; // never a top-level searched value
      const listLike = LISTS.includes(kind) || compareClass(kind) === 'path';
      expect([kind, isScalarField(field(kind))]).toEqual([kind, !listLike]);
      expect([kind, isScalarField(field(kind, { multiple: true }))]).toEqual([kind, false]);
      expect([kind, isScalarField(field(kind, { range: true }))]).toEqual([kind, false]);
    }
  });
});
