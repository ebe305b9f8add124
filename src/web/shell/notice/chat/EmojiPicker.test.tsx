// The emoji picker's own wiring (the real emoji-mart is walked in Chromium by tests/e2e/chat.e2e.ts): a failed load
// told in the page's language and tried again, the words each page language hands emoji-mart, and a pick passed on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

const lib = vi.hoisted(() => ({ fail: true, props: [] as Record<string, unknown>[] }));
vi.mock('emoji-mart', () => {
  if (lib.fail) throw new Error('Failed to fetch dynamically imported module');
  return {
    // Stands in for the web component: a button that picks 👍.
    Picker: function Picker(props: Record<string, unknown>) {
      lib.props.push(props);
      const button = document.createElement('button');
      button.textContent = 'pick';
      button.onclick = () => (props.onEmojiSelect as (e: { native: string }) => void)({ native: '👍' });
      return button;
    },
  };
});
import { setLanguage } from '../../../i18n';
import { EmojiPicker, pickerLocale } from './EmojiPicker';

afterEach(cleanup);

describe('EmojiPicker', () => {
  it('says so when the picker cannot be loaded, and loads it at the next opening', async () => {
    await setLanguage('zh-TW');
    render(<EmojiPicker onPick={() => {}} />);
    expect(await screen.findByText('表情載入失敗，請重試')).toBeTruthy();
    cleanup();
    lib.fail = false;
    vi.resetModules();
    const picked: string[] = [];
    render(<EmojiPicker onPick={(e) => picked.push(e)} />);
    (await screen.findByText('pick')).click();
    expect(picked).toEqual(['👍']);
  });

  it('hands emoji-mart its Chinese for zh-CN, the same in Traditional characters for zh-TW, its own English for en', async () => {
    expect(['zh-CN', 'zh-TW', 'en', 'en-US'].map(pickerLocale)).toEqual(['zh', 'zh', 'en', 'en']);
    for (const language of ['zh-CN', 'zh-TW', 'en'] as const) {
      await setLanguage(language);
      lib.props.length = 0;
      render(<EmojiPicker onPick={() => {}} />);
      await screen.findByText('pick');
      cleanup();
      const words = lib.props[0].i18n as { categories?: { search?: string } } | undefined;
      expect([lib.props[0].locale, words?.categories?.search]).toEqual(
        { 'zh-CN': ['zh', '搜索结果'], 'zh-TW': ['zh', '搜索結果'], en: ['en', undefined] }[language]);
    }
  });
});
