/**
 * From the shell settings to antd's theme: the primary colour of the chosen theme colour, the
 * stored component size, and — for the colour block "dark" — dark navigation.
 *
 * Dark means the navigation only, as JNPF's "colour block dark/light" does: sidebar and menus turn dark, the header,
 * tabs and pages stay light. It is done with component tokens (Layout's sider background, Menu's item colours)
 * rather than `theme="dark"` props, so every layout gets it from the one ConfigProvider without knowing about it.
 * Only navigation renders antd Menus (dropdown menus are styled by Dropdown, not Menu), so nothing else changes.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { readStored, STORAGE_PREFIX } from '../../session/storage';
import { getShell, subscribeShell, type ShellSettings, type ThemeClass, type ThemeColor } from './store';

/** Hex value of each theme colour of the drawer. */
export const THEME_COLOR_HEX: Record<ThemeColor, string> = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#0fb3d9',
  ocean: '#2f54eb',
  green: '#1fa463',
  yellow: '#d4a106',
  orange: '#f5811f',
  red: '#e8413b',
};

/** Colours of dark navigation (antd's own dark menu palette), exported for layouts that paint a header with it. */
export const DARK_NAV = {
  background: '#001529',
  subMenuBackground: '#000c17',
  text: 'rgba(255, 255, 255, 0.65)',
  activeText: '#ffffff',
  hoverBackground: 'rgba(255, 255, 255, 0.08)',
} as const;

/** The separately stored component size (default 'small'). */
export const SIZE_KEY = `${STORAGE_PREFIX}size`;
export const DEFAULT_SIZE: SizeType = 'small';

/** antd's size for a stored value; the original's element-ui names (medium, mini) are understood too. */
export function parseSize(value: string | null): SizeType {
  if (value === 'small' || value === 'middle' || value === 'large') return value;
  if (value === 'medium') return 'middle';
  if (value === 'mini') return 'small';
  return DEFAULT_SIZE;
}

export function storedComponentSize(): SizeType {
  return parseSize(readStored(SIZE_KEY));
}

/** 'dark' when the navigation is dark; layouts that pass `theme` props to Sider or Menu may use it. */
export function navTheme(themeClass: ThemeClass): 'dark' | 'light' {
  return themeClass === 'dark' ? 'dark' : 'light';
}

function darkNavigation(primary: string): ThemeConfig['components'] {
  return {
    Layout: { lightSiderBg: DARK_NAV.background, siderBg: DARK_NAV.background, triggerBg: DARK_NAV.subMenuBackground },
    Menu: {
      itemBg: DARK_NAV.background,
      subMenuItemBg: DARK_NAV.subMenuBackground,
      popupBg: DARK_NAV.background,
      itemColor: DARK_NAV.text,
      itemHoverColor: DARK_NAV.activeText,
      itemHoverBg: DARK_NAV.hoverBackground,
      itemActiveBg: DARK_NAV.hoverBackground,
      itemSelectedBg: primary,
      itemSelectedColor: DARK_NAV.activeText,
      subMenuItemSelectedColor: DARK_NAV.activeText,
      groupTitleColor: DARK_NAV.text,
      horizontalItemHoverColor: DARK_NAV.activeText,
      horizontalItemSelectedColor: DARK_NAV.activeText,
      horizontalItemSelectedBg: primary,
    },
  };
}

/**
 * The antd theme for the settings: primary colour always, dark navigation for the colour block 'dark', and no
 * motion (dialogs, drawers and dropdowns appear and go at once) for a user whose system asks for reduced motion.
 */
export function themeConfig(settings: Pick<ShellSettings, 'themeColor' | 'themeClass'>, reducedMotion = false): ThemeConfig {
  const primary = THEME_COLOR_HEX[settings.themeColor] ?? THEME_COLOR_HEX.green;
  return {
    // Links follow the theme colour too (antd derives them from colorInfo otherwise, which stays blue).
    token: { colorPrimary: primary, colorLink: primary, ...(reducedMotion ? { motion: false } : {}) },
    // Component styles come from antd's prebuilt stylesheet (imported by App.tsx) rather than being generated in the
    // page the first time each component shows: a cold 200-field form paints in ~280 ms instead of ~400-460. The
    // colours above still apply, as CSS variables antd writes at run time.
    zeroRuntime: true,
    ...(settings.themeClass === 'dark' ? { components: darkNavigation(primary) } : {}),
  };
}

const colourNow = () => getShell().settings.themeColor;
const blockNow = () => getShell().settings.themeClass;

/**
 * The antd theme of the current settings for the app's ConfigProvider. It re-renders only when the colour or the
 * colour block changes (not on sidebar or drawer changes) and keeps the same object otherwise, as antd recomputes
 * its tokens for every new theme object.
 */
export function useThemeConfig(): ThemeConfig {
  const themeColor = useSyncExternalStore(subscribeShell, colourNow, colourNow);
  const themeClass = useSyncExternalStore(subscribeShell, blockNow, blockNow);
  const reducedMotion = useSyncExternalStore(subscribeMotion, motionReduced, () => false);
  return useMemo(() => themeConfig({ themeColor, themeClass }, reducedMotion), [themeColor, themeClass, reducedMotion]);
}

/** The system's "reduce motion" setting (prefers-reduced-motion), followed while the app runs. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : null);
const motionReduced = () => motionQuery()?.matches ?? false;
function subscribeMotion(changed: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
}
