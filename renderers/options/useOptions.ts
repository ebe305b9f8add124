/**
 * Options of select-like fields (select, radio, checkbox, cascader, treeSelect) from every source:
 * - static: the field's `options`;
 * - `dataType: 'dictionary'`: a dictionary category's entries (`GET /api/system/DictionaryData/{type}/Data/Selector`);
 * - `dataType: 'dynamic'`: a data interface's rows (`POST /api/system/DataInterface/{propsUrl}/Actions/Preview`
 *   with the parameters of `templateJson`).
 * Fetched once per source (and parameter values) and shared by every field, cell and page through react-query.
 */
import { useQuery } from '@tanstack/react-query';
import type { FieldDef } from '../../src/engine/types';
import type { OptionItem } from '../../src/engine/form/format';
import { dictionaryOf, interfaceOf } from '../../src/engine/kinds';
import { useData, type DataService } from '../services';
import { pickerApi } from '../kinds/pickers/api';
import { useParamList } from './params';

const DICTIONARY_STALE_MS = 5 * 60_000;
const INTERFACE_STALE_MS = 60_000;

/** react-query key of a dictionary category's selector entries. */
export const dictionaryKey = (dictionaryType: string) => ['dictionary', 'selector', dictionaryType] as const;
/** react-query key of a data interface's option rows for given parameters. */
export const interfaceOptionsKey = (interfaceId: string, params: string) =>
  ['dataInterface', 'preview', interfaceId, params] as const;

async function fetchDictionary(data: DataService, dictionaryType: string): Promise<OptionItem[]> {
  const res = await data.get<{ list?: OptionItem[] }>(
    `/api/system/DictionaryData/${encodeURIComponent(dictionaryType)}/Data/Selector`,
  );
  return Array.isArray(res.data?.list) ? res.data.list : [];
}

/** The dictionary category a field reads its options from, or '' (the kind specs say where options come from). */
export const dictionaryTypeOf = dictionaryOf;
export { interfaceOf };

const EMPTY: OptionItem[] = [];

/** Options of a field; `loading` while a dictionary or data interface is on its way. */
export function useFieldOptions(field: FieldDef): { options: OptionItem[]; loading: boolean } {
  const dictionaryType = dictionaryTypeOf(field);
  const interfaceId = interfaceOf(field);
  const params = useParamList(interfaceId ? field.__config__?.templateJson : undefined);
  const data = useData();
  const dictionary = useQuery({
    queryKey: dictionaryKey(dictionaryType),
    queryFn: () => fetchDictionary(data, dictionaryType),
    enabled: dictionaryType !== '',
    staleTime: DICTIONARY_STALE_MS,
  });
  const dynamic = useQuery({
    queryKey: interfaceOptionsKey(interfaceId, params.key),
    queryFn: () => pickerApi(data).fetchInterfaceOptions(interfaceId, params.list) as Promise<OptionItem[]>,
    enabled: interfaceId !== '',
    staleTime: INTERFACE_STALE_MS,
  });
  if (dictionaryType) return { options: dictionary.data ?? EMPTY, loading: dictionary.isLoading };
  if (interfaceId) return { options: dynamic.data ?? EMPTY, loading: dynamic.isLoading };
  return { options: Array.isArray(field.options) ? (field.options as OptionItem[]) : EMPTY, loading: false };
}
