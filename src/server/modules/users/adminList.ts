/**
 * The administrator list of the system configuration (System configuration: getAdminList,
 * setAdminList {adminIds}): the users with isAdministrator, who hold every menu, button, column and form. Reading it
 * needs the 系统配置 menu; changing it also needs to be an administrator, so a role granted the screen cannot make
 * its holders administrators. The list never becomes empty nor names a disabled user, so the platform always keeps
 * an enabled administrator.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { loadOrganizeTree } from '../organize/tree';
import { refuseUser } from './messages';
import { keepAnAdministrator, lockAdmins } from './safety';
import { USER_COLUMNS, userNode } from './selector';

const SYS = '/api/system/SysConfig';

export async function adminListRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const postgres = Boolean(ctx.config.databaseUrl);

  app.get(`${SYS}/getAdminList`, { config: { access: 'menu', menu: 'system.sysConfig' } }, async (req) => {
    const orgs = await loadOrganizeTree(db);
    const rows = await db.selectFrom('users').select(USER_COLUMNS).where('isAdministrator', '=', 1)
      .orderBy('sortCode').orderBy('id').execute();
    const list = rows.map((u) => ({ ...userNode(u, orgs, u.organizeId), enabledMark: u.enabledMark }));
    return ok(req.t('success'), { list });
  });

  app.put<{ Body: { adminIds: string[] } }>(`${SYS}/setAdminList`, {
    config: { access: 'menu', menu: 'system.sysConfig', button: 'btn_edit' },
    schema: { body: { type: 'object', required: ['adminIds'], properties: {
      adminIds: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } } } } },
  }, async (req) => {
    if (currentUser(req.session).isAdministrator !== 1) throw new ApiError(403, 'forbidden');
    const ids = [...new Set(req.body.adminIds)];
    if (!ids.length) throw refuseUser(req, 'adminListEmpty');
    const found = await db.selectFrom('users').select('id').where('id', 'in', ids).where('enabledMark', '=', 1).execute();
    if (found.length !== ids.length) throw refuseUser(req, 'adminNotFound');
    await db.transaction().execute(async (trx) => {
      await lockAdmins(trx, postgres);
      await trx.updateTable('users').set({ isAdministrator: 0 }).where('isAdministrator', '=', 1)
        .where('id', 'not in', ids).execute();
      await trx.updateTable('users').set({ isAdministrator: 1 }).where('id', 'in', ids).execute();
      await keepAnAdministrator(trx, req);
    });
    return ok(req.t('success'));
  });
}
