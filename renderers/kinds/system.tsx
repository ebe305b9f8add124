/**
 * System kinds (createUser, createTime, modifyUser, modifyTime, currOrganize, currPosition): the server fills them
 * on save; the form shows what is stored, read-only.
 */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../src/engine/form/format';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';

const TIME_KINDS = new Set(['createTime', 'modifyTime']);

function display(kind: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (TIME_KINDS.has(kind) && (typeof value === 'number' || /^\d+$/.test(String(value)))) {
    return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
  }
  return Array.isArray(value) ? value.join('/') : String(value);
}

function systemKind(kind: string) {
  function SystemInput(p: FieldInputProps) {
    const { t } = useTranslation('form');
    return <Input id={p.id} aria-label={p.ariaLabel} value={display(kind, p.value)} readOnly disabled={p.disabled}
      placeholder={t('billRulePlaceholder')} />;
  }
  function SystemCell({ value }: FieldViewProps) {
    return <span>{display(kind, value)}</span>;
  }
  registerField({ kind, input: SystemInput, cell: SystemCell });
}

for (const kind of ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition']) systemKind(kind);
