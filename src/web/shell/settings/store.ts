/**
 * Shell settings and shell state:
 * - settings (layout, colour mode, theme colour, tabs view, tab icons, page cache, language switch, menu search,
 *   fixed header, sidebar logo) persisted in localStorage under the shell's key prefix;
 * - the sidebar's open state (1/0, persisted) and the device (mobile under 992 px body width, not persisted).
 * An external store like the session, so non-React code (the login page, the language switch) can read and write it.
 */
import { createExternalStore } from '../../lib/externalStore';
import { readStored, SIDEBAR_KEY, STORAGE_PREFIX, writeStored } from '../../session/storage';

export const LAYOUT_TYPES = ['classic', 'functional', 'blend', 'plain'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Colour mode of the navigation: the spec's values (dark, lightWhite). */
export const THEME_CLASSES = ['lightWhite', 'dark'] as const;
export type ThemeClass = (typeof THEME_CLASSES)[number];

/** The 8 theme colours of the settings drawer. */
export const THEME_COLORS = ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red'] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];

export interface ShellSettings {
  layoutType: LayoutType;
  themeClass: ThemeClass;
  themeColor: ThemeColor;
  tagsView: boolean;
  tagsIcon: boolean;
  pageCache: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** Defaults: green, classic, light white, tabs on, language and search shown, page cache off. */
export const DEFAULT_SETTINGS: ShellSettings = {
  layoutType: 'classic',
  themeClass: 'lightWhite',
  themeColor: 'green',
  tagsView: true,
  tagsIcon: true,
  pageCache: false,
  showLanguage: true,
  showSearch: true,
  fixedHeader: true,
  sidebarLogo: true,
};

export const SETTINGS_KEY = `${STORAGE_PREFIX}settings`;
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 280;

export type Device = 'desktop' | 'mobile';

export interface ShellState {
  settings: ShellSettings;
  /** Sidebar open (true) or collapsed; persisted as 1/0. */
  sidebarOpened: boolean;
  device: Device;
  /** The settings drawer is showing. */
  settingsOpen: boolean;
}

/** Any layout name other than the four means classic (login result theme). */
export function normaliseLayout(value: unknown): LayoutType {
  return LAYOUT_TYPES.includes(value as LayoutType) ? (value as LayoutType) : 'classic';
}

/** Stored settings merged over the defaults, ignoring values of the wrong type or outside their sets. */
export function parseSettings(text: string | null): ShellSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry falls back to the defaults rather than breaking the shell.
  }
  const out: ShellSettings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof ShellSettings)[]) {
    const value = stored[key];
    if (typeof value === 'boolean' && typeof DEFAULT_SETTINGS[key] === 'boolean') (out as unknown as Record<string, unknown>)[key] = value;
  }
  if (stored.layoutType !== undefined) out.layoutType = normaliseLayout(stored.layoutType);
  if (THEME_CLASSES.includes(stored.themeClass as ThemeClass)) out.themeClass = stored.themeClass as ThemeClass;
  if (THEME_COLORS.includes(stored.themeColor as ThemeColor)) out.themeColor = stored.themeColor as ThemeColor;
  return out;
}

const deviceOf = (): Device =>
  typeof document !== 'undefined' && document.body && document.body.getBoundingClientRect().width > 0
    ? document.body.getBoundingClientRect().width < MOBILE_BREAKPOINT
      ? 'mobile'
      : 'desktop'
    : 'desktop';

function initialState(): ShellState {
  const device = deviceOf();
  return {
    settings: parseSettings(readStored(SETTINGS_KEY)),
    sidebarOpened: device === 'mobile' ? false : readStored(SIDEBAR_KEY) !== '0',
    device,
    settingsOpen: false,
  };
}

const store = createExternalStore<ShellState>(initialState());

function set(patch: Partial<ShellState>): void {
  store.set({ ...store.get(), ...patch });
}

export const getShell = store.get;
export const subscribeShell = store.subscribe;

/** React view of the shell state. */
export const useShell = store.use;

/** The settings alone (re-renders on any shell change; cheap, the shell is small). */
export function useSettings(): ShellSettings {
  return useShell().settings;
}

/** Changes some settings and persists them all locally. Server saving (layout) is the caller's business. */
export function updateSettings(patch: Partial<ShellSettings>): void {
  const settings = { ...store.get().settings, ...patch };
  writeStored(SETTINGS_KEY, JSON.stringify(settings));
  set({ settings });
}

/** Opens or collapses the sidebar; the choice is remembered on desktop only (mobile always starts closed). */
export function setSidebarOpened(opened: boolean): void {
  if (store.get().device === 'desktop') writeStored(SIDEBAR_KEY, opened ? '1' : '0');
  set({ sidebarOpened: opened });
}

export function toggleSidebar(): void {
  setSidebarOpened(!store.get().sidebarOpened);
}

/** Device from the body width: becoming mobile closes the sidebar, back on desktop it returns as remembered. */
export function setDevice(device: Device): void {
  if (device === store.get().device) return;
  set({ device, sidebarOpened: device === 'mobile' ? false : readStored(SIDEBAR_KEY) !== '0' });
}

export function setSettingsOpen(open: boolean): void {
  set({ settingsOpen: open });
}

/** Tests: forget everything and read storage again. */
export function resetShellForTests(): void {
  store.set(initialState());
}
