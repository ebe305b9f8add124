/**
 * A new kind is its spec (and, on the web, its views): defining a throwaway kind here is all the engine needs for
 * compile, record validation, the search form, display text and import to handle it.
 */
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types';
import { compileForm } from '../form/compile';
import { checkDefinition } from '../definition/check';
import { importColumns, convertRecord } from '../import';
import { searchInputKind, searchShapeOf } from '../list/search';
import { validateRecord } from '../record/validate';
import { fillSystemFields } from '../record/save';
import { defineKind, kindSpec, type DisplayLookups, type ImportLookups } from '.';
import { cellText } from './cells';

/** Stars from 1 to 5, shown as ★, imported from "★★★" or "3". */
defineKind({
  kind: 'testStars',
  value: () => ({ type: 'integer', minimum: 1, maximum: 5 }),
  shape: () => 'number',
  compare: 'number',
  searchRange: 'numberRange',
  text: (v) => '★'.repeat(Number(v)),
  fromCell: (cell) => {
    const text = cellText(cell);
    const n = /^★+$/.test(text) ? text.length : Number(text);
    return Number.isInteger(n) && n >= 1 && n <= 5 ? { value: n } : { reason: 'number' };
  },
});

const stars: FieldDef = { __vModel__: 'quality', __config__: { jnpfKey: 'testStars', label: '质量', required: true } };
const form = { fields: [stars] };

describe('a kind defined by its spec alone', () => {
  it('is known to the checker and compiled to its value schema', () => {
    expect(checkDefinition(form).map((p) => p.code)).not.toContain('unknownKind');
    const compiled = compileForm(form);
    expect(compiled.unknown).toEqual([]);
    expect(compiled.schema.properties?.quality).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
  });

  it('is validated by its shape, searched by its class and input, shown and imported by its spec', () => {
    expect(validateRecord(form, {}).map((p) => p.rule)).toEqual(['required']);
    expect(validateRecord(form, { quality: 'good' }).map((p) => [p.rule, p.expected])).toEqual([['type', 'number']]);
    expect(validateRecord(form, { quality: 4 })).toEqual([]);

    expect(searchShapeOf({ kind: 'testStars', searchType: 3 })).toBe('numberRange');
    expect(searchInputKind({ kind: 'testStars', searchType: 1 })).toBe('testStars');

    expect(kindSpec('testStars')!.text(3, stars, {} as DisplayLookups)).toBe('★★★');

    const columns = importColumns(form);
    expect(columns.map((c) => c.id)).toEqual(['quality']);
    const lookups = {} as ImportLookups;
    expect(convertRecord(columns, { quality: '★★' }, lookups).record).toEqual({ quality: 2 });
    expect(convertRecord(columns, { quality: '★★★★★★' }, lookups).problems.map((p) => p.reason)).toEqual(['number']);
  });
});

/** The saving user's department, written once: a server-filled kind is filled by what its spec says. */
defineKind({ kind: 'testCreatorDept', role: 'system', compare: 'set', fill: { value: 'department', on: 'create' } });
/** The last editor, written at every edit. */
defineKind({ kind: 'testEditor', role: 'system', compare: 'set', fill: { value: 'user', on: 'edit' } });

describe('a server-filled kind defined by its spec alone', () => {
  const system = { fields: [
    { __vModel__: 'dept', __config__: { jnpfKey: 'testCreatorDept', label: '部门' } },
    { __vModel__: 'editor', __config__: { jnpfKey: 'testEditor', label: '修改人' } },
  ] };
  const sys = (userId: string, departmentId: string) => ({ userId, organizeId: null, departmentId, positionId: null, now: 1 });
  const noSerial = () => Promise.reject(new Error('no serial number here'));

  it('is filled on create, kept or refreshed on edit as its fill says, whatever the client sent', async () => {
    const created = await fillSystemFields(system, { dept: 'forged', editor: 'forged' }, null, sys('u-1', 'd-1'), noSerial);
    expect(created).toEqual({ dept: 'd-1', editor: null });
    const edited = await fillSystemFields(system, { dept: 'forged', editor: 'forged' }, created, sys('u-2', 'd-2'), noSerial);
    expect(edited).toEqual({ dept: 'd-1', editor: 'u-2' });
  });
});
