import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { formMessages } from '../i18n';
import { problemText } from './messages';

async function translator(lng: 'zh-CN' | 'en'): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, ns: ['form'], defaultNS: 'form', resources: { [lng]: { form: formMessages[lng] } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(lng, 'form');
}

describe('problemText', () => {
  it('words each rule of the record validation in the user\'s language', async () => {
    for (const [lng, required, option, type] of [
      ['zh-CN', '数量不能为空', '类型的值不在可选项中', '数量格式不正确'],
      ['en', '数量 is required', '"类型" is not one of the options', '"数量" is not valid'],
    ] as const) {
      const t = await translator(lng);
      expect(problemText(t, { field: 'qty', label: '数量', rule: 'required' })).toBe(required);
      expect(problemText(t, { field: 'kind', label: '类型', rule: 'option' })).toBe(option);
      expect(problemText(t, { field: 'qty', label: '数量', rule: 'type', expected: 'number' })).toBe(type);
      // A regList rule says its own message; one without a message falls back to the type wording.
      expect(problemText(t, { field: 'qty', label: '数量', rule: 'pattern', message: '只能大写字母' })).toBe('只能大写字母');
      expect(problemText(t, { field: 'qty', label: '数量', rule: 'pattern' })).toBe(type);
    }
  });
});
