/** Small helpers shared by the widgets kinds: reading loose designer props and the Chinese amount line. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountChinese } from '../../../src/engine/form/format';

/** A finite number from a designer prop, else undefined. */
export const numberProp = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A non-empty string from a designer prop, else the fallback. */
export const stringProp = (v: unknown, fallback = ''): string => (typeof v === 'string' && v ? v : fallback);

/** The amount in Chinese capitals (isAmountChinese), or 金额过大无法计算 past 12 integer digits. */
export function AmountChinese({ value }: { value: unknown }) {
  const { t } = useTranslation('form');
  const text = amountChinese(value);
  if (text === '') return null;
  return (
    <Typography.Text type="secondary" data-amount-chinese style={{ display: 'block', fontSize: 12, lineHeight: '20px' }}>
      {text ?? t('widgets.amountTooLarge')}
    </Typography.Text>
  );
}
