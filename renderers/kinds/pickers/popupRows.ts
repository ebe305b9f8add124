/**
 * The data-interface rows behind stored popup values (popupSelect, popupTableSelect, popupAttr): fetched with
 * `Action/InfoByIds`, batched per interface so a list of 50 rows asks once, cached per row by react-query, and
 * primed with the rows the user picks so the display never waits for them.
 */
import { useMemo } from 'react';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { batchResolve } from '../../options/names';
import { useParamList } from '../../options/params';
import { usePickerApi, type Row } from './api';

const ROW_STALE_MS = 60_000;

/** The interface settings of a popup field, with the documented defaults (propsValue id, relationField fullName). */
export function popupSource(field: FieldDef | undefined) {
  return {
    interfaceId: typeof field?.interfaceId === 'string' ? field.interfaceId : '',
    propsValue: typeof field?.propsValue === 'string' && field.propsValue ? field.propsValue : 'id',
    relationField: typeof field?.relationField === 'string' && field.relationField ? field.relationField : 'fullName',
  };
}

export const popupRowKey = (interfaceId: string, propsValue: string, id: string) => ['popupRow', interfaceId, propsValue, id] as const;

/** Stores picked rows in the cache, so the field, its cells and its attributes show them at once. */
export function primePopupRows(qc: QueryClient, field: FieldDef, rows: Row[]) {
  const { interfaceId, propsValue } = popupSource(field);
  for (const row of rows) qc.setQueryData(popupRowKey(interfaceId, propsValue, String(row[propsValue])), row);
}

/** Ids of a stored popup value (one value or an array). */
export function popupIds(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '').map(String);
}

/** The rows of `ids` (null where the interface does not know one). */
export function usePopupRows(field: FieldDef | undefined, ids: string[]): { rows: (Row | null)[]; loading: boolean } {
  const { interfaceId, propsValue, relationField } = popupSource(field);
  const params = useParamList(field?.templateJson);
  const { fetchInterfaceRows } = usePickerApi();
  const group = `popup:${interfaceId}:${propsValue}:${relationField}:${params.key}`;
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: popupRowKey(interfaceId, propsValue, id),
      queryFn: async () => (await batchResolve(group, id, async (keys) => {
        const rows = await fetchInterfaceRows(interfaceId, keys, propsValue, relationField, params.list);
        return new Map(rows.map((r) => [String(r[propsValue]), r]));
      })) ?? null,
      enabled: interfaceId !== '',
      staleTime: ROW_STALE_MS,
    })),
  });
  const byId = new Map(unique.map((id, i) => [id, results[i].data ?? null]));
  const loading = results.some((r) => r.isLoading);
  const signature = JSON.stringify(ids.map((id) => byId.get(id) ?? null));
  // Stable rows while their content is the same, so memoised views do not redraw.
  return useMemo(() => ({ rows: JSON.parse(signature) as (Row | null)[], loading }), [signature, loading]);
}

/** Text of a row's field ('' for a missing row). */
export const rowText = (row: Row | null | undefined, key: string) => {
  const v = row?.[key];
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
};
