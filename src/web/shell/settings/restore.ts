/**
 * Layout and language kept on the server (changing language, system or layout persists on the server)
 * come back at sign-in: Login answers with the layout (`theme`), CurrentUser's userInfo with `theme` and `language`.
 * So a user who changed them on another machine, or whose browser storage was cleared, gets them back.
 *
 * One exception: a language picked on the login page itself is the user's latest word; it is sent to the server
 * instead of being replaced by the older stored one.
 */
import type { UserInfo } from '../../../engine/types';
import { saveLanguage } from '../../api/current';
import { currentLanguage, normaliseLanguage, setLanguage } from '../../i18n';
import { getShell, normaliseLayout, updateSettings } from './store';

let languageChosenAtLogin = false;

/** The login page saw the user pick a language; the next session load keeps it and saves it on the server. */
export function keepLanguageChosenAtLogin(): void {
  languageChosenAtLogin = true;
}

/** Applies a layout name from the server (anything unknown means classic). */
export function applyServerLayout(theme: unknown): void {
  const layoutType = normaliseLayout(theme);
  if (getShell().settings.layoutType !== layoutType) updateSettings({ layoutType });
}

/** Applies the layout and language of a CurrentUser answer (called by loadSession before the shell renders). */
export async function restorePreferences(
  userInfo: Pick<UserInfo, 'theme' | 'language'> | null | undefined,
  save: (language: string) => Promise<void> = saveLanguage,
): Promise<void> {
  if (!userInfo) return;
  if (userInfo.theme) applyServerLayout(userInfo.theme);
  const server = normaliseLanguage(userInfo.language);
  const local = currentLanguage();
  if (languageChosenAtLogin) {
    languageChosenAtLogin = false;
    // Not awaited: the session need not wait for it, and a failure was toasted by the request layer.
    if (server !== local) save(local).catch(() => undefined);
    return;
  }
  if (server && server !== local) await setLanguage(server);
}

/** Tests: forget a pending login-page choice. */
export function resetRestoreForTests(): void {
  languageChosenAtLogin = false;
}
