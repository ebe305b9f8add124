import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { useContext } from 'react';
import { setLanguage } from '../../i18n';
import { AppProviders } from '../../App';
import { SettingsDrawer } from './SettingsDrawer';
import {
  DEFAULT_SETTINGS,
  getShell,
  parseSettings,
  resetShellForTests,
  setSettingsOpen,
  SETTINGS_KEY,
  SIDEBAR_WIDTH,
  updateSettings,
} from './store';
import { DARK_NAV, parseSize, SIZE_KEY, storedComponentSize, THEME_COLOR_HEX } from './theme';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
vi.mock('../../api/http', () => ({ http }));

const stored = () => JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
const pressed = (id: string) => screen.getByTestId(id).getAttribute('aria-pressed');
const checked = (id: string) => screen.getByTestId(id).getAttribute('aria-checked');

/** Shows what antd sees: the primary colour, Menu's item background and the component size. */
function Probe() {
  const { token } = theme.useToken();
  const config = useContext(ConfigProvider.ConfigContext);
  const { componentSize } = ConfigProvider.useConfig();
  const menu = (config.theme?.components?.Menu ?? {}) as { itemBg?: string };
  return (
    <output data-testid="probe" data-primary={token.colorPrimary} data-menu-bg={menu.itemBg ?? ''} data-size={componentSize ?? ''} data-bg={token.colorBgContainer} />
  );
}

function mount() {
  render(
    <AppProviders>
      <Probe />
      <SettingsDrawer />
    </AppProviders>,
  );
  act(() => setSettingsOpen(true));
}

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => {
  localStorage.clear();
  resetShellForTests();
  http.put.mockReset();
  http.put.mockResolvedValue({ code: 200, msg: '保存成功', data: null });
});
afterEach(cleanup);

describe('settings defaults', () => {
  it('are green, classic, light white, tabs on, language and search shown, page cache off, 280 px, size small', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      themeColor: 'green',
      layoutType: 'classic',
      themeClass: 'lightWhite',
      tagsView: true,
      showLanguage: true,
      showSearch: true,
      pageCache: false,
      fixedHeader: true,
      sidebarLogo: true,
    });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(getShell().settings).toEqual(DEFAULT_SETTINGS);
    expect(SIDEBAR_WIDTH).toBe(280);
    expect(storedComponentSize()).toBe('small');
    localStorage.setItem(SIZE_KEY, 'large');
    expect(storedComponentSize()).toBe('large');
    expect(parseSize('medium')).toBe('middle');
    expect(parseSize('huge')).toBe('small');
  });
});

describe('SettingsDrawer', () => {
  it('opens from the shell state, 280 px wide, and closes through it', async () => {
    mount();
    const drawer = await screen.findByTestId('settings-drawer');
    expect(screen.getByText('主题设置')).toBeTruthy();
    expect(drawer.getAttribute('style')).toContain('width: 280px');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(getShell().settingsOpen).toBe(false);
  });

  it('shows the current settings', async () => {
    updateSettings({ layoutType: 'blend', themeClass: 'dark', themeColor: 'purple', tagsIcon: false, pageCache: true });
    mount();
    await screen.findByTestId('settings-drawer');
    expect(pressed('layout-blend')).toBe('true');
    expect(pressed('layout-classic')).toBe('false');
    expect(pressed('theme-dark')).toBe('true');
    expect(pressed('theme-lightWhite')).toBe('false');
    expect(pressed('color-purple')).toBe('true');
    expect(pressed('color-green')).toBe('false');
    expect(checked('switch-tagsView')).toBe('true');
    expect(checked('switch-tagsIcon')).toBe('false');
    expect(checked('switch-pageCache')).toBe('true');
    expect(checked('switch-showLanguage')).toBe('true');
    expect(checked('switch-showSearch')).toBe('true');
  });

  it('changes and persists the colour block, the theme colour and every switch, without calling the server', async () => {
    mount();
    await screen.findByTestId('settings-drawer');
    fireEvent.click(screen.getByTestId('theme-dark'));
    expect(pressed('theme-dark')).toBe('true');
    expect(stored().themeClass).toBe('dark');
    fireEvent.click(screen.getByTestId('color-orange'));
    expect(pressed('color-orange')).toBe('true');
    expect(stored().themeColor).toBe('orange');
    for (const key of ['tagsView', 'tagsIcon', 'pageCache', 'showLanguage', 'showSearch'] as const) {
      const before = getShell().settings[key];
      fireEvent.click(screen.getByTestId(`switch-${key}`));
      expect(getShell().settings[key]).toBe(!before);
      expect(stored()[key]).toBe(!before);
      expect(checked(`switch-${key}`)).toBe(String(!before));
    }
    expect(http.put).not.toHaveBeenCalled();
  });

  it('a layout change is stored and saved on the server with SystemTheme; the chosen one again does nothing', async () => {
    mount();
    await screen.findByTestId('settings-drawer');
    fireEvent.click(screen.getByTestId('layout-functional'));
    expect(pressed('layout-functional')).toBe('true');
    expect(getShell().settings.layoutType).toBe('functional');
    expect(stored().layoutType).toBe('functional');
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(http.put).toHaveBeenCalledWith('/api/permission/Users/Current/SystemTheme', { theme: 'functional' });
    fireEvent.click(screen.getByTestId('layout-functional'));
    fireEvent.click(screen.getByTestId('layout-plain'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(2));
    expect(http.put).toHaveBeenLastCalledWith('/api/permission/Users/Current/SystemTheme', { theme: 'plain' });
  });

  it('keeps the new layout when saving it fails', async () => {
    http.put.mockRejectedValue(new Error('offline'));
    mount();
    await screen.findByTestId('settings-drawer');
    fireEvent.click(screen.getByTestId('layout-blend'));
    await waitFor(() => expect(http.put).toHaveBeenCalledTimes(1));
    expect(getShell().settings.layoutType).toBe('blend');
    expect(stored().layoutType).toBe('blend');
  });
});

describe('theme applied through the app providers', () => {
  it('the chosen theme colour is antd primary colour, green by default', async () => {
    mount();
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.primary).toBe(THEME_COLOR_HEX.green);
    fireEvent.click(await screen.findByTestId('color-red'));
    expect(probe.dataset.primary).toBe(THEME_COLOR_HEX.red);
    fireEvent.click(screen.getByTestId('color-blue'));
    expect(probe.dataset.primary).toBe(THEME_COLOR_HEX.blue);
  });

  it('the dark colour block darkens the navigation menus only, and components are small', async () => {
    mount();
    const probe = screen.getByTestId('probe');
    expect(probe.dataset.menuBg).toBe('');
    expect(probe.dataset.size).toBe('small');
    fireEvent.click(await screen.findByTestId('theme-dark'));
    expect(probe.dataset.menuBg).toBe(DARK_NAV.background);
    // Dark navigation, not a dark app: the page background stays light.
    expect(probe.dataset.bg).toBe('#ffffff');
    fireEvent.click(screen.getByTestId('theme-lightWhite'));
    expect(probe.dataset.menuBg).toBe('');
  });
});
