/**
 * Strings kept next to the shell part that uses them (layout, navbar, tabs, settings, profile), merged into the
 * `shell` namespace under one group each, so a part's strings change in one file.
 */
import type { i18n as I18n } from 'i18next';
import { messages as shellLayout } from '../shell/layout/i18n';
import { messages as navbar } from '../shell/navbar/i18n';
import { messages as tabs } from '../shell/tabs/i18n';
import { messages as settings } from '../shell/settings/i18n';
import { messages as profile } from '../pages/profile/i18n';
import { messages as notice } from '../shell/notice/i18n';

const PARTS: Record<string, Record<string, object>> = { shellLayout, navbar, tabs, settings, profile, notice };

export function registerShellParts(i18n: I18n): void {
  for (const [group, byLanguage] of Object.entries(PARTS)) {
    for (const [lng, bundle] of Object.entries(byLanguage)) i18n.addResourceBundle(lng, 'shell', { [group]: bundle }, true, true);
  }
}
