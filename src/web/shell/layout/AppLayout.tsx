/**
 * The main layout of every signed-in page: picks classic, functional, blend or plain from the
 * settings, watches the body width for the mobile breakpoint, and hosts what every layout shares (forced password
 * dialog, last-login notice, settings drawer).
 */
import type { ComponentType } from 'react';
import { useShell, type LayoutType } from '../settings/store';
import { useDeviceWatcher } from './useDevice';
import ClassicLayout from './ClassicLayout';
import FunctionalLayout from './FunctionalLayout';
import BlendLayout from './BlendLayout';
import PlainLayout from './PlainLayout';
import { PasswordHost } from '../password/PasswordHost';
import { LastLoginNotice } from '../notice/LastLoginNotice';
import { SettingsDrawer } from '../settings/SettingsDrawer';

/** Layout per mode; a mode not built yet shows classic. */
const LAYOUTS: Partial<Record<LayoutType, ComponentType>> = {
  classic: ClassicLayout,
  functional: FunctionalLayout,
  blend: BlendLayout,
  plain: PlainLayout,
};

export default function AppLayout() {
  const { settings } = useShell();
  useDeviceWatcher();
  const Layout = LAYOUTS[settings.layoutType] ?? ClassicLayout;
  return (
    <div data-testid="app-layout" data-layout={settings.layoutType}>
      <Layout />
      <PasswordHost />
      <LastLoginNotice />
      <SettingsDrawer />
    </div>
  );
}
