/**
 * System kinds (createUser, createTime, modifyUser, modifyTime, currOrganize, currDept, currPosition): the server fills them
 * on save; the form shows what is stored, read-only.
 */
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../src/engine/form/format';
import { kindSpec, kindsWhere } from '../../src/engine/kinds';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';
import { useNames, type NameKind } from '../options/names';
import type { FieldDef } from '../../src/engine/types';


function display(kind: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (kindSpec(kind)?.compare === 'date' && (typeof value === 'number' || /^\d+$/.test(String(value)))) {
    return formatDate(value, 'YYYY-MM-DD HH:mm:ss');
  }
  return Array.isArray(value) ? value.join('/') : String(value);
}

// The server stores ids; people read names (one batched lookup per page, see options/names).
const NAME_KINDS: Record<string, NameKind> = {
  createUser: 'user', modifyUser: 'user', currOrganize: 'organize', currPosition: 'organize', currDept: 'organize',
};

function useDisplay(kind: string, field: FieldDef, value: unknown): string {
  const nameKind = NAME_KINDS[kind];
  const ids = nameKind && value !== null && value !== undefined && value !== ''
    ? (Array.isArray(value) ? value.map(String) : [String(value)]) : [];
  const { names } = useNames(nameKind ?? 'user', ids);
  if (!nameKind) return display(kind, value);
  // An organisation path shows only its last level when showLevel is 'last' (the palette default).
  const shown = field.showLevel === 'last' ? names.slice(-1) : names;
  return shown.filter(Boolean).join('/');
}

function systemKind(kind: string) {
  function SystemInput(p: FieldInputProps) {
    const { t } = useTranslation('form');
    return <Input id={p.id} aria-label={p.ariaLabel} value={useDisplay(kind, p.field, p.value)} readOnly
      disabled={p.disabled} placeholder={t('billRulePlaceholder')} />;
  }
  function SystemCell({ field, value }: FieldViewProps) {
    return <span>{useDisplay(kind, field, value)}</span>;
  }
  registerField({ kind, input: SystemInput, cell: SystemCell });
}

for (const kind of kindsWhere((s) => s.role === 'system' && s.kind !== 'billRule')) systemKind(kind);
