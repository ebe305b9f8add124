// Picker, system and relation cells print the kind spec's text (what export and print say), through the one path of
// renderers/kinds/specText.tsx: the spec tells the name lookup what each id is, the view loads those names.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fieldOf, ok, renderViews } from './harness';
import { setTestData } from '../../testing';
import { kindSpec, type DisplayLookups } from '../../../src/engine/kinds';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const USERS: Record<string, string> = { 'u-li': '李采购/li', 'u-wang': '王质检/wang' };
const ORGS: Record<string, string> = { 'org-hq': '岐元堂中药材有限公司', 'dep-purchase': '采购部', 'pos-buyer': '采购员',
  'role-buyer': '采购角色', 'group-a': '药材组' };
const AREAS: Record<string, string> = { '51': '四川省', '5101': '成都市', '510107': '武侯区' };
const ROWS = [{ id: 's1', fullName: '亳州药材行' }, { id: 's2', fullName: '安国药市' }];

let release: () => void = () => {};
beforeEach(() => {
  get.mockReset();
  post.mockReset();
  // Names arrive only when the test releases them, so what a cell shows while they load can be seen.
  const arrived = new Promise<void>((r) => { release = r; });
  post.mockImplementation(async (url: string, body: { userId?: string[]; ids?: string[]; keys?: string[] }) => {
    await arrived;
    if (url === '/api/permission/Users/getUserList') return ok({ list: body.userId!.filter((id) => USERS[id]).map((id) => ({ id, fullName: USERS[id] })) });
    if (url === '/api/permission/Organize/getNames') return ok({ list: body.ids!.filter((id) => ORGS[id]).map((id) => ({ id, fullName: ORGS[id] })) });
    if (url === '/api/system/Area/GetAreaByIds') return ok((body as unknown as { idsList: string[][] }).idsList.map((p) => p.map((id) => AREAS[id] ?? id)));
    if (url.endsWith('/Action/InfoByIds')) return ok(ROWS.filter((r) => (body as { ids?: string[] }).ids?.includes(r.id)));
    throw new Error(`unexpected ${url}`);
  });
});

/** What the server's display would say with every name known: the spec's text over a lookup of all names. */
const everyName: DisplayLookups = {
  options: () => [], name: (id) => USERS[id] ?? ORGS[id], parentOf: () => undefined, area: (id) => AREAS[id],
  interfaceRows: () => ROWS, related: () => '', words: { on: '', off: '', rangeSeparator: '', signed: '' },
};

describe('picker, area and system cells print the spec\'s text', () => {
  it.each([
    ['userSelect', { multiple: true }, ['u-li', 'u-wang']],
    ['usersSelect', { multiple: true }, ['u-li--user', 'dep-purchase--department', 'role-buyer--role', 'group-a--group']],
    ['depSelect', {}, 'dep-purchase'],
    ['posSelect', { multiple: true }, ['pos-buyer', 'pos-gone']],
    ['roleSelect', {}, 'role-buyer'],
    ['groupSelect', {}, 'group-a'],
    ['comSelect', {}, ['org-hq', 'dep-purchase']],
    ['createUser', {}, 'u-wang'],
    ['modifyUser', {}, 'u-li'],
    ['currOrganize', {}, 'dep-purchase'],
    ['currDept', {}, 'dep-purchase'],
    ['currPosition', {}, 'pos-buyer'],
    ['address', { multiple: true }, [['51', '5101', '510107'], ['51', '5101']]],
  ])('%s', async (kind, rest, value) => {
    const field = fieldOf(kind, rest);
    const expected = kindSpec(kind)!.text(value, field, everyName);
    const views = renderViews('cell', field, [value]);
    // No raw id while the names are on their way.
    expect(views.getByTestId('view-0').textContent).toBe('');
    release();
    await waitFor(() => expect(views.getByTestId('view-0').textContent).toBe(expected));
    expect(expected).not.toMatch(/u-li|u-wang|dep-purchase|role-buyer|group-a|org-hq|pos-buyer|51/);
  });

  it('popupSelect prints its rows\' relationField as the spec says', async () => {
    const field = fieldOf('popupSelect', { interfaceId: 'if1', multiple: true });
    const views = renderViews('cell', field, [['s1', 's2']]);
    release();
    await waitFor(() => expect(views.getByTestId('view-0').textContent).toBe(kindSpec('popupSelect')!.text(['s1', 's2'], field, everyName)));
    expect(views.getByTestId('view-0').textContent).toBe('亳州药材行,安国药市');
  });
});
