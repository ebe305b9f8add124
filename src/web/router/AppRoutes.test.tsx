import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// A type-2 address without a page asks the server for its screen document; here there is none (404).
// The addresses asked for are kept, so a test can tell which screen a menu opened.
const asked = vi.hoisted(() => [] as string[]);
vi.mock('../screens/api', async () => {
  const { RequestError } = await import('../api/http');
  return {
    fetchScreen: (path: string) => { asked.push(path); return Promise.reject(new RequestError('页面不存在', 404)); },
    callScreen: vi.fn(),
  };
});

// Pages load lazily; the first import of a page and its antd parts can take a moment in jsdom.
// The first test pays for importing the whole shell (layouts, navbar, tabs) into jsdom: seconds on a busy machine.
const slow = { timeout: 15000 };
import { render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { buildMenu } from '../../engine/menu';
import type { MenuItem } from '../../engine/types';
import { setLanguage } from '../i18n';
import { resetSession, setSessionData, setToken } from '../session/store';
import { AppRoutes } from './AppRoutes';

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{loc.pathname}</output>;
}

const tree: MenuItem[] = [
  { id: 'home', fullName: '首页', enCode: 'home', type: 2, urlAddress: 'home' },
  { id: 'p', fullName: '打印预览', enCode: 'print', type: 2, urlAddress: 'purchase/printPreview?from=menu' },
  { id: 'd', fullName: '行业类别', enCode: 'industry', type: 4, urlAddress: 'basic/industry', propertyJson: '{"moduleId":"x"}' },
  { id: 'l', fullName: '药品查询', enCode: 'link', type: 7, urlAddress: 'https://example.com/a', linkTarget: '_self' },
];

function mount(path: string) {
  const { routes, menus } = buildMenu(tree, { dataV: '/DataV', token: 'Bearer t' });
  setToken('Bearer t');
  setSessionData({ userInfo: { userName: '管理员', organizeName: '岐元堂' } as never, menus, routes, permissions: [], sysConfig: null });
  render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <AppRoutes />
      </MemoryRouter>
    </AntApp>,
  );
}

beforeAll(() => setLanguage('zh-CN'));
afterEach(() => resetSession());

describe('AppRoutes', () => {
  it('redirects / to /home, which greets the user with the organisation, inside the side menu layout', async () => {
    mount('/');
    expect(await screen.findByTestId('page-home', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/home');
    expect(screen.getByText('欢迎，管理员')).toBeTruthy();
    expect(screen.getByText('岐元堂')).toBeTruthy();
    expect(screen.getByTestId('side-menu').textContent).toContain('药品查询');
  });

  it('a type-2 menu without a registered page says so', async () => {
    mount('/purchase/printPreview');
    expect(await screen.findByText('页面未找到', {}, slow)).toBeTruthy();
    expect(screen.getByText(/purchase\/printPreview/, { selector: '.ant-result-subtitle' })).toBeTruthy();
  });

  it('a dynamic dictionary opens the entries screen (here missing, so it says which screen it looked for)', async () => {
    asked.length = 0;
    mount('/basic/industry');
    expect(await screen.findByText('页面未找到', {}, slow)).toBeTruthy();
    expect(asked).toEqual(['system/dictionaryEntries']);
    expect(screen.getByText(/system\/dictionaryEntries/, { selector: '.ant-result-subtitle' })).toBeTruthy();
  });

  it('an unknown path goes to /404 with a link home', async () => {
    mount('/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/404');
    expect(screen.getByText('返回首页').closest('a')?.getAttribute('href')).toBe('/');
  });

  it('the link page frames the decoded address', async () => {
    mount(`/externalLink?href=${encodeURIComponent(btoa('https://example.com/a'))}`);
    const frame = await screen.findByTestId('external-link-frame', {}, slow);
    expect(frame.getAttribute('src')).toBe('https://example.com/a');
  });

  it('the link page refuses a script address', async () => {
    mount(`/externalLink?href=${encodeURIComponent(btoa('javascript:alert(1)'))}`);
    expect(await screen.findByText('链接地址无效', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('external-link-frame')).toBeNull());
  });
});
