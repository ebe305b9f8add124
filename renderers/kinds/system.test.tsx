import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FieldDef } from '../../src/engine/types';
import { ok, renderViews } from './pickers/harness';
import { formatDate } from '../../src/engine/form/format';
import { setTestData } from '../testing';

const post = vi.fn();
setTestData({ get: vi.fn(), post: (...a: unknown[]) => post(...a) });
beforeEach(() => { post.mockReset(); });

const sys = (jnpfKey: string, extra: Partial<FieldDef> = {}): FieldDef => ({ __vModel__: `${jnpfKey}Field1`, __config__: { jnpfKey, label: jnpfKey }, ...extra });

describe('system fields show what people read, not stored ids', () => {
  it('creator and modifier as user names, organisation and position as names, in one request per kind', async () => {
    post.mockImplementation((url: string, body: { userId?: string[]; ids?: string[] }) => {
      if (url === '/api/permission/Users/getUserList') return ok({ list: body.userId!.map((id) => ({ id, fullName: id === 'user-admin' ? '管理员/admin' : '王芳/wangfang' })) });
      if (url === '/api/permission/Organize/getNames') return ok({ list: body.ids!.map((id) => ({ id, fullName: { 'dep-it': '信息部', 'pos-it': '系统管理员', 'org-hq': '岐元堂中药材有限公司' }[id] })) });
      throw new Error(`unexpected ${JSON.stringify([url, body])}`);
    });
    const users = renderViews('detail', sys('createUser'), ['user-admin', 'user-wangfang']);
    await waitFor(() => expect(users.getByTestId('view-0').textContent).toBe('管理员/admin'));
    expect(users.getByTestId('view-1').textContent).toBe('王芳/wangfang');
    users.unmount();

    const org = renderViews('cell', sys('currOrganize', { showLevel: 'last' }), [['org-hq', 'dep-it']]);
    await waitFor(() => expect(org.getByTestId('view-0').textContent).toBe('信息部'));
    org.unmount();
    const pos = renderViews('cell', sys('currPosition'), ['pos-it']);
    await waitFor(() => expect(pos.getByTestId('view-0').textContent).toBe('系统管理员'));
    expect(post.mock.calls.map(([url]) => url)).toEqual([
      '/api/permission/Users/getUserList', '/api/permission/Organize/getNames', '/api/permission/Organize/getNames',
    ]);
  });

  it('times are formatted and need no request', () => {
    const at = 1_795_000_000_000;
    const view = renderViews('cell', sys('createTime'), [at]);
    expect(view.getByTestId('view-0').textContent).toBe(formatDate(at, 'YYYY-MM-DD HH:mm:ss'));
    expect(post).not.toHaveBeenCalled();
  });
});
