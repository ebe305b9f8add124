/**
 * /profile: tabs for base info, avatar, password, signatures, organisations and
 * positions, and the system log. BaseInfo is loaded here once and shared by the tabs that show it; the other tabs
 * load their own data when first opened (antd renders a pane on its first activation).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { getBaseInfo, type BaseInfo } from '../../api/current';
import { useShell } from '../../shell/settings/store';
import { AvatarTab } from './AvatarTab';
import { BaseInfoTab } from './BaseInfoTab';
import { OrganizeTab } from './OrganizeTab';
import { PasswordTab } from './PasswordTab';
import { SignImgTab } from './SignImgTab';
import { SystemLogTab } from './SystemLogTab';

export const PROFILE_TABS = ['base', 'avatar', 'password', 'signImg', 'organize', 'log'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** BaseInfo: undefined while loading, null when the load failed. */
function useBaseInfo() {
  const [info, setInfo] = useState<BaseInfo | null | undefined>(undefined);
  const reload = useCallback(() => {
    getBaseInfo().then(setInfo, () => setInfo((i) => i ?? null));
  }, []);
  useEffect(reload, [reload]);
  return { info, reload, retry: () => { setInfo(undefined); reload(); } };
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const { device } = useShell();
  const { info, reload, retry } = useBaseInfo();

  const needsInfo = (render: (i: BaseInfo) => ReactNode) =>
    info === undefined ? <Spin /> : info === null ? (
      <Result status="warning" title={t('profile.loadFailed')}
        extra={<Button onClick={retry} data-testid="profile-retry">{t('profile.retry')}</Button>} />
    ) : render(info);

  const panes: Record<ProfileTab, ReactNode> = {
    base: needsInfo((i) => <BaseInfoTab info={i} onSaved={reload} />),
    avatar: needsInfo((i) => <AvatarTab headIcon={i.headIcon} />),
    password: needsInfo((i) => <PasswordTab changePasswordDate={i.changePasswordDate} />),
    signImg: <SignImgTab />,
    organize: <OrganizeTab />,
    log: <SystemLogTab />,
  };

  return (
    <div data-testid="profile-page" style={{ padding: 16 }}>
      <Card>
        <Tabs
          tabPlacement={device === 'mobile' ? 'top' : 'start'}
          items={PROFILE_TABS.map((key) => ({
            key,
            label: <span data-testid={`profile-tab-${key}`}>{t(`profile.tabs.${key}`)}</span>,
            children: panes[key],
          }))}
        />
      </Card>
    </div>
  );
}
