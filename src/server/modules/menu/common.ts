/**
 * What the 菜单管理 and 权限授权 routes share: the access declarations, ids and refusals in the user's language.
 * (Bodies are checked with the screens' form files by http/screenForm.ts.)
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { menuText, type MenuText } from './messages';

/** Route config of a 菜单管理 call; `button` is the button of the menu the call needs. */
export const menuAdmin = (button?: string) =>
  ({ access: 'menu' as const, menu: 'system.menu', ...(button ? { button } : {}) });

const idText = { type: 'string', minLength: 1, maxLength: 200 };
export const idParams = { type: 'object', required: ['id'], properties: { id: idText } } as const;
export const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } } as const;

export const newId = () => randomUUID().replace(/-/g, '');

/** A 400 refusal with its text in the user's language. */
export const refuse = (req: FastifyRequest, key: MenuText, params: Record<string, string> = {}) =>
  new ApiError(400, 'paramInvalid', {}, menuText(req.lang, key, params));

/** A 404 refusal naming what is missing. */
export const missing = (req: FastifyRequest, key: MenuText) => new ApiError(404, 'recordNotFound', {}, menuText(req.lang, key));

/** Case-insensitive keyword match on any of the given texts (lists here are small: filtered in memory). */
export const matches = (keyword: string | undefined, ...texts: (string | null | undefined)[]) =>
  !keyword || texts.some((t) => (t ?? '').toLowerCase().includes(keyword.toLowerCase()));
