/**
 * Parameters of a data-interface call from a field's `templateJson` (`[{field, defaultValue, relationField?}]`): a
 * parameter bound to a form field (`relationField`) takes that field's current value, otherwise its default.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormValues, type FormValues } from '../form/values';
import type { Param } from '../kinds/pickers/api';

interface TemplateParam { field?: unknown; defaultValue?: unknown; relationField?: unknown }

/** The paramList of a templateJson, reading bound fields from `values`. */
export function paramListOf(templateJson: unknown, values?: FormValues | null): Param[] {
  if (!Array.isArray(templateJson)) return [];
  return (templateJson as TemplateParam[])
    .filter((p) => p && typeof p.field === 'string' && p.field)
    .map((p) => {
      const bound = typeof p.relationField === 'string' && p.relationField && values ? values.get(p.relationField) : undefined;
      return { field: p.field as string, defaultValue: bound ?? p.defaultValue ?? '' };
    });
}

const NO_STORE = () => () => {};

/**
 * The paramList of a templateJson, kept current with the fields it is bound to. `key` is its JSON text (stable by
 * value), for cache keys; the field re-renders only when a bound value changes.
 */
export function useParamList(templateJson: unknown): { list: Param[]; key: string } {
  const values = useFormValues();
  const snapshot = useCallback(() => JSON.stringify(paramListOf(templateJson, values)), [templateJson, values]);
  const key = useSyncExternalStore(values ? values.subscribe : NO_STORE, snapshot, snapshot);
  const list = useMemo(() => JSON.parse(key) as Param[], [key]);
  return { list, key };
}
