/**
 * Texts of related records (relationForm): the related record's `relationField`, batched so a list page asks once,
 * cached per record by react-query. The field, its cell and its detail read them here.
 */
import { useQueries } from '@tanstack/react-query';
import type { FieldDef } from '../../../src/engine/types';
import { batchResolve } from '../../options/names';
import { usePickerApi, type PickerApi } from './api';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
export const RELATION_STALE_MS = 60_000;
/** FieldDataSelect answers at most this many rows; the batch of a list page asks for all of them at once. */
const ALL = 10000;

export const relationSource = (field: FieldDef | undefined) => ({
  modelId: str(field?.modelId),
  relationField: str(field?.relationField),
});

export const relationTextKey = (modelId: string, relationField: string, id: string) =>
  ['relationText', modelId, relationField, id] as const;

/** Texts of related records: one record reads its display data; several (a list page) share one list request. */
async function resolveTexts(api: PickerApi, modelId: string, relationField: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 1) {
    const display = await api.fetchDisplayRecord(modelId, ids[0]);
    const v = display[relationField];
    return new Map(v === undefined || v === null ? [] : [[ids[0], String(v)]]);
  }
  const page = await api.fetchRelationPage(modelId, { keyword: '', currentPage: 1, pageSize: ALL, relationField, columnOptions: '' });
  return new Map(page.list.map((r) => [String(r.id), String(r[relationField] ?? '')]));
}

/** The relationField text of each related id; a value that is no known id (list data may hold the text) shows as is. */
export function useRelationTexts(field: FieldDef, ids: string[]): string[] {
  const { modelId, relationField } = relationSource(field);
  const api = usePickerApi();
  const unique = [...new Set(ids)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: relationTextKey(modelId, relationField, id),
      queryFn: async () => (await batchResolve(`relation:${modelId}:${relationField}`, id,
        (keys) => resolveTexts(api, modelId, relationField, keys))) ?? id,
      enabled: !!modelId && !!relationField,
      staleTime: RELATION_STALE_MS,
    })),
  });
  const byId = new Map(unique.map((id, i) => [id, results[i].data ?? (results[i].isError || !modelId || !relationField ? id : '')]));
  return ids.map((id) => byId.get(id) ?? '');
}

