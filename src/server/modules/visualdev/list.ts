/**
 * The generated-form list's rules in memory (src/engine/list/memory.ts) with the server's refusals: a queryJson a
 * client sent is parsed with the server's guards, and a refused request is a 400 in the caller's language. The
 * server answers lists in SQL (query/); these serve the SQL's reference tests and share the rules with the preview.
 */
import {
  ListRuleError, queryRecords as queryInMemory, type ListInput, type ListQuery, type StoredRecord,
} from '../../../engine/list/memory';
import { ApiError } from '../../http/envelope';
import { parseJsonObject } from '../../http/json';

export { fieldIndex, pageRecords, toRow, type ListInput, type ListQuery } from '../../../engine/list/memory';

/** Parses a queryJson (string or object) into an object, or refuses it. */
export function parseQuery(q: ListQuery['queryJson']): Record<string, unknown> {
  if (q === undefined || q === null || q === '') return {};
  if (typeof q === 'object' && !Array.isArray(q)) return q;
  if (typeof q === 'string') return parseJsonObject(q, 'queryJsonInvalid');
  throw new ApiError(400, 'queryJsonInvalid');
}

/** Filters and orders the records of a list request (no paging); refusals are 400s. */
export function queryRecords(input: ListInput, query: ListQuery): StoredRecord[] {
  try {
    return queryInMemory(input, { ...query, queryJson: parseQuery(query.queryJson) });
  } catch (e) {
    if (e instanceof ListRuleError) throw new ApiError(400, e.key, e.params);
    throw e;
  }
}
