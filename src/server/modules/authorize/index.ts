/** 权限授权: a role's grants, a menu's column settings and the signed-in user's own grants. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authorizeDataRoutes } from './data';
import { columnSettingRoutes } from './columns';
import { currentAuthorizeRoutes } from './current';

export async function authorizeModule(app: FastifyInstance, opts: { ctx: AppContext }) {
  await authorizeDataRoutes(app, opts);
  await columnSettingRoutes(app, opts);
  await currentAuthorizeRoutes(app, opts);
}
