/**
 * A time shown relative to now ('3分钟前'), with the absolute date and time on hover. `now` is read
 * at render: a list re-rendered later shows fresh texts, and nothing ticks in the background.
 */
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { absoluteTime, relativeTime, type TimeInput } from '../../../engine/time/relative';
import { normaliseLanguage } from '../../i18n/detect';

export function RelativeTime({ time, testId }: { time: TimeInput; testId?: string }) {
  const { i18n } = useTranslation();
  const text = relativeTime(time, Date.now(), normaliseLanguage(i18n.language) ?? 'zh-CN');
  if (!text) return <span>-</span>;
  const absolute = absoluteTime(time);
  return (
    <Tooltip title={absolute}>
      <time dateTime={absolute} data-testid={testId}>
        {text}
      </time>
    </Tooltip>
  );
}
