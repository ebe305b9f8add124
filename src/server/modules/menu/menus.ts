/**
 * Menus of every type 1-8 (菜单管理; type 0 is a system, see system.ts): GET /api/system/Menu?systemId&keyword (the
 * system's menus as a tree), GET /api/system/Menu/Selector (systems with their menu trees, for the parent picker,
 * the button/column/form tabs and 权限授权), GET/POST/PUT/DELETE, PUT {id}/Actions/State.
 *
 * A menu's enCode is unique across every system: the administration routes name the menu that grants them by
 * enCode (config.menu), so a second menu with the code of 用户管理 would hand out the user routes with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Module } from '../../db/schema';
import { ok } from '../../http/envelope';
import { screenBody } from '../../http/screenForm';
import { idParams, matches, menuAdmin, missing, newId, refuse } from './common';

interface MenuBody { systemId: string; parentId: string; type: number; fullName: string; enCode: string; icon?: string;
  urlAddress?: string; linkTarget: string; category: string; propertyJson?: string; sortCode: number;
  enabledMark: number; hidden: number; description?: string }

type MenuNode = Omit<Module, 'hidden'> & { hidden: boolean; hasChildren: boolean; children: MenuNode[] };

/** Rows as a tree (roots: parentId '-1' or a parent not in the rows); `keep` filters, ancestors of a match stay. */
export function menuTree(rows: Module[], keep: (m: Module) => boolean = () => true): MenuNode[] {
  const byId = new Map(rows.map((m) => [m.id, m]));
  const shown = new Set<string>();
  for (const m of rows.filter(keep)) {
    for (let id: string | undefined = m.id; id && byId.has(id) && !shown.has(id); id = byId.get(id)!.parentId) shown.add(id);
  }
  const nodes = new Map(rows.filter((m) => shown.has(m.id)).map((m) => [m.id,
    { ...m, hidden: m.hidden === 1, hasChildren: false, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) { parent.children.push(n); parent.hasChildren = true; } else roots.push(n);
  }
  return roots;
}

const listQuery = { type: 'object', properties: { systemId: { type: 'string', maxLength: 200 },
  keyword: { type: 'string', maxLength: 100 } } } as const;

export async function menuRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const body = screenBody('system/forms/menu.form.json');
  const allMenus = () => db.selectFrom('module').selectAll().orderBy('sortCode').orderBy('id').execute();
  const find = (id: string) => db.selectFrom('module').selectAll().where('id', '=', id).executeTakeFirst();

  /** Refuses a body that names no system, a parent elsewhere or under itself, a taken code or bad properties. */
  async function check(req: FastifyRequest, b: MenuBody, id?: string) {
    const system = await db.selectFrom('system').select('id').where('id', '=', b.systemId).executeTakeFirst();
    if (!system) throw refuse(req, 'systemNotFound');
    const rows = await allMenus();
    if (b.parentId !== '-1') {
      const parent = rows.find((m) => m.id === b.parentId);
      if (!parent || parent.systemId !== b.systemId) throw refuse(req, 'parentInvalid');
      for (let p: Module | undefined = parent; p; p = rows.find((m) => m.id === p!.parentId)) {
        if (p.id === id) throw refuse(req, 'parentCycle');
      }
    }
    if (rows.some((m) => m.id !== id && m.enCode.toLowerCase() === b.enCode.toLowerCase())) throw refuse(req, 'enCodeTaken');
    if (b.propertyJson !== undefined && b.propertyJson !== '') {
      let parsed: unknown;
      try { parsed = JSON.parse(b.propertyJson); } catch { parsed = null; }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refuse(req, 'propertyJsonInvalid');
    }
  }
  const values = (b: MenuBody) => ({ systemId: b.systemId, parentId: b.parentId, type: b.type, fullName: b.fullName,
    enCode: b.enCode, icon: b.icon ?? null, urlAddress: b.urlAddress ?? null, linkTarget: b.linkTarget,
    category: b.category, propertyJson: b.propertyJson || '{}', sortCode: b.sortCode, enabledMark: b.enabledMark,
    hidden: b.hidden, description: b.description ?? null });

  app.get<{ Querystring: { systemId?: string; keyword?: string } }>('/api/system/Menu', {
    config: menuAdmin(), schema: { querystring: listQuery },
  }, async (req) => {
    let systemId = req.query.systemId;
    if (!systemId) {
      const main = await db.selectFrom('system').select('id').orderBy('isMain', 'desc').orderBy('sortCode').executeTakeFirst();
      systemId = main?.id ?? '';
    }
    const rows = (await allMenus()).filter((m) => m.systemId === systemId);
    const list = menuTree(rows, (m) => matches(req.query.keyword, m.fullName, m.enCode, m.urlAddress));
    return ok(req.t('success'), { list });
  });

  app.get('/api/system/Menu/Selector', { config: menuAdmin() }, async (req) => {
    const systems = await db.selectFrom('system').selectAll().orderBy('sortCode').orderBy('id').execute();
    const rows = await allMenus();
    const list = systems.map((s) => {
      const children = menuTree(rows.filter((m) => m.systemId === s.id));
      return { id: s.id, parentId: '-1', systemId: s.id, fullName: s.fullName, enCode: s.enCode, icon: s.icon, type: 0,
        enabledMark: s.enabledMark, disabled: true, hasChildren: children.length > 0, children };
    });
    return ok(req.t('success'), { list });
  });

  app.get<{ Params: { id: string } }>('/api/system/Menu/:id', {
    config: menuAdmin(), schema: { params: idParams },
  }, async (req) => {
    const m = await find(req.params.id);
    if (!m) throw missing(req, 'menuNotFound');
    return ok(req.t('success'), m);
  });

  app.post<{ Body: MenuBody }>('/api/system/Menu', { config: menuAdmin('btn_add'), preValidation: body }, async (req) => {
    await check(req, req.body);
    const id = newId();
    await db.insertInto('module').values({ id, ...values(req.body) }).execute();
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string }; Body: MenuBody }>('/api/system/Menu/:id', {
    config: menuAdmin('btn_edit'), schema: { params: idParams }, preValidation: body,
  }, async (req) => {
    const m = await find(req.params.id);
    if (!m) throw missing(req, 'menuNotFound');
    await check(req, req.body, m.id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('module').set(values(req.body)).where('id', '=', m.id).execute();
      if (req.body.systemId !== m.systemId) {
        // The menus under it move with it: a sub-menu in another system than its parent could never be reached.
        const rows = await trx.selectFrom('module').select(['id', 'parentId']).execute();
        const under = new Set([m.id]);
        for (let grew = true; grew;) {
          grew = false;
          for (const r of rows) if (under.has(r.parentId) && !under.has(r.id)) { under.add(r.id); grew = true; }
        }
        under.delete(m.id);
        if (under.size) await trx.updateTable('module').set({ systemId: req.body.systemId }).where('id', 'in', [...under]).execute();
      }
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>('/api/system/Menu/:id', {
    config: menuAdmin('btn_remove'), schema: { params: idParams },
  }, async (req) => {
    const m = await find(req.params.id);
    if (!m) throw missing(req, 'menuNotFound');
    const child = await db.selectFrom('module').select('id').where('parentId', '=', m.id).executeTakeFirst();
    if (child) throw refuse(req, 'menuHasChildren');
    await db.transaction().execute(async (trx) => {
      // Its buttons, columns and form fields go with it, and so do the grants of all of them.
      const partIds: string[] = [];
      for (const table of ['moduleButton', 'moduleColumn', 'moduleForm'] as const) {
        const rows = await trx.selectFrom(table).select('id').where('moduleId', '=', m.id).execute();
        partIds.push(...rows.map((r) => r.id));
        await trx.deleteFrom(table).where('moduleId', '=', m.id).execute();
      }
      for (let i = 0; i < partIds.length; i += 500) {
        await trx.deleteFrom('authorize').where('itemId', 'in', partIds.slice(i, i + 500))
          .where('itemType', 'in', ['button', 'column', 'form']).execute();
      }
      await trx.deleteFrom('authorize').where('itemType', '=', 'module').where('itemId', '=', m.id).execute();
      await trx.deleteFrom('module').where('id', '=', m.id).execute();
    });
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>('/api/system/Menu/:id/Actions/State', {
    config: menuAdmin('btn_edit'), schema: { params: idParams },
  }, async (req) => {
    const m = await find(req.params.id);
    if (!m) throw missing(req, 'menuNotFound');
    await db.updateTable('module').set({ enabledMark: m.enabledMark === 1 ? 0 : 1 }).where('id', '=', m.id).execute();
    return ok(req.t('updated'));
  });
}
