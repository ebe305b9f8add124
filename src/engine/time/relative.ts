/**
 * Relative time: just now under 1 minute, then minutes, hours, days up to 6, weeks up to 3,
 * months up to 3, otherwise the date (default format YYYY-MM-DD HH:mm). Elapsed time decides, not the calendar:
 * 23:59 seen at 00:01 is '2 minutes ago', not 'yesterday'. Pure: `now` and the language are arguments, and dayjs is
 * only asked for locale-free format tokens, so its global locale never matters.
 */
import dayjs from 'dayjs';

export type RelativeLang = 'zh-CN' | 'zh-TW' | 'en';
export type TimeInput = number | string | Date | null | undefined;

/** Default date format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** A month counts as 30 days, as in the original; calendar months would make the ladder depend on the date. */
const MONTH = 30 * DAY;

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

const TEXT: Record<RelativeLang, { justNow: string; ago(n: number, unit: Unit): string }> = {
  'zh-CN': {
    justNow: '刚刚',
    ago: (n, unit) => `${n}${{ minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月' }[unit]}前`,
  },
  'zh-TW': {
    justNow: '剛剛',
    ago: (n, unit) => `${n}${{ minute: '分鐘', hour: '小時', day: '天', week: '週', month: '個月' }[unit]}前`,
  },
  en: { justNow: 'just now', ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago` },
};

/** Milliseconds since the epoch, or NaN for a missing or unreadable time. */
function toMs(time: TimeInput): number {
  if (time === null || time === undefined || time === '') return NaN;
  if (typeof time === 'number') return time;
  if (time instanceof Date) return time.getTime();
  // Digits only: a timestamp sent as text.
  return /^\d+$/.test(time.trim()) ? Number(time) : dayjs(time).valueOf();
}

/** The absolute local date and time ('YYYY-MM-DD HH:mm'), or '' for a missing or unreadable time. */
export function absoluteTime(time: TimeInput, format = DATE_TIME_FORMAT): string {
  const ms = toMs(time);
  return Number.isFinite(ms) ? dayjs(ms).format(format) : '';
}

/** `time` relative to `now` in `lang` ('3分钟前', '2 hours ago'), falling back to the absolute date; '' when unreadable. */
export function relativeTime(time: TimeInput, now: number | Date, lang: RelativeLang): string {
  const ms = toMs(time);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(ms) || !Number.isFinite(nowMs)) return '';
  const text = TEXT[lang] ?? TEXT['zh-CN'];
  const diff = nowMs - ms;
  // A little in the future is clock skew between server and browser; further is a real future date.
  if (diff < -MINUTE) return absoluteTime(ms);
  if (diff < MINUTE) return text.justNow;
  if (diff < HOUR) return text.ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return text.ago(Math.floor(diff / HOUR), 'hour');
  if (diff < WEEK) return text.ago(Math.floor(diff / DAY), 'day');
  if (diff < 4 * WEEK) return text.ago(Math.floor(diff / WEEK), 'week');
  // 28 and 29 days are past 3 weeks but short of a 30-day month: still '1 month ago'.
  if (diff < 4 * MONTH) return text.ago(Math.max(1, Math.floor(diff / MONTH)), 'month');
  return absoluteTime(ms);
}
