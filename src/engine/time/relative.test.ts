import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { absoluteTime, relativeTime } from './relative';

// Local times, so the expectations hold in any time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();
const NOW = at(2024, 6, 15, 12, 0, 0);
const ago = (ms: number) => relativeTime(NOW - ms, NOW, 'zh-CN');
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime ladder (zh-CN)', () => {
  it('says 刚刚 under a minute: 0 s and 59 s', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(59 * SEC)).toBe('刚刚');
    expect(ago(59 * SEC + 999)).toBe('刚刚');
  });

  it('counts whole minutes from 60 s to 59 min 59 s', () => {
    expect(ago(60 * SEC)).toBe('1分钟前');
    expect(ago(119 * SEC)).toBe('1分钟前');
    expect(ago(59 * MIN)).toBe('59分钟前');
    expect(ago(59 * MIN + 59 * SEC)).toBe('59分钟前');
  });

  it('counts hours from 60 min up to 23 h', () => {
    expect(ago(60 * MIN)).toBe('1小时前');
    expect(ago(DAY - 1)).toBe('23小时前');
  });

  it('counts days up to 6, weeks up to 3, months up to 3', () => {
    expect(ago(DAY)).toBe('1天前');
    expect(ago(7 * DAY - 1)).toBe('6天前');
    expect(ago(7 * DAY)).toBe('1周前');
    expect(ago(28 * DAY - 1)).toBe('3周前');
    expect(ago(28 * DAY)).toBe('1个月前');
    expect(ago(60 * DAY)).toBe('2个月前');
    expect(ago(120 * DAY - 1)).toBe('3个月前');
  });

  it('falls back to YYYY-MM-DD HH:mm from 4 months on', () => {
    expect(relativeTime(at(2024, 2, 16, 9, 5), NOW, 'zh-CN')).toBe('2024-02-16 09:05');
  });
});

describe('relativeTime across calendar boundaries', () => {
  it('is elapsed time across midnight, not "yesterday"', () => {
    const midnight = at(2024, 6, 16);
    expect(relativeTime(at(2024, 6, 15, 23, 59, 30), midnight + 20 * SEC, 'zh-CN')).toBe('刚刚');
    expect(relativeTime(at(2024, 6, 15, 23, 58), at(2024, 6, 16, 0, 1), 'zh-CN')).toBe('3分钟前');
    expect(relativeTime(at(2024, 6, 15, 23, 0), at(2024, 6, 16, 1, 0), 'zh-CN')).toBe('2小时前');
  });

  it('crosses 1 January by elapsed time and writes the old year in full when it falls back', () => {
    const newYear = at(2024, 1, 1, 0, 10);
    expect(relativeTime(at(2023, 12, 31, 23, 50), newYear, 'zh-CN')).toBe('20分钟前');
    expect(relativeTime(at(2023, 12, 25, 0, 10), newYear, 'zh-CN')).toBe('1周前');
    expect(relativeTime(at(2023, 8, 1, 8, 0), newYear, 'zh-CN')).toBe('2023-08-01 08:00');
  });
});

describe('relativeTime languages and inputs', () => {
  it('speaks Traditional Chinese and English, with English plurals', () => {
    expect(relativeTime(NOW, NOW, 'zh-TW')).toBe('剛剛');
    expect(relativeTime(NOW - 5 * MIN, NOW, 'zh-TW')).toBe('5分鐘前');
    expect(relativeTime(NOW - 2 * HOUR, NOW, 'zh-TW')).toBe('2小時前');
    expect(relativeTime(NOW - 14 * DAY, NOW, 'zh-TW')).toBe('2週前');
    expect(relativeTime(NOW - 40 * DAY, NOW, 'zh-TW')).toBe('1個月前');
    expect(relativeTime(NOW - 30 * SEC, NOW, 'en')).toBe('just now');
    expect(relativeTime(NOW - MIN, NOW, 'en')).toBe('1 minute ago');
    expect(relativeTime(NOW - 3 * HOUR, NOW, 'en')).toBe('3 hours ago');
    expect(relativeTime(NOW - DAY, NOW, 'en')).toBe('1 day ago');
    expect(relativeTime(NOW - 21 * DAY, NOW, 'en')).toBe('3 weeks ago');
    expect(relativeTime(NOW - 90 * DAY, NOW, 'en')).toBe('3 months ago');
  });

  it('takes clock skew as just now but shows a real future time as a date', () => {
    expect(relativeTime(NOW + 30 * SEC, NOW, 'zh-CN')).toBe('刚刚');
    expect(relativeTime(at(2024, 6, 20, 8, 0), NOW, 'zh-CN')).toBe('2024-06-20 08:00');
  });

  it('accepts ms, numeric text, ISO text and Date; answers empty for nothing', () => {
    const t = NOW - 5 * MIN;
    expect(relativeTime(String(t), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(new Date(t), new Date(NOW), 'en')).toBe('5 minutes ago');
    expect(relativeTime(dayjs(t).format('YYYY-MM-DDTHH:mm:ss'), NOW, 'en')).toBe('5 minutes ago');
    expect(relativeTime(null, NOW, 'zh-CN')).toBe('');
    expect(relativeTime('not a date', NOW, 'zh-CN')).toBe('');
    expect(absoluteTime(undefined)).toBe('');
  });

  it('does not depend on dayjs global locale', () => {
    const before = dayjs.locale();
    dayjs.locale('zh-cn');
    try {
      expect(absoluteTime(at(2023, 3, 4, 5, 6))).toBe('2023-03-04 05:06');
      expect(relativeTime(NOW - 2 * DAY, NOW, 'en')).toBe('2 days ago');
    } finally {
      dayjs.locale(before);
    }
  });
});
