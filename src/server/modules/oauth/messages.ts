/**
 * Texts of the login guard in the three UI languages: a timed lock says when to try again (minutes rather than a
 * clock time, since the server does not know the reader's time zone), and too many requests say after how long.
 * The lock only an administrator lifts keeps the spec's accountLocked wording (i18n catalogues).
 */
import { type Lang, textLookup } from '../../i18n';
import { ApiError } from '../../http/envelope';
import { UNTIL_UNLOCKED } from './guard';

const texts = {
  'zh-CN': {
    lockedFor: '账号已被锁定，请{wait}后再试',
    tooManyRequests: '操作过于频繁，请{seconds}秒后再试',
    hours: '{n}小时', minutes: '{n}分钟', join: '',
  },
  'zh-TW': {
    lockedFor: '帳號已被鎖定，請{wait}後再試',
    tooManyRequests: '操作過於頻繁，請{seconds}秒後再試',
    hours: '{n}小時', minutes: '{n}分鐘', join: '',
  },
  en: {
    lockedFor: 'The account is locked, please try again in {wait}',
    tooManyRequests: 'Too many requests, please try again in {seconds} seconds',
    hours: '{n} h', minutes: '{n} min', join: ' ',
  },
} satisfies Record<Lang, Record<string, string>>;

const text = textLookup(texts);

/** "1小时30分钟" / "1 h 30 min": the wait rounded up to whole minutes. */
export function waitText(lang: Lang, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? text(lang, 'hours', { n: h }) : '', m ? text(lang, 'minutes', { n: m }) : ''].filter(Boolean);
  return parts.join(texts[lang].join);
}

/** The refusal of a locked account: when it may try again, or the spec's wording for a lock only an unlock lifts. */
export function lockedError(lang: Lang, until: number, now: number): ApiError {
  if (until >= UNTIL_UNLOCKED) return new ApiError(400, 'accountLocked');
  return new ApiError(400, 'accountLocked', {}, text(lang, 'lockedFor', { wait: waitText(lang, until - now) }));
}

/** The refusal of a rate limit (envelope code 429, like HTTP's "Too Many Requests"). */
export const tooManyRequests = (lang: Lang, seconds: number) =>
  new ApiError(429, 'serverError', {}, text(lang, 'tooManyRequests', { seconds: Math.max(1, seconds) }));
