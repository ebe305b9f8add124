import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';

/** About: system name, version and copyright from the system configuration. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { sysConfig } = useSession();
  return (
    <Modal open={open} title={t('navbar.about')} onCancel={onClose} footer={null} destroyOnHidden>
      <Descriptions
        column={1}
        data-testid="about-dialog"
        items={[
          { key: 'name', label: t('navbar.sysName'), children: sysConfig?.sysName || t('app.name') },
          { key: 'version', label: t('navbar.sysVersion'), children: sysConfig?.sysVersion ?? '' },
          { key: 'copyright', label: t('navbar.copyright'), children: sysConfig?.copyright ?? '' },
        ]}
      />
    </Modal>
  );
}
