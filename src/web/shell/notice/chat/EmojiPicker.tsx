/**
 * The chat's emoji picker: emoji-mart's framework-free Picker (a web component) mounted into a div. The picker and
 * its data (about 430 kB of JSON) are imported the first time the picker is shown, so neither is in the first
 * page's bundle. Data and translations are handed to it, so it never fetches them from its CDN (which the CSP
 * would refuse anyway), and it draws the system's own emoji (set 'native'), so no sprite sheet is fetched either.
 */
import { useEffect, useRef, useState } from 'react';
import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** emoji-mart's locale for the page's language: it has one Chinese ('zh', Simplified), used for zh-TW as well. */
export const pickerLocale = (language: string): 'zh' | 'en' => (language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** One import of the library, its data and the two translations, shared by every picker opened afterwards. */
let loading: Promise<{ Picker: typeof import('emoji-mart').Picker; data: unknown; zh: unknown }> | null = null;
const load = () => {
  loading ??= Promise.all([import('emoji-mart'), import('@emoji-mart/data'), import('@emoji-mart/data/i18n/zh.json')])
    .then(([lib, data, zh]) => ({ Picker: lib.Picker, data: data.default, zh: zh.default }))
    .catch((e: unknown) => {
      loading = null; // a failed chunk load (a new deployment, a dropped connection) may be retried on the next open
      throw e;
    });
  return loading;
};

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  // The latest callback, read when an emoji is picked, so a new callback does not rebuild the picker.
  const pick = useRef(onPick);
  pick.current = onPick;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const locale = pickerLocale(i18n.language);

  useEffect(() => {
    let gone = false;
    let element: HTMLElement | null = null;
    void load().then(({ Picker, data, zh }) => {
      if (gone || !host.current) return;
      element = new Picker({
        data, locale, i18n: locale === 'zh' ? zh : undefined, set: 'native', theme: 'light',
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
  }, [locale]);

  return (
    <div data-testid="emoji-panel" style={{ minWidth: 352, minHeight: state === 'ready' ? undefined : 120 }}>
      {state === 'loading' && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {state === 'failed' && <Typography.Text type="danger" style={{ display: 'block', margin: '48px auto',
        textAlign: 'center' }}>{t('notice.emojiLoadFailed')}</Typography.Text>}
      <div ref={host} />
    </div>
  );
}
