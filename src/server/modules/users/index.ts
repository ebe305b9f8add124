/**
 * User administration (/api/permission/Users): the 用户管理 screen's calls (admin.ts, adminActions.ts), the reads
 * pickers and other screens make (reads.ts, selector.ts, userCondition.ts), the administrator list of the system
 * configuration (adminList.ts) and the signed-in user's own settings (current*.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { userSelectorRoutes } from './selector';
import { usersSelectorRoutes } from './usersSelector';
import { currentUserRoutes } from './current';
import { userConditionRoutes } from './userCondition';
import { userAdminRoutes } from './admin';
import { userActionRoutes } from './adminActions';
import { userReadRoutes } from './reads';
import { adminListRoutes } from './adminList';
import { userExchangeRoutes } from './exchange';

export async function usersModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await userSelectorRoutes(app, ctx);
  await usersSelectorRoutes(app, ctx);
  await currentUserRoutes(app, ctx);
  await userConditionRoutes(app, ctx);
  await userAdminRoutes(app, ctx);
  await userActionRoutes(app, ctx);
  await userReadRoutes(app, ctx);
  await adminListRoutes(app, ctx);
  await userExchangeRoutes(app, ctx);
}
