import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import type { PermissionEntry } from '../../engine/types';
import { getSession, onSessionReset, resetSession, setLocked, setSessionData, setToken } from './store';
import { pagePermission, usePermission } from './usePermission';

const entry: PermissionEntry = {
  modelId: 'm1',
  moduleName: '订单',
  button: [{ id: 'b', fullName: '新增', enCode: 'btn_add' }],
  column: [{ id: 'c', fullName: '编号', enCode: 'billNo' }],
  form: [{ id: 'f', fullName: '金额', enCode: 'amount' }],
  resource: [],
};

afterEach(() => resetSession());

describe('session store', () => {
  it('resetSession clears token, lock, menus, user info and permissions and runs the reset hooks', () => {
    setToken('Bearer x');
    setLocked(true);
    setSessionData({ userInfo: { userName: 'a' } as never, menus: [{ key: 'k', title: 't', type: 3, modelId: 'k' }], routes: [], permissions: [entry], sysConfig: null });
    const hook = vi.fn();
    const off = onSessionReset(hook);
    resetSession();
    off();
    const s = getSession();
    expect([s.token, s.locked, s.loaded, s.userInfo, s.menus, s.permissions]).toEqual(['', false, false, null, [], []]);
    expect(localStorage.getItem('loom_token')).toBeNull();
    expect(localStorage.getItem('loom_lock')).toBeNull();
    expect(hook).toHaveBeenCalledTimes(1);
    resetSession();
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('a new token forgets the previous user', () => {
    setToken('Bearer a');
    setSessionData({ userInfo: { userName: 'a' } as never, menus: [], routes: [], permissions: [entry], sysConfig: null });
    setToken('Bearer b');
    expect(getSession()).toMatchObject({ token: 'Bearer b', loaded: false, userInfo: null, permissions: [] });
  });
});

describe('usePermission', () => {
  it('matches button, column and form codes of the page entry only', () => {
    const p = pagePermission([entry], 'm1');
    expect([p.hasBtn('btn_add'), p.hasBtn('btn_edit'), p.hasColumn('billNo'), p.hasForm('amount'), p.hasForm('billNo')]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    const other = pagePermission([entry], 'm2');
    expect([other.entry, other.hasBtn('btn_add')]).toEqual([undefined, false]);
  });

  it('follows the session as it loads', () => {
    const { result } = renderHook(() => usePermission('m1'));
    expect(result.current.hasBtn('btn_add')).toBe(false);
    act(() => setSessionData({ userInfo: null, menus: [], routes: [], permissions: [entry], sysConfig: null }));
    expect(result.current.hasBtn('btn_add')).toBe(true);
  });
});
