/** User administration (/api/permission/Users): unlock, and the user picker's reads (selector.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { userSelectorRoutes } from './selector';
import { currentUserRoutes } from './current';
import { userConditionRoutes } from './userCondition';
import { clearGuard } from '../oauth/guard';
import { signInLimit } from '../oauth/rateLimit';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };

export async function usersModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await userSelectorRoutes(app, ctx);
  await currentUserRoutes(app, ctx);
  await userConditionRoutes(app, ctx);

  app.put<{ Params: { id: string } }>('/api/permission/Users/:id/Actions/unlock',
    { config: { access: 'admin' }, schema: { params: idParams },
      preHandler: signInLimit(app, ctx, 'unlock', (req) => req.session?.user.account) }, async (req) => {
      const user = await ctx.db.updateTable('users').set({ lockMark: 0, logErrorCount: 0 })
        .where('id', '=', req.params.id).returning('account').executeTakeFirst();
      if (!user) throw new ApiError(404, 'userNotFound');
      // The lock and the failures live in the login guard; lifting them also restarts the growing lock period.
      await clearGuard(ctx.db, user.account);
      return ok(req.t('unlocked'));
    });
}
