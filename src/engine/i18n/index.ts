/**
 * The languages of the UI and the small helpers every catalogue shares, framework-free: the server, the file preview
 * and the engine's own catalogues (records.ts) use them.
 */
export type Lang = 'zh-CN' | 'zh-TW' | 'en';
export type Params = Record<string, string | number>;

/** Picks the language from an Accept-Language header (first listed language we know; zh-CN otherwise). */
export function pickLang(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (!tag) continue;
    if (tag.startsWith('en')) return 'en';
    if (tag === 'zhtw' || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) {
      return 'zh-TW';
    }
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

/** Fills the {name} placeholders of a text; an unknown name stays as written. */
export function fillParams(text: string, params: Params = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
