import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../types';
import { holdsCurrentUser, replaceCurrentUser, resolveCurrentUser, resolveCurrentUserQuery } from './currentUser';

const f = (jnpfKey: string, vModel: string, rest: Partial<FieldDef> = {}, children?: FieldDef[]): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...(children ? { children } : {}) }, ...rest }) as FieldDef;

describe('currentUser, the user pickers\' system variable', () => {
  it('is replaced in user fields only, by the user id (usersSelect: id--user)', () => {
    expect(replaceCurrentUser('userSelect', 'currentUser', 'u1')).toBe('u1');
    expect(replaceCurrentUser('userSelect', ['u2', 'currentUser'], 'u1')).toEqual(['u2', 'u1']);
    expect(replaceCurrentUser('usersSelect', 'currentUser--user', 'u1')).toBe('u1--user');
    expect(replaceCurrentUser('usersSelect', ['dep-a--department', 'currentUser'], 'u1')).toEqual(['dep-a--department', 'u1--user']);
    expect(replaceCurrentUser('createUser', ['currentUser'], 'u1')).toEqual(['u1']);
    expect(replaceCurrentUser('comInput', 'currentUser', 'u1')).toBe('currentUser');
    expect(replaceCurrentUser('userSelect', 'u2', 'u1')).toBe('u2');
    expect(replaceCurrentUser('userSelect', 'currentUser', '')).toBe('currentUser');
  });

  it('keeps one copy when the user was also chosen by name', () => {
    expect(replaceCurrentUser('userSelect', ['u1', 'currentUser', 'u3'], 'u1')).toEqual(['u1', 'u3']);
    expect(holdsCurrentUser('userSelect', ['u1'])).toBe(false);
    expect(holdsCurrentUser('usersSelect', ['currentUser--user'])).toBe(true);
  });

  it('walks a record, its layout containers and its sub-table rows, and leaves an untouched record as it was', () => {
    const fields = [
      f('row', '', {}, [f('userSelect', 'owner')]),
      f('comInput', 'note'),
      f('table', 'lines', {}, [f('userSelect', 'buyer', { multiple: true }), f('comInput', 'herb')]),
    ];
    const record = { owner: 'currentUser', note: 'currentUser', lines: [{ buyer: ['currentUser', 'u9'], herb: 'x' }, { buyer: ['u9'] }] };
    const out = resolveCurrentUser(fields, record, 'u1');
    expect(out).toEqual({ owner: 'u1', note: 'currentUser', lines: [{ buyer: ['u1', 'u9'], herb: 'x' }, { buyer: ['u9'] }] });
    expect((out.lines as unknown[])[1]).toBe(record.lines[1]);
    expect(record.owner).toBe('currentUser');
    const plain = { owner: 'u2', lines: [{ buyer: ['u9'] }] };
    expect(resolveCurrentUser(fields, plain, 'u1')).toBe(plain);
  });

  it('reads a list search by prop: user fields and sub-table columns (table-field), nothing else', () => {
    const fields = [f('userSelect', 'owner'), f('createUser', 'creator'), f('comInput', 'note'),
      f('table', 'lines', {}, [f('usersSelect', 'team', { multiple: true })])];
    const query = { owner: 'currentUser', creator: ['currentUser', 'u2'], note: 'currentUser', 'lines-team': ['currentUser--user'], other: 'currentUser' };
    expect(resolveCurrentUserQuery(fields, query, 'u1')).toEqual({ owner: 'u1', creator: ['u1', 'u2'], note: 'currentUser',
      'lines-team': ['u1--user'], other: 'currentUser' });
    const plain = { owner: 'u2' };
    expect(resolveCurrentUserQuery(fields, plain, 'u1')).toBe(plain);
  });
});
