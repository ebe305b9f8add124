/**
 * Settings drawer (280 px, right): layout mode, colour block, the 8 theme colours and the switches
 * of tabs view, tab icons, page cache, language switch and menu search. Every change is stored locally at once
 * (updateSettings); a layout change is also saved on the server, which gives it back at the next sign-in.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Divider, Drawer, Switch, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveTheme } from '../../api/current';
import {
  LAYOUT_TYPES,
  setSettingsOpen,
  THEME_CLASSES,
  THEME_COLORS,
  updateSettings,
  useShell,
  type LayoutType,
  type ShellSettings,
} from './store';
import { THEME_COLOR_HEX } from './theme';
import { BlockThumb, LayoutThumb } from './Thumbnails';

export const DRAWER_WIDTH = 280;

const SWITCHES = ['tagsView', 'tagsIcon', 'pageCache', 'showLanguage', 'showSearch'] as const satisfies readonly (keyof ShellSettings)[];

/** Stores the layout and saves it on the server; a failed save was toasted by the request layer, the choice stays. */
export function chooseLayout(layoutType: LayoutType, save: (l: LayoutType) => Promise<void> = saveTheme): void {
  updateSettings({ layoutType });
  save(layoutType).catch(() => undefined);
}

/** A clickable picture with its caption; `selected` shows as a primary-coloured border and aria-pressed. */
function Choice({ testId, selected, label, onClick, children }: {
  testId: string;
  selected: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={selected}
      onClick={onClick}
      style={{
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, padding: 4, cursor: 'pointer',
        background: 'none', borderRadius: 6, font: 'inherit', color: token.colorText,
        border: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
      }}
    >
      {children}
      <span style={{ fontSize: 12 }}>{label}</span>
    </button>
  );
}

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8 };

export function SettingsDrawer() {
  const { t } = useTranslation();
  const { settings, settingsOpen } = useShell();
  return (
    <Drawer
      placement="right"
      size={DRAWER_WIDTH}
      open={settingsOpen}
      onClose={() => setSettingsOpen(false)}
      title={t('settings.title')}
      data-testid="settings-drawer"
    >
      <Divider plain>{t('settings.navigationMode')}</Divider>
      <div style={row}>
        {LAYOUT_TYPES.map((layout) => (
          <Choice
            key={layout}
            testId={`layout-${layout}`}
            selected={settings.layoutType === layout}
            label={t(`settings.layout.${layout}`)}
            onClick={() => settings.layoutType !== layout && chooseLayout(layout)}
          >
            <LayoutThumb kind={layout} />
          </Choice>
        ))}
      </div>

      <Divider plain>{t('settings.colourBlock')}</Divider>
      <div style={row}>
        {THEME_CLASSES.map((themeClass) => (
          <Choice
            key={themeClass}
            testId={`theme-${themeClass}`}
            selected={settings.themeClass === themeClass}
            label={t(`settings.themeClass.${themeClass}`)}
            onClick={() => updateSettings({ themeClass })}
          >
            <BlockThumb dark={themeClass === 'dark'} />
          </Choice>
        ))}
      </div>

      <Divider plain>{t('settings.themeColour')}</Divider>
      <div style={row}>
        {THEME_COLORS.map((themeColor) => {
          const selected = settings.themeColor === themeColor;
          const name = t(`settings.color.${themeColor}`);
          return (
            <button
              key={themeColor}
              type="button"
              data-testid={`color-${themeColor}`}
              aria-pressed={selected}
              aria-label={name}
              title={name}
              onClick={() => updateSettings({ themeColor })}
              style={{
                width: 24, height: 24, padding: 0, border: 0, borderRadius: 4, cursor: 'pointer', color: '#fff',
                background: THEME_COLOR_HEX[themeColor],
              }}
            >
              {selected && <CheckOutlined />}
            </button>
          );
        })}
      </div>

      <Divider plain>{t('settings.display')}</Divider>
      {SWITCHES.map((key) => (
        <label key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}>
          <span>{t(`settings.switch.${key}`)}</span>
          <Switch
            size="small"
            data-testid={`switch-${key}`}
            checked={settings[key]}
            onChange={(checked) => updateSettings({ [key]: checked })}
          />
        </label>
      ))}
    </Drawer>
  );
}
