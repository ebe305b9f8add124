/** User administration (/api/permission/Users): unlock, and the user picker's reads (selector.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { userSelectorRoutes } from './selector';
import { currentUserRoutes } from './current';
import { userConditionRoutes } from './userCondition';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

export async function usersModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await userSelectorRoutes(app, ctx);
  await currentUserRoutes(app, ctx);
  await userConditionRoutes(app, ctx);

  app.put<{ Params: { id: string } }>('/api/permission/Users/:id/Actions/unlock',
    { config: { access: 'admin' }, schema: { params: idParams } }, async (req) => {
      const res = await ctx.db.updateTable('users').set({ lockMark: 0, logErrorCount: 0 })
        .where('id', '=', req.params.id).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new ApiError(404, 'userNotFound');
      return ok(req.t('unlocked'));
    });
}
