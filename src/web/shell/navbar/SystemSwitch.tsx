import { useState } from 'react';
import { App as AntApp, Menu, Modal, Spin, Tag } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SystemRef } from '../../../engine/types';
import { switchSystem } from '../../api/current';
import { loadSession } from '../../session/load';
import { useSession } from '../../session/store';

/** The systems a user can switch between; the switch is offered only when there is more than one. */
export function switchableSystems(systems: SystemRef[] | undefined): SystemRef[] {
  return systems && systems.length > 1 ? systems : [];
}

/**
 * Lists the user's systems with the current one marked. Choosing another saves it on the server (major), reloads
 * the session so the menu becomes that system's, and goes home.
 */
export function SystemSwitchDialog({ open, onClose, load = loadSession }: { open: boolean; onClose: () => void; load?: () => Promise<void> }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [busy, setBusy] = useState(false);
  const systems = userInfo?.systemIds ?? [];
  const current = systems.find((s) => s.currentSystem)?.id;

  const choose = async (id: string) => {
    if (id === current || busy) return;
    setBusy(true);
    try {
      const msg = await switchSystem(id);
      await load();
      onClose();
      navigate('/home');
      if (msg) void message.success(msg);
    } catch (err) {
      // Request errors were toasted by the request layer; loadSession rejects with a readable string.
      if (typeof err === 'string') void message.error(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('navbar.switchSystem')} onCancel={onClose} footer={null} destroyOnHidden>
      <Spin spinning={busy}>
        <Menu
          data-testid="system-list"
          selectable={false}
          style={{ borderInlineEnd: 0 }}
          items={systems.map((s) => ({
            key: s.id,
            icon: <AppstoreOutlined />,
            label: (
              <span data-testid={`system-${s.id}`} data-current={s.id === current ? 'true' : 'false'}>
                {s.name}
                {s.id === current && (
                  <Tag color="green" style={{ marginInlineStart: 8 }}>
                    {t('navbar.currentSystem')}
                  </Tag>
                )}
              </span>
            ),
          }))}
          onClick={({ key }) => void choose(key)}
        />
      </Spin>
    </Modal>
  );
}
