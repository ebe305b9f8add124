/** 菜单管理: systems, menus and their permission items; every route is granted by the menu system.menu. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { systemRoutes } from './system';
import { menuRoutes } from './menus';
import { partRoutes } from './parts';
import { syncPartsRoutes } from './syncParts';

export async function menuModule(app: FastifyInstance, opts: { ctx: AppContext }) {
  await systemRoutes(app, opts);
  await menuRoutes(app, opts);
  await partRoutes(app, opts);
  await syncPartsRoutes(app, opts);
}
