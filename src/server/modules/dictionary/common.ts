/** What the dictionary administration routes share: the menu they belong to, refusals, trees and descendants. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { dictionaryText, type DictionaryText } from './messages';

/** The 数据字典 menu: its holders administer categories and entries. */
export const DICTIONARY_MENU = 'system.dictionary';

/** A 400 refusal in the user's language. */
export const refuse = (req: FastifyRequest, key: DictionaryText, params: Record<string, string> = {}) =>
  new ApiError(400, 'paramInvalid', {}, dictionaryText(req.lang, key, params));

export interface TreeNode { id: string; parentId: string; children?: TreeNode[]; [k: string]: unknown }

/** Nests rows by parentId; a row whose parent is absent (root marker '0', '-1' or the type id) is a root. */
export function toTree<T extends TreeNode>(rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roots: T[] = [];
  for (const r of rows) {
    const parent = byId.get(r.parentId);
    if (parent && parent !== r) (parent.children ??= []).push(r);
    else roots.push(r);
  }
  return roots;
}

/** `id` and every row below it (by parentId), so a parent picker can leave them out and a move cannot loop. */
export function withDescendants(rows: { id: string; parentId: string }[], id: string): Set<string> {
  const out = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) if (out.has(r.parentId) && !out.has(r.id)) { out.add(r.id); grew = true; }
  }
  return out;
}
