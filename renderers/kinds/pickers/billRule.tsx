/**
 * billRule (单据组件): the serial number of a record. A new record shows the number the rule (`__config__.rule`)
 * reserves for this user (`GET /api/system/BillRule/BillNumber/{rule}`; the server issues it again on save, so the
 * form does not store it); until it arrives the field says 系统自动生成. A saved record shows its stored number.
 */
import { memo } from 'react';
import { Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { usePickerApi } from './api';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const billNumberKey = (rule: string) => ['billRule', 'number', rule] as const;

export const BillRuleInput = memo(function BillRuleInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const rule = typeof p.field.__config__?.rule === 'string' ? p.field.__config__.rule : '';
  const stored = text(p.value);
  const { fetchBillNumber } = usePickerApi();
  const reserved = useQuery({
    queryKey: billNumberKey(rule),
    queryFn: () => fetchBillNumber(rule),
    enabled: !stored && !!rule,
    // The same number until a record using it is saved; a new form asks again.
    staleTime: 0,
  });
  return (
    <Input id={p.id} aria-label={p.ariaLabel} value={stored || reserved.data || ''} readOnly disabled={p.disabled}
      placeholder={t('billRulePlaceholder')} />
  );
});

export function BillRuleCell({ value }: FieldViewProps) {
  return <span>{text(value)}</span>;
}

registerField({ kind: 'billRule', input: BillRuleInput, cell: BillRuleCell });
