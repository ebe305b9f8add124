import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '../../i18n';
import { saveLanguage } from '../../api/current';
import { getSession } from '../../session/store';

/**
 * Switches the interface language (Simplified Chinese, Traditional Chinese, English). The choice is remembered
 * locally and, for a signed-in user, on the server; the login page has no session and saves nothing.
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

// The menu (antd Dropdown, with its menu, overflow and tooltip code) is fetched when the button is first pointed at
// or focused and shown at the first press, so the login page's first visit does not download it. Pointing only
// fetches: re-rendering then would replace the button between the press and the release, and lose the click.
const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // Until the menu has loaded, a press asks for it open; afterwards the Dropdown handles presses itself.
  const button = (pending: boolean) => (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={t('layout.language')}
      data-testid="language-switch"
      data-language={i18n.language}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={pending ? () => { setWanted(true); setOpen(true); } : undefined}
    />
  );
  if (!wanted) return button(true);
  return (
    <Suspense fallback={button(true)}>
      <LanguageMenu open={open} onOpenChange={setOpen}>{button(false)}</LanguageMenu>
    </Suspense>
  );
}
