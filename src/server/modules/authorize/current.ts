/**
 * GET /api/permission/Users/Current/Authorize: what the signed-in user holds, read afresh from their roles' grants
 * (permission/access.ts): `module` their menus as a tree per system, and `button`, `column`, `form` each as the
 * menus that grant something with those items as children.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../context';
import { ok } from '../../http/envelope';
import { loadAccess, type PartKind } from '../permission/access';
import { menuTree } from '../menu/menus';

export async function currentAuthorizeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  app.get('/api/permission/Users/Current/Authorize', { config: { access: 'session' } }, async (req) => {
    const access = await loadAccess(db, currentUser(req.session));
    const systems = (await db.selectFrom('system').selectAll().orderBy('sortCode').execute())
      .filter((s) => access.systemIds.has(s.id));
    const module = systems.map((s) => ({ id: s.id, fullName: s.fullName, enCode: s.enCode, type: 0,
      children: menuTree(access.modules.filter((m) => m.systemId === s.id)) }));
    const byMenu = (kind: PartKind) => access.modules
      .map((m) => ({ id: m.id, fullName: m.fullName, enCode: m.enCode,
        children: access.parts[kind].filter((p) => p.moduleId === m.id)
          .map((p) => ({ id: p.id, fullName: p.fullName, enCode: p.enCode })) }))
      .filter((m) => m.children.length > 0);
    return ok(req.t('success'), { module, button: byMenu('button'), column: byMenu('column'), form: byMenu('form'),
      resource: [] });
  });
}
