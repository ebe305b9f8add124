import { useSyncExternalStore } from 'react';
import { App as AntApp, Button } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => !!document.fullscreenElement;

/** Fullscreen toggle; browsers that cannot go full screen get the warning '不支持全屏'. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  // Follows fullscreenchange, so Esc or the browser's own controls also update the icon.
  const full = useSyncExternalStore(subscribe, isFullscreen, () => false);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('navbar.fullscreenUnsupported'));
      return;
    }
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A refusal (no user gesture, iframe policy) leaves the page as it is; the icon follows the real state.
    void change?.catch(() => undefined);
  };

  return (
    <Button
      type="text"
      aria-label={full ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
      data-testid="fullscreen"
      data-fullscreen={full ? 'true' : 'false'}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
    />
  );
}
