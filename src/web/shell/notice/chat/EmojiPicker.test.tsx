// The emoji picker's own states (the real emoji-mart is walked in Chromium by tests/e2e/chat.e2e.ts): which of
// emoji-mart's languages each page language gets, and a failed load told in the page's language, not a blank panel.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

vi.mock('emoji-mart', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
import { setLanguage } from '../../../i18n';
import { EmojiPicker, pickerLocale } from './EmojiPicker';

describe('EmojiPicker', () => {
  it('uses emoji-mart\'s Chinese for both Chinese pages and English otherwise', () => {
    expect(['zh-CN', 'zh-TW', 'en', 'en-US'].map(pickerLocale)).toEqual(['zh', 'zh', 'en', 'en']);
  });

  it('says so when the picker cannot be loaded', async () => {
    setLanguage('zh-TW');
    render(<EmojiPicker onPick={() => {}} />);
    expect(await screen.findByText('表情載入失敗，請重試')).toBeTruthy();
  });
});
