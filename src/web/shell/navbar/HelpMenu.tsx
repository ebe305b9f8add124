import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { InfoCircleOutlined, QuestionCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from './AboutDialog';
import { StatementDialog } from './StatementDialog';

/** The help dropdown holding the About and Official statement dialogs. */
export function HelpMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'about' | 'statement' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'about', icon: <InfoCircleOutlined />, label: <span data-testid="about">{t('navbar.about')}</span> },
            { key: 'statement', icon: <SafetyCertificateOutlined />, label: <span data-testid="statement">{t('navbar.statement')}</span> },
          ],
          onClick: ({ key }) => setOpen(key as 'about' | 'statement'),
        }}
      >
        <Button type="text" aria-label={t('navbar.help')} data-testid="help-menu" icon={<QuestionCircleOutlined />} />
      </Dropdown>
      <AboutDialog open={open === 'about'} onClose={close} />
      <StatementDialog open={open === 'statement'} onClose={close} />
    </>
  );
}
