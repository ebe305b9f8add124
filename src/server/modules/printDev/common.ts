/** What the print-template routes share: the menu that grants maintaining templates, finding one, refusals. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { byMenu } from '../organize/adminCommon';
import { printText } from './messages';

/** The 打印模板 screen's menu: holding it (and its buttons) is what lets a user maintain templates. */
export const PRINT_MENU = 'system.printDev';

/** Access of a maintenance route: the menu (and button), refused with this area's own wording. */
export const byPrintMenu = (button?: string) => ({ ...byMenu(PRINT_MENU, button),
  accessDenied: (lang: Lang) => printText(lang, 'adminOnly') });

export const str = (min: number, max: number) => ({ type: 'string', minLength: min, maxLength: max });
export const idParams = { type: 'object', required: ['id'], properties: { id: str(1, 200) } };

export const refuse = (req: FastifyRequest, key: Parameters<typeof printText>[1], params: Record<string, string> = {}) =>
  new ApiError(400, 'paramInvalid', {}, printText(req.lang, key, params));

export async function findTemplate(db: Db, req: FastifyRequest, id: string) {
  const row = await db.selectFrom('printTemplate').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'recordNotFound', {}, printText(req.lang, 'missing'));
  return row;
}
