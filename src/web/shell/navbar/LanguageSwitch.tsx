import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '../../i18n';
import { saveLanguage } from '../../api/current';
import { getSession } from '../../session/store';

/**
 * Switches the interface language (Simplified Chinese, Traditional Chinese, English). The choice is remembered
 * locally and, for a signed-in user, on the server (spec 000 §4); the login page has no session and saves nothing.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  if (!getSession().token) return;
  try {
    await saveLanguage(lang);
  } catch {
    // The request layer showed the error; the interface keeps the language chosen.
  }
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((l) => ({ key: l, label: <span data-testid={`language-${l}`}>{t(`lang.${l}`)}</span> })),
        onClick: ({ key }) => void chooseLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('layout.language')}
        data-testid="language-switch"
        data-language={i18n.language}
      />
    </Dropdown>
  );
}
