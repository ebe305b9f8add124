import { describe, expect, it } from 'vitest';
import { detectLanguage, normaliseLanguage } from './detect';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en', ['zh-TW'])).toBe('en');
    expect(detectLanguage('zh-TW', ['en-US'])).toBe('zh-TW');
  });
  it('falls back to the browser language: tw → zh-TW, zh → zh-CN, en → en', () => {
    expect(detectLanguage(null, ['zh-TW'])).toBe('zh-TW');
    expect(detectLanguage(null, ['zh_tw'])).toBe('zh-TW');
    expect(detectLanguage(null, ['zh'])).toBe('zh-CN');
    expect(detectLanguage(null, ['zh-CN'])).toBe('zh-CN');
    expect(detectLanguage(null, ['en-GB'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR', 'en-US'])).toBe('en');
  });
  it('ends with Simplified Chinese', () => {
    expect(detectLanguage(null, [])).toBe('zh-CN');
    expect(detectLanguage('xx', ['fr', 'de'])).toBe('zh-CN');
  });
  it('understands the server spelling zhtw', () => {
    expect(normaliseLanguage('zhtw')).toBe('zh-TW');
  });
});

describe('i18n instance', () => {
  it('carries the shell strings and the form namespace in all three languages', async () => {
    const { i18n } = await import('./index');
    for (const lng of ['zh-CN', 'zh-TW', 'en']) {
      expect(i18n.getResource(lng, 'shell', 'request.error')).toBeTruthy();
      expect(Object.keys(i18n.getResourceBundle(lng, 'form') ?? {}).length).toBeGreaterThan(0);
    }
    expect(i18n.getResource('zh-CN', 'shell', 'request.error')).toBe('请求出错，请重试');
    expect(i18n.getResource('zh-CN', 'form', 'add')).toBe('新增');
  });
});
