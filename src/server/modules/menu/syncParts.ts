/**
 * POST /api/system/Menu/{id}/Actions/SyncParts: fills a generated-form menu's (type 3) buttons, columns and form
 * fields from its form's current definition, as the seed does for the demo menus, so an administrator who adds a
 * field to a form does not type its permission items by hand. Adds only codes the menu lacks; nothing is removed or
 * renamed, and nothing is granted (that is 权限授权's business). Answers how many items of each kind were added.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ColumnData, FormDefinition } from '../../../engine/types';
import { ok } from '../../http/envelope';
import { formParts, type Parts } from '../../db/seed/menus';
import { readFixture } from '../../db/seed/people';
import { idParams, menuAdmin, missing, newId, refuse } from './common';

export async function syncPartsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const standardButtons = readFixture('menus.json').buttons as { enCode: string; fullName: string }[];

  app.post<{ Params: { id: string } }>('/api/system/Menu/:id/Actions/SyncParts', {
    config: menuAdmin('btn_edit'), schema: { params: idParams },
  }, async (req) => {
    const menu = await db.selectFrom('module').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!menu) throw missing(req, 'menuNotFound');
    let modelId: unknown;
    try { modelId = (JSON.parse(menu.propertyJson ?? '{}') as { moduleId?: unknown }).moduleId; } catch { modelId = null; }
    const model = menu.type === 3 && typeof modelId === 'string'
      ? await db.selectFrom('visualdev').select(['formData', 'columnData']).where('id', '=', modelId).executeTakeFirst()
      : undefined;
    if (!model) throw refuse(req, 'notAFormMenu');
    const def = { formData: JSON.parse(model.formData) as FormDefinition,
      columnData: JSON.parse(model.columnData) as ColumnData };
    const parts: Parts = { moduleButton: [], moduleColumn: [], moduleForm: [] };
    formParts(menu.id, def, standardButtons, parts);

    const added = { button: 0, column: 0, form: 0 };
    await db.transaction().execute(async (trx) => {
      for (const [table, kind] of [['moduleButton', 'button'], ['moduleColumn', 'column'], ['moduleForm', 'form']] as const) {
        const have = new Set((await trx.selectFrom(table).select('enCode').where('moduleId', '=', menu.id).execute())
          .map((p) => p.enCode));
        const fresh = parts[table].filter((p) => !have.has(p.enCode)).map((p) => ({ ...p, id: newId() }));
        for (let i = 0; i < fresh.length; i += 100) await trx.insertInto(table).values(fresh.slice(i, i + 100)).execute();
        added[kind] = fresh.length;
      }
    });
    return ok(req.t('success'), added);
  });
}
