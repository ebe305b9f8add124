// The user pickers' system variable 当前用户 in a form: a new record's form opens with the signed-in
// user in its place (form fields and sub-table rows); an existing record and a later pick keep the placeholder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldDef, FormDefinition, UserInfo } from '../../../src/engine/types';
import { createInitialRecord } from '../../../src/engine/form/compile';
import { compileForWeb, LoomForm, type LoomFormHandle } from '../../index';
import { renderWithProviders, signInForTest, setTestData } from '../../testing';
import { ok } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const post = vi.fn();
setTestData({ get: () => ok({ list: [] }), post: (...a: unknown[]) => post(...a) });

beforeEach(() => {
  post.mockReset();
  post.mockImplementation((url: string, body: { userId?: string[] }) => {
    if (url === '/api/permission/Users/getUserList') return ok({ list: (body.userId ?? []).map((id) => ({ id, fullName: `${id}-name` })) });
    if (url === '/api/permission/Users/getSelectedList') {
      return ok({ list: (body.userId ?? []).map((id) => ({ id, fullName: `${id.split('--')[0]}-name`, type: 'user' })) });
    }
    return ok({ list: [] });
  });
  signInForTest({ userId: 'u-li', organizeId: 'dep-purchase' } as UserInfo);
});
afterEach(cleanup);

const owner: FieldDef = { __vModel__: 'owner', hasSys: true, __config__: { jnpfKey: 'userSelect', label: '负责人', defaultValue: 'currentUser' } };
const members: FieldDef = { __vModel__: 'members', multiple: true,
  __config__: { jnpfKey: 'usersSelect', label: '成员', defaultValue: ['dep-a--department', 'currentUser--user'] } };
const lines: FieldDef = { __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
  { __vModel__: 'herb', __config__: { jnpfKey: 'comInput', label: '药材' } },
  { __vModel__: 'buyer', multiple: true, __config__: { jnpfKey: 'userSelect', label: '经手人', defaultValue: ['currentUser'] } },
] } };
const def = { fields: [owner, members, lines] } as FormDefinition;

async function open(meta?: { id: string }, formData?: Record<string, unknown>) {
  const compiled = compileForWeb(def);
  const ref = createRef<LoomFormHandle>();
  const onSubmit = vi.fn();
  renderWithProviders(<LoomForm compiled={compiled} formData={formData ?? createInitialRecord(compiled)} onSubmit={onSubmit}
    formRef={ref} meta={meta} />);
  await screen.findByLabelText('负责人');
  const submit = async () => {
    await act(async () => {});
    ref.current!.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    return onSubmit.mock.calls.at(-1)![0] as Record<string, unknown>;
  };
  return { submit };
}

/** The text of a field box, found by its label. */
const boxOf = (label: string) => screen.getByLabelText(label).closest('.ant-select') as HTMLElement;

describe('当前用户 in a new record\'s form', () => {
  it('opens with the signed-in user in the user field and the user component, and saves the id', async () => {
    const { submit } = await open();
    await waitFor(() => expect(boxOf('负责人').textContent).toContain('u-li-name'));
    expect(boxOf('负责人').textContent).not.toContain('当前用户');
    const saved = await submit();
    expect(saved.owner).toBe('u-li');
    expect(saved.members).toEqual(['dep-a--department', 'u-li--user']);
  });

  it('a sub-table row added in the form starts with the signed-in user', async () => {
    const { submit } = await open();
    fireEvent.click(screen.getByTestId('subtable-add'));
    fireEvent.click(screen.getByTestId('subtable-add'));
    await waitFor(() => expect(within(screen.getByTestId('subtable')).getAllByText('u-li-name')).toHaveLength(2));
    const saved = await submit();
    expect(saved.lines).toEqual([{ buyer: ['u-li'] }, { buyer: ['u-li'] }]);
  });

  it('an existing record holding the placeholder keeps it and shows 当前用户', async () => {
    const { submit } = await open({ id: 'r1' }, { id: 'r1', owner: 'currentUser', members: [], lines: [] });
    await waitFor(() => expect(boxOf('负责人').textContent).toContain('当前用户'));
    expect((await submit()).owner).toBe('currentUser');
  });

  it('当前用户 chosen from 系统变量 in a new record stays the placeholder (the server stores the person who saves)', async () => {
    const { submit } = await open();
    await waitFor(() => expect(boxOf('负责人').textContent).toContain('u-li-name'));
    fireEvent.mouseDown(screen.getByLabelText('负责人'));
    fireEvent.click(screen.getByLabelText('负责人'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: '系统变量' }));
    fireEvent.click(await within(dialog).findByText('当前用户', { selector: '[role=option] *' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(boxOf('负责人').textContent).toContain('当前用户'));
    expect((await submit()).owner).toBe('currentUser');
  });
});
