import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRef, useState, type ReactNode } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef, FormDefinition, UserInfo } from '../../../src/engine/types';
import { compileForWeb, getField, LoomForm, type FieldInputProps, type LoomFormHandle } from '../../index';
import { createFormValues, FormValuesContext, type FormValues } from '../../form/values';
import { renderWithProviders, setTestData, signInForTest } from '../../testing';
import { fieldOf, ok } from './harness';

vi.setConfig({ testTimeout: 30_000 });

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

const TREE = [{
  id: 'org-hq', fullName: '岐元堂中药材有限公司', type: 'company', hasChildren: true, children: [
    { id: 'dep-purchase', fullName: '采购部', type: 'department', children: [{ id: 'pos-buyer', fullName: '采购员', type: 'position' }] },
  ],
}];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(() => ok({ list: TREE }));
  post.mockImplementation((url: string, body: { userId?: string[]; ids?: string[] }) => {
    if (url === '/api/permission/Users/getUserList') return ok({ list: (body.userId ?? []).map((id) => ({ id, fullName: `${id}-name` })) });
    if (url === '/api/permission/Organize/getNames') return ok({ list: (body.ids ?? []).map((id) => ({ id, fullName: `${id}-name` })) });
    return ok({ list: [] });
  });
  signInForTest({ userId: 'u-li', organizeId: 'org-hq', departmentId: 'dep-purchase', positionId: 'pos-buyer', positionIds: [] } as unknown as UserInfo);
});
afterEach(cleanup);

/** A picker whose value the test can empty, inside a form store (new or existing record). */
function Field({ field, initial, onValue }: { field: FieldDef; initial: unknown; onValue: (v: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  const Input = getField(field.__config__.jnpfKey)!.input as (p: FieldInputProps) => ReactNode;
  const change = (v: unknown) => { setValue(v); onValue(v); };
  return (
    <div>
      <label htmlFor="x">{field.__config__.label}</label>
      <Input id="x" field={field} value={value} onChange={change} />
      <button type="button" onClick={() => change(null)}>empty</button>
    </div>
  );
}

const inStore = (store: FormValues, ui: ReactNode) => <FormValuesContext.Provider value={store}>{ui}</FormValuesContext.Provider>;
const user = fieldOf('userSelect', {}, { defaultCurrent: true });

describe('defaultCurrent pickers: new record only, once', () => {
  it('a new record\'s empty user field starts with the signed-in user', async () => {
    const onValue = vi.fn();
    renderWithProviders(inStore(createFormValues({}), <Field field={user} initial={null} onValue={onValue} />));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('u-li'));
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('an existing record (FormMeta id, or an id in the record) keeps its empty user field empty', async () => {
    const onValue = vi.fn();
    renderWithProviders(inStore(createFormValues({}, {}, { meta: { id: 'r1' } }), <Field field={user} initial={null} onValue={onValue} />));
    renderWithProviders(inStore(createFormValues({ id: 'r2' }), <Field field={{ ...user, __vModel__: 'u2' }} initial={null} onValue={onValue} />));
    // The pickers ask nothing before they open: give the session and the effects a moment, then look.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(onValue).not.toHaveBeenCalled();
  });

  it('emptying the field of an existing record leaves it empty', async () => {
    const onValue = vi.fn();
    renderWithProviders(inStore(createFormValues({ id: 'r1' }), <Field field={user} initial="u-wang" onValue={onValue} />));
    await screen.findByText('u-wang-name');
    fireEvent.click(screen.getByText('empty'));
    await act(async () => {});
    expect(onValue.mock.calls).toEqual([[null]]);
  });

  it('a value cleared in a new record is not filled again, even when the field mounts again', async () => {
    const onValue = vi.fn();
    const store = createFormValues({});
    const view = renderWithProviders(inStore(store, <Field field={user} initial={null} onValue={onValue} />));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith('u-li'));
    fireEvent.click(screen.getByText('empty'));
    await act(async () => {});
    // The form now holds nothing; the widget mounts again (a tab shown again, a batched or virtualised row).
    view.rerender(inStore(store, <div />));
    view.rerender(inStore(store, <Field field={user} initial={null} onValue={onValue} />));
    await act(async () => {});
    expect(onValue.mock.calls).toEqual([['u-li'], [null]]);
  });

  it('department and position pickers fill the user\'s own in a new record only', async () => {
    const dep = fieldOf('depSelect', {}, { defaultCurrent: true });
    const pos = fieldOf('posSelect', {}, { defaultCurrent: true });
    const fresh = vi.fn();
    renderWithProviders(inStore(createFormValues({}), <Field field={dep} initial={null} onValue={fresh} />));
    await waitFor(() => expect(fresh).toHaveBeenCalledWith('dep-purchase'));
    cleanup();
    const freshPos = vi.fn();
    renderWithProviders(inStore(createFormValues({}), <Field field={pos} initial={null} onValue={freshPos} />));
    await waitFor(() => expect(freshPos).toHaveBeenCalledWith('pos-buyer'));
    cleanup();
    const existing = vi.fn();
    renderWithProviders(inStore(createFormValues({}, {}, { meta: { id: 'r1' } }), <Field field={dep} initial={null} onValue={existing} />));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/permission/Organize/Department/Selector/0'));
    await act(async () => {});
    expect(existing).not.toHaveBeenCalled();
  });

  it('in a whole form: saving a new record keeps the user, saving an edited one (meta id) keeps it empty', async () => {
    const def = { fields: [{ ...user, __vModel__: 'owner', __config__: { ...user.__config__, label: '负责人' } }] } as FormDefinition;
    const compiled = compileForWeb(def);
    for (const [meta, expected] of [[undefined, 'u-li'], [{ id: 'r9' }, undefined]] as const) {
      const ref = createRef<LoomFormHandle>();
      const onSubmit = vi.fn();
      renderWithProviders(<LoomForm compiled={compiled} formData={{}} onSubmit={onSubmit} formRef={ref} meta={meta} />);
      await screen.findByLabelText('负责人');
      await act(async () => {});
      ref.current!.submit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect((onSubmit.mock.calls[0][0] as Record<string, unknown>).owner ?? undefined).toBe(expected);
      cleanup();
    }
  });
});
