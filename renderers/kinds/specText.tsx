/**
 * Display text from the kind's spec: cells and detail views of kinds whose text needs no names of people or areas
 * read it here, so the list, the detail view, export and print say the same thing (the server's display reads
 * the same spec). Options (static, dictionary, data interface) are loaded for a kind that needs them.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { kindSpec, type DisplayLookups } from '../../src/engine/kinds';
import type { OptionItem } from '../../src/engine/form/format';
import type { FieldDef } from '../../src/engine/types';
import type { FieldViewProps } from '../registry';
import { useFieldOptions } from '../options/useOptions';

const NO_OPTIONS: FieldDef = { __config__: { jnpfKey: '' } };
const nothing = () => undefined;

/** The spec's text of a stored value ('' for an empty one); a kind without a spec shows the value as text. */
export function useSpecText(field: FieldDef, value: unknown): string {
  const { t } = useTranslation('form');
  const spec = kindSpec(field.__config__?.jnpfKey ?? '');
  const needsOptions = spec?.needs(field).options === true;
  const { options } = useFieldOptions(needsOptions ? field : NO_OPTIONS);
  const lookups = useMemo<DisplayLookups>(() => ({
    options: () => options as OptionItem[],
    name: nothing,
    parentOf: nothing,
    area: nothing,
    interfaceRows: () => [],
    related: () => '',
    words: { on: t('on'), off: t('off'), rangeSeparator: ` ${t('widgets.rangeTo')} `, signed: t('widgets.signed') },
  }), [options, t]);
  if (!spec) return value === null || value === undefined ? '' : String(value);
  return spec.empty(value) ? '' : spec.text(value, field, lookups);
}

/** A cell (and detail view) showing the spec's text. */
export function SpecTextCell({ field, value }: FieldViewProps) {
  return <span style={{ whiteSpace: 'pre-wrap' }}>{useSpecText(field, value)}</span>;
}
