import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { MenuRoute } from '../../engine/menu';
import type { PermissionEntry } from '../../engine/types';
import { Auth, DEFAULT_BUTTON_CODES, useAuth } from './auth';
import { resetSession, setSessionData, setToken } from './store';

const route = (path: string, modelId: string): MenuRoute => ({
  path,
  name: modelId,
  kind: 'dynamicModel',
  meta: { title: modelId, zhTitle: modelId, modelId, relationId: '', isTree: 0, type: 3 },
});

const entry = (modelId: string, buttons: string[], columns: string[] = [], form: string[] = []): PermissionEntry => ({
  modelId,
  moduleName: modelId,
  button: buttons.map((enCode) => ({ enCode }) as PermissionEntry['button'][number]),
  column: columns.map((enCode) => ({ enCode }) as PermissionEntry['column'][number]),
  form: form.map((enCode) => ({ enCode }) as PermissionEntry['form'][number]),
  resource: [],
});

function grant(permissions: PermissionEntry[]) {
  act(() => setSessionData({ userInfo: null, menus: [], routes: [route('/order', 'm1'), route('/customer', 'm2')], permissions, sysConfig: null }));
}

function Toolbar() {
  return (
    <>
      {DEFAULT_BUTTON_CODES.map((code) => (
        <Auth key={code} code={code}>
          <button>{code}</button>
        </Auth>
      ))}
      <Auth code="amount" kind="column">
        <span>column amount</span>
      </Auth>
      <Auth code="remark" kind="form" fallback={<span>no remark</span>}>
        <span>form remark</span>
      </Auth>
    </>
  );
}

function Columns({ enabled }: { enabled?: boolean }) {
  const auth = useAuth({ enabled });
  const cols = auth.filter([{ prop: 'name' }, { prop: 'amount' }, { prop: 'secret' }], (c) => c.prop, 'column');
  return <output data-testid="cols">{cols.map((c) => c.prop).join(',')}</output>;
}

const mount = (path: string, ui = <Toolbar />) => render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
const shown = () => screen.queryAllByRole('button').map((b) => b.textContent);

beforeEach(() => {
  resetSession();
  setToken('Bearer t', false);
});

describe('Auth / useAuth', () => {
  it("shows only what the current route's modelId grants", () => {
    grant([entry('m1', ['btn_add', 'btn_remove'], ['amount'], []), entry('m2', ['btn_edit'], [], ['remark'])]);
    mount('/order');
    expect(shown()).toEqual(['btn_add', 'btn_remove']);
    expect(screen.getByText('column amount')).toBeTruthy();
    expect(screen.getByText('no remark')).toBeTruthy();
    expect(screen.queryByText('form remark')).toBeNull();
  });

  it('uses the entry of the page being shown, and follows permission changes', () => {
    grant([entry('m1', ['btn_add']), entry('m2', ['btn_edit'], [], ['remark'])]);
    mount('/customer');
    expect(shown()).toEqual(['btn_edit']);
    expect(screen.getByText('form remark')).toBeTruthy();
    grant([entry('m2', ['btn_add', 'btn_edit'])]);
    expect(shown()).toEqual(['btn_add', 'btn_edit']);
  });

  it('grants nothing on a page without an entry, or outside the menu routes', () => {
    grant([entry('m1', ['btn_add'])]);
    mount('/customer');
    expect(shown()).toEqual([]);
    resetSession();
    grant([entry('m1', ['btn_add'])]);
    mount('/home');
    expect(shown()).toEqual([]);
  });

  it('filters columns by code, and grants everything when the page does not judge permissions', () => {
    grant([entry('m1', [], ['name', 'amount'])]);
    mount('/order', <Columns />);
    expect(screen.getByTestId('cols').textContent).toBe('name,amount');
    mount('/order', <Columns enabled={false} />);
    expect(screen.getAllByTestId('cols')[1].textContent).toBe('name,amount,secret');
  });

  it('checks an explicit modelId instead of the route', () => {
    grant([entry('m2', ['btn_remove'])]);
    mount(
      '/order',
      <Auth code="btn_remove" modelId="m2">
        <button>btn_remove</button>
      </Auth>,
    );
    expect(shown()).toEqual(['btn_remove']);
  });
});
