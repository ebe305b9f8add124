/**
 * System kinds (createUser, createTime, modifyUser, modifyTime, currOrganize, currDept, currPosition): the server fills them
 * on save; the form shows what is stored, read-only, as the kind's spec words it (people and organisations by name,
 * times formatted).
 */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindsWhere } from '../../src/engine/kinds';
import { registerField, type FieldInputProps } from '../registry';
import { SpecTextCell, useSpecText } from './specText';

function SystemInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  return <Input id={p.id} aria-label={p.ariaLabel} value={useSpecText(p.field, p.value)} readOnly
    disabled={p.disabled} placeholder={t('billRulePlaceholder')} />;
}

for (const kind of kindsWhere((s) => s.role === 'system' && s.kind !== 'billRule')) {
  registerField({ kind, input: SystemInput, cell: SpecTextCell });
}
