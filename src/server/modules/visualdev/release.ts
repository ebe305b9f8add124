/**
 * POST /api/visualdev/Base/{id}/Actions/Release: puts a generated function on the menu. The first release adds a
 * menu item of type 3 (功能) under the chosen directory, naming the function in propertyJson.moduleId, with the
 * function's buttons, columns and form fields as its permission items (as the seed does for the demo menus); a later
 * release moves and renames that same item and adds the items new fields need (none is removed or renamed, grants
 * are 权限授权's business). A user whose role is granted the menu then opens the working screen.
 */
import type { FastifyInstance } from 'fastify';
import type { ColumnData, FormDefinition } from '../../../engine/types';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { validateScreenBody } from '../../http/screenForm';
import { formParts, type Parts } from '../../db/seed/menus';
import { readFixture } from '../../db/seed/people';
import { DESIGN_ADMIN, newModelId, releasedMenus } from './design';
import { designText } from './designMessages';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };
const RELEASE_FORM = 'onlineDev/forms/webDesignRelease.form.json';

export async function releaseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const standardButtons = readFixture('menus.json').buttons as { enCode: string; fullName: string }[];

  app.post<{ Params: { id: string } }>('/api/visualdev/Base/:id/Actions/Release', { config: DESIGN_ADMIN, schema: { params: idParams } },
    async (req) => {
      const { pcModuleParentId } = validateScreenBody<{ pcModuleParentId: string }>(RELEASE_FORM, req.body ?? {}, req.lang);
      const model = await db.selectFrom('visualdev').selectAll().where('id', '=', req.params.id).executeTakeFirst();
      if (!model) throw new ApiError(404, 'modelNotFound');
      const parent = await db.selectFrom('module').selectAll().where('id', '=', pcModuleParentId).executeTakeFirst();
      if (!parent || parent.type !== 1) throw new ApiError(400, 'paramInvalid', {}, designText(req.lang, 'parentMenuInvalid'));

      const existing = (await releasedMenus(db)).get(model.id);
      const menuId = existing?.id ?? newModelId();
      const enCode = existing ? undefined : model.enCode;
      if (enCode) {
        // Menu codes are unique ignoring case (菜单管理 refuses the same way).
        const codes = await db.selectFrom('module').select('enCode').execute();
        if (codes.some((m) => m.enCode.toLowerCase() === enCode.toLowerCase())) throw new ApiError(400, 'paramInvalid', {}, designText(req.lang, 'releaseCodeTaken', { code: enCode }));
      }
      const urlAddress = `${parent.enCode.replace(/\./g, '/')}/${model.enCode}`;
      const def = { formData: JSON.parse(model.formData) as FormDefinition, columnData: JSON.parse(model.columnData) as ColumnData };
      const parts: Parts = { moduleButton: [], moduleColumn: [], moduleForm: [] };
      formParts(menuId, def, standardButtons, parts);

      await db.transaction().execute(async (trx) => {
        const placed = { parentId: parent.id, systemId: parent.systemId, fullName: model.fullName, sortCode: model.sortCode };
        if (existing) {
          await trx.updateTable('module').set(placed).where('id', '=', menuId).execute();
        } else {
          await trx.insertInto('module').values({ ...placed, id: menuId, enCode: enCode!, icon: 'icon-ym icon-ym-btn-form',
            type: 3, urlAddress, linkTarget: '_self', category: 'Web',
            propertyJson: JSON.stringify({ moduleId: model.id, iconBackgroundColor: '' }), enabledMark: 1, hidden: 0,
            description: null }).execute();
        }
        for (const table of ['moduleButton', 'moduleColumn', 'moduleForm'] as const) {
          const have = new Set((await trx.selectFrom(table).select('enCode').where('moduleId', '=', menuId).execute())
            .map((p) => p.enCode));
          const fresh = parts[table].filter((p) => !have.has(p.enCode)).map((p) => ({ ...p, id: newModelId() }));
          for (let i = 0; i < fresh.length; i += 100) await trx.insertInto(table).values(fresh.slice(i, i + 100)).execute();
        }
      });
      return ok(designText(req.lang, 'released'), { menuId });
    });
}
