/**
 * The chat's emoji picker: emoji-mart's framework-free Picker (a web component) mounted into a div. The picker and
 * its data (about 430 kB of JSON) are imported the first time the picker is shown, so neither is in the first
 * page's bundle. Data and translations are handed to it, so it never fetches them from its CDN (which the CSP
 * would refuse anyway), and it draws the system's own emoji (set 'native'), so no sprite sheet is fetched either.
 */
import { useEffect, useRef, useState } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * emoji-mart's locale for the page's language. It has one Chinese ('zh', Simplified); a Traditional Chinese page
 * gets the same locale with the picker's few words in Traditional characters (emojiMartZhTW.json, written in the
 * words of the Simplified file, as the rest of the zh-TW texts are).
 */
export const pickerLocale = (language: string): 'zh' | 'en' => (language.toLowerCase().startsWith('zh') ? 'zh' : 'en');
const traditional = (language: string) => /^zh-(tw|hk|mo|hant)/i.test(language);

type Translation = Record<string, unknown>;
/** One import of the library and its data, shared by every picker opened afterwards. */
let loading: Promise<{ Picker: typeof import('emoji-mart').Picker; data: unknown }> | null = null;
const load = (language: string) => {
  loading ??= Promise.all([import('emoji-mart'), import('@emoji-mart/data')])
    .then(([lib, data]) => ({ Picker: lib.Picker, data: data.default }))
    .catch((e: unknown) => {
      loading = null; // a failed chunk load (a new deployment, a dropped connection) may be retried on the next open
      throw e;
    });
  // English is built into emoji-mart; the Chinese words are small files of their own.
  const words: Promise<Translation | undefined> = pickerLocale(language) === 'en' ? Promise.resolve(undefined)
    : traditional(language) ? import('./emojiMartZhTW.json').then((m) => m.default)
      : import('@emoji-mart/data/i18n/zh.json').then((m) => m.default);
  return Promise.all([loading, words]).then(([lib, i18n]) => ({ ...lib, i18n }));
};

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  // The latest callback, read when an emoji is picked, so a new callback does not rebuild the picker.
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const language = i18n.language;

  useEffect(() => {
    let gone = false;
    let element: HTMLElement | null = null;
    void load(language).then(({ Picker, data, i18n: words }) => {
      if (gone || !host.current) return;
      element = new Picker({
        data, locale: pickerLocale(language), i18n: words, set: 'native', theme: 'light',
        previewPosition: 'none', skinTonePosition: 'search', autoFocus: true,
        onEmojiSelect: (e: { native?: string }) => { if (e.native) pick.current(e.native); },
      }) as unknown as HTMLElement;
      host.current.appendChild(element);
      setState('ready');
    }, () => { if (!gone) setState('failed'); });
    return () => {
      gone = true;
      element?.remove();
    };
  }, [language]);

  return (
    <div data-testid="emoji-panel" style={{ minWidth: 352, minHeight: state === 'ready' ? undefined : 120 }}>
      {state === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {state === 'failed' && <Typography.Text type="danger" style={{ display: 'block', margin: '48px auto',
        textAlign: 'center' }}>{t('notice.emojiLoadFailed')}</Typography.Text>}
      <div ref={host} />
    </div>
  );
}
