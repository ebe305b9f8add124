import type { ReactElement } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, type Language } from '../../i18n';
import { chooseLanguage } from './LanguageSwitch';

/** The language switch's menu (LanguageSwitch loads it on first use): the three languages, the active one selected. */
export default function LanguageMenu({ open, onOpenChange, children }: { open: boolean;
  onOpenChange: (open: boolean) => void; children: ReactElement }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((l) => ({ key: l, label: <span data-testid={`language-${l}`}>{t(`lang.${l}`)}</span> })),
        onClick: ({ key }) => { onOpenChange(false); void chooseLanguage(key as Language); },
      }}
    >
      {children}
    </Dropdown>
  );
}
