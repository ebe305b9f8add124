/**
 * Organisation reads for pickers (docs/api-contract.md "People and organisation"): the company/department tree,
 * the department selector, and a name lookup for stored organize/position/role/group/user ids. Any signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Db } from '../../db';
import { loadOrganizeTree, mapTree, type OrganizeNode } from './tree';
import { organizeAdmin } from './admin';

const idList = { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 200 } };

export interface NamedItem { id: string; fullName: string; type: string }

/** Names of organize, position, role, group and user ids, in the order asked; unknown ids are left out. */
export async function namesOf(db: Db, ids: string[]): Promise<NamedItem[]> {
  if (!ids.length) return [];
  const found = new Map<string, NamedItem>();
  const add = (rows: { id: string; fullName: string }[], type: (r: { id: string }) => string) => {
    for (const r of rows) if (!found.has(r.id)) found.set(r.id, { id: r.id, fullName: r.fullName, type: type(r) });
  };
  const orgs = await db.selectFrom('organize').select(['id', 'fullName', 'category']).where('id', 'in', ids).execute();
  add(orgs, (r) => orgs.find((o) => o.id === r.id)!.category);
  add(await db.selectFrom('position').select(['id', 'fullName']).where('id', 'in', ids).execute(), () => 'position');
  add(await db.selectFrom('role').select(['id', 'fullName']).where('id', 'in', ids).execute(), () => 'role');
  add(await db.selectFrom('permissionGroup').select(['id', 'fullName']).where('id', 'in', ids).execute(), () => 'group');
  add(await db.selectFrom('users').select(['id', 'realName as fullName']).where('id', 'in', ids).execute(), () => 'user');
  return ids.map((id) => found.get(id)).filter((x): x is NamedItem => Boolean(x));
}

export async function organizeModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/permission/Organize/Tree', { config: { access: 'session' } }, async (req) => {
    const { roots } = await loadOrganizeTree(db);
    return ok(req.t('success'), { list: roots });
  });

  // id 0 is the whole tree; any other id is left out with its subtree (a department cannot become its own parent).
  app.get<{ Params: { id: string } }>('/api/permission/Organize/Department/Selector/:id', {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1,
      maxLength: 200 } } } },
  }, async (req) => {
    const { roots } = await loadOrganizeTree(db);
    const skip = req.params.id === '0' ? null : req.params.id;
    const list = mapTree(roots, (n: OrganizeNode) => (n.id === skip ? null : {
      ...n, children: undefined, lastFullName: n.organize, disabled: n.type !== 'department' ? true : undefined }));
    return ok(req.t('success'), { list });
  });

  app.post<{ Body: { ids: string[] } }>('/api/permission/Organize/getNames', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['ids'], properties: { ids: idList } } },
  }, async (req) => ok(req.t('success'), { list: await namesOf(db, [...new Set(req.body.ids)]) }));

  await organizeAdmin(app, ctx);
}
