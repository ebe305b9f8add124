/**
 * Options of select-like fields: static `options`, or a dictionary category's entries
 * (`GET /api/system/DictionaryData/{dictionaryType}/Data/Selector`), fetched once per category and shared by every
 * field, cell and page through the react-query cache.
 */
import { useQuery } from '@tanstack/react-query';
import { http } from '../../src/web/api/http';
import type { FieldDef } from '../../src/engine/types';
import type { OptionItem } from '../../src/engine/form/format';

const DICTIONARY_STALE_MS = 5 * 60_000;

/** react-query key of a dictionary category's selector entries. */
export const dictionaryKey = (dictionaryType: string) => ['dictionary', 'selector', dictionaryType] as const;

async function fetchDictionary(dictionaryType: string): Promise<OptionItem[]> {
  const res = await http.get<{ list?: OptionItem[] }>(
    `/api/system/DictionaryData/${encodeURIComponent(dictionaryType)}/Data/Selector`,
  );
  return Array.isArray(res.data?.list) ? res.data.list : [];
}

/** The dictionary category a field reads its options from, or '' for static options. */
export function dictionaryTypeOf(field: FieldDef): string {
  const cfg = field.__config__;
  return cfg?.dataType === 'dictionary' && cfg.dictionaryType ? String(cfg.dictionaryType) : '';
}

const EMPTY: OptionItem[] = [];

/** Options of a field; `loading` while a dictionary is on its way. Dynamic (data interface) options are not read yet. */
export function useFieldOptions(field: FieldDef): { options: OptionItem[]; loading: boolean } {
  const dictionaryType = dictionaryTypeOf(field);
  const query = useQuery({
    queryKey: dictionaryKey(dictionaryType),
    queryFn: () => fetchDictionary(dictionaryType),
    enabled: dictionaryType !== '',
    staleTime: DICTIONARY_STALE_MS,
  });
  if (dictionaryType) return { options: query.data ?? EMPTY, loading: query.isLoading };
  return { options: Array.isArray(field.options) ? (field.options as OptionItem[]) : EMPTY, loading: false };
}
