// The engine's record and list messages (src/engine/i18n/records.ts) serve code that applies the record rules
// without the server, the file preview first: each must say exactly what the server says for the same key, in
// every language, so a refusal reads the same in the preview as in the app.
import { describe, expect, it } from 'vitest';
import { RECORD_MESSAGES, recordProblemText, recordText, type RecordMessageKey } from '../../src/engine/i18n/records';
import { pickLang as enginePickLang } from '../../src/engine/i18n';
import { pickLang, translate, type Lang, type MessageKey } from '../../src/server/i18n';
import { isVisualdevText, vdText } from '../../src/server/modules/visualdev/messages';
import { problemMessage } from '../../src/server/modules/visualdev/record';


const LANGS: Lang[] = ['zh-CN', 'zh-TW', 'en'];
const params = { field: '数量', label: '数量', type: '数字', table: '明细', row: 2, max: 50, symbol: '>' };

describe('engine record messages', () => {
  it('each is the server\'s text for the same key, in zh-CN, zh-TW and en', () => {
    for (const lang of LANGS) {
      for (const key of Object.keys(RECORD_MESSAGES['zh-CN']) as RecordMessageKey[]) {
        const server = isVisualdevText(key) ? vdText(lang, key, params) : translate(lang, key as MessageKey, params);
        expect(recordText(lang, key, params), `${lang} ${key}`).toBe(server);
      }
    }
  });

  it('a record problem reads as the server words it', () => {
    const problems = [
      { field: 'qty', label: '数量', rule: 'required' as const },
      { field: 'qty', label: '数量', rule: 'type' as const, expected: 'number' },
      { field: 'qty', label: '数量', rule: 'type' as const, expected: 'dateRange', row: 1, tableLabel: '明细' },
      { field: 'pay', label: '付款方式', rule: 'option' as const },
      { field: 'code', label: '编码', rule: 'pattern' as const, message: '' },
    ];
    for (const lang of LANGS) {
      for (const p of problems) expect(recordProblemText(lang, p as never)).toBe(problemMessage(lang, p as never));
    }
  });

  it('reads the language from Accept-Language as the server does', () => {
    for (const h of [undefined, '', 'en-US,en;q=0.9', 'zh-TW', 'zh-Hant-HK', 'zh-CN', 'fr, zh-tw;q=0.5', 'de']) {
      expect(enginePickLang(h)).toBe(pickLang(h));
    }
  });
});
