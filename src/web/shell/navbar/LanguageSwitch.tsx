import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '../../i18n';

/** Language switch (Simplified Chinese, Traditional Chinese, English); the choice is remembered locally. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((l) => ({ key: l, label: t(`lang.${l}`) })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.language')} data-testid="language-switch" />
    </Dropdown>
  );
}
