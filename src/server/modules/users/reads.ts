/**
 * Reads of /api/permission/Users that pickers, contacts and other screens make (docs/api-contract.md
 * "Users"): every enabled user, the organisation tree with its users, contacts, subordinates, the members of the
 * caller's organisation, of a position, of a role, of an organisation, and the users a usersSelect value covers.
 * Disabled users are never offered. Each answers user nodes shaped like the user picker's (selector.ts userNode).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import type { Db } from '../../db';
import { loadOrganizeTree, type OrganizeIndex, type SelectorNode } from '../organize/tree';
import { idList, membership, USER_COLUMNS, userNode, type UserRow } from './selector';
import { USERS } from './admin';

const id64 = { type: 'string', minLength: 1, maxLength: 64 } as const;
const paging = {
  keyword: { type: 'string', maxLength: 100 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
} as const;

interface Paging { keyword?: string; currentPage?: number; pageSize?: number }

async function enabledUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').select(USER_COLUMNS).where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id')
    .execute();
}

/** The organisation and every enabled organisation below it. */
function subtree(orgs: OrganizeIndex, organizeId: string): Set<string> {
  const out = new Set<string>();
  const walk = (id: string) => {
    out.add(id);
    for (const c of orgs.byId.get(id)?.children ?? []) walk(c.id);
  };
  walk(organizeId);
  return out;
}

/** Users holding one of the objects through user_relation (Position, Role, Group). */
async function holders(db: Db, objectType: string, objectIds: string[]): Promise<Set<string>> {
  if (!objectIds.length) return new Set();
  const rows = await db.selectFrom('userRelation').select('userId').where('objectType', '=', objectType)
    .where('objectId', 'in', objectIds).execute();
  return new Set(rows.map((r) => r.userId));
}

/** Narrows by keyword (name or account), pages, and answers the picker's user nodes. */
function page(users: UserRow[], orgs: OrganizeIndex, q: Paging) {
  const currentPage = q.currentPage ?? 1;
  const pageSize = q.pageSize ?? 20;
  const word = q.keyword?.trim().toLowerCase();
  const hits = word ? users.filter((u) => u.realName.toLowerCase().includes(word) || u.account.toLowerCase().includes(word))
    : users;
  const list = hits.slice((currentPage - 1) * pageSize, currentPage * pageSize)
    .map((u) => userNode(u, orgs, u.organizeId));
  return { list, pagination: { currentPage, pageSize, total: hits.length } };
}

export async function userReadRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get(`${USERS}/All`, { config: { access: 'session' } }, async (req) => {
    const orgs = await loadOrganizeTree(db);
    const list = (await enabledUsers(db)).map((u) => userNode(u, orgs, u.organizeId));
    return ok(req.t('success'), { list });
  });

  // The organisation tree with each organisation's enabled members (primary or Organize relation) as leaves.
  app.get(`${USERS}/Selector`, { config: { access: 'session' } }, async (req) => {
    const orgs = await loadOrganizeTree(db);
    const users = await enabledUsers(db);
    const members = await membership(db, users);
    const byOrg = new Map<string, SelectorNode[]>();
    for (const u of users) {
      for (const o of members.get(u.id) ?? []) if (orgs.byId.has(o)) (byOrg.get(o) ?? byOrg.set(o, []).get(o)!).push(userNode(u, orgs, o));
    }
    const withUsers = (n: SelectorNode): SelectorNode => {
      const children = [...(n.children ?? []).map(withUsers), ...(byOrg.get(n.id) ?? [])];
      return { ...n, children, hasChildren: children.length > 0, isLeaf: children.length === 0 };
    };
    const list = orgs.roots.map(withUsers);
    return ok(req.t('success'), { list });
  });

  app.get<{ Querystring: Paging }>(`${USERS}/ImUser`, {
    config: { access: 'session' }, schema: { querystring: { type: 'object', properties: paging } },
  }, async (req) => {
    const me = currentUser(req.session).id;
    const orgs = await loadOrganizeTree(db);
    const { list, pagination } = page((await enabledUsers(db)).filter((u) => u.id !== me), orgs, req.query);
    return ok(req.t('success'), { list: list.map((n) => ({ ...n, department: n.organize })), pagination });
  });

  app.post<{ Body: Paging }>(`${USERS}/getSubordinates`, {
    config: { access: 'session' }, schema: { body: { type: 'object', properties: paging } },
    preValidation: async (req) => { req.body ??= {}; },
  }, async (req) => {
    const me = currentUser(req.session).id;
    const rows = await db.selectFrom('users').select('id').where('managerId', '=', me).execute();
    const mine = new Set(rows.map((r) => r.id));
    const orgs = await loadOrganizeTree(db);
    return ok(req.t('success'), page((await enabledUsers(db)).filter((u) => mine.has(u.id)), orgs, req.body));
  });

  app.get<{ Querystring: Paging & { organizeId?: string } }>(`${USERS}/getOrganization`, {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: { ...paging, organizeId: { type: 'string', maxLength: 64 } } } },
  }, async (req) => {
    // The caller's own organisation unless another is named: the user picker's 当前组织 tab.
    const organizeId = req.query.organizeId || currentUser(req.session).organizeId || '';
    const orgs = await loadOrganizeTree(db);
    const users = await enabledUsers(db);
    const members = await membership(db, users);
    const inOrg = users.filter((u) => members.get(u.id)?.includes(organizeId));
    return ok(req.t('success'), page(inOrg, orgs, req.query));
  });

  app.get<{ Querystring: Paging & { positionId: string } }>(`${USERS}/GetUsersByPositionId`, {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['positionId'], properties: { ...paging, positionId: id64 } } },
  }, async (req) => {
    const ids = await holders(db, 'Position', [req.query.positionId]);
    const orgs = await loadOrganizeTree(db);
    return ok(req.t('success'), page((await enabledUsers(db)).filter((u) => ids.has(u.id)), orgs, req.query));
  });

  app.get<{ Querystring: Paging & { roleId: string; organizeId?: string } }>(`${USERS}/GetUsersByRoleOrgId`, {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['roleId'],
      properties: { ...paging, roleId: id64, organizeId: { type: 'string', maxLength: 64 } } } },
  }, async (req) => {
    const ids = await holders(db, 'Role', [req.query.roleId]);
    const orgs = await loadOrganizeTree(db);
    let users = (await enabledUsers(db)).filter((u) => ids.has(u.id));
    if (req.query.organizeId && req.query.organizeId !== '0') {
      const within = subtree(orgs, req.query.organizeId);
      const members = await membership(db, users);
      users = users.filter((u) => (members.get(u.id) ?? []).some((o) => within.has(o)));
    }
    return ok(req.t('success'), page(users, orgs, req.query));
  });

  // The enabled members of an organisation and the organisations below it, as the grant screens list them.
  app.post<{ Params: { id: string }; Body: Paging }>(`${USERS}/GetListByAuthorize/:id`, {
    config: { access: 'session' },
    schema: { params: { type: 'object', required: ['id'], properties: { id: id64 } },
      body: { type: 'object', properties: paging } },
    preValidation: async (req) => { req.body ??= {}; },
  }, async (req) => {
    const orgs = await loadOrganizeTree(db);
    const users = await enabledUsers(db);
    const members = await membership(db, users);
    const within = req.params.id === '0' ? null : subtree(orgs, req.params.id);
    const hits = within ? users.filter((u) => (members.get(u.id) ?? []).some((o) => within.has(o))) : users;
    return ok(req.t('success'), page(hits, orgs, req.body));
  });

  // The users a usersSelect value ("id--type" items) covers: named users, members of organisations (and below),
  // holders of positions, roles and groups.
  app.post<{ Body: Paging & { userId: string[] } }>(`${USERS}/getSelectedUserList`, {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['userId'], properties: { ...paging,
      userId: idList('^[^\\s]+--(user|company|department|role|position|group)$') } } },
  }, async (req) => {
    const parsed = req.body.userId.map((v) => {
      const at = v.lastIndexOf('--');
      return { id: v.slice(0, at), type: v.slice(at + 2) };
    });
    const of = (...types: string[]) => parsed.filter((p) => types.includes(p.type)).map((p) => p.id);
    const orgs = await loadOrganizeTree(db);
    const users = await enabledUsers(db);
    const members = await membership(db, users);
    const within = new Set(of('company', 'department').flatMap((id) => [...subtree(orgs, id)]));
    const named = new Set(of('user'));
    for (const [type, ids] of [['Position', of('position')], ['Role', of('role')], ['Group', of('group')]] as const) {
      for (const id of await holders(db, type, ids)) named.add(id);
    }
    const hits = users.filter((u) => named.has(u.id) || (members.get(u.id) ?? []).some((o) => within.has(o)));
    return ok(req.t('success'), page(hits, orgs, req.body));
  });

  // 我的下属 of the profile: the direct subordinates of the caller ('0') or of someone below the caller.
  app.get<{ Params: { id: string } }>(`${USERS}/Current/Subordinate/:id`, {
    config: { access: 'session' }, schema: { params: { type: 'object', required: ['id'], properties: { id: id64 } } },
  }, async (req) => {
    const user = currentUser(req.session);
    const me = user.id;
    const of = req.params.id === '0' ? me : req.params.id;
    // Administrators see everyone's; others only their own line of subordinates.
    if (of !== me && user.isAdministrator !== 1 && !(await reportsTo(db, of, me))) throw new ApiError(403, 'forbidden');
    const orgs = await loadOrganizeTree(db);
    const rows = await db.selectFrom('users').select([...USER_COLUMNS, 'managerId']).where('managerId', '=', of)
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    const below = rows.length ? await db.selectFrom('users').select('managerId').distinct()
      .where('managerId', 'in', rows.map((r) => r.id)).where('enabledMark', '=', 1).execute() : [];
    const managers = new Set(below.map((r) => r.managerId));
    const list = rows.map((u) => ({ ...userNode(u, orgs, u.organizeId), hasChildren: managers.has(u.id),
      isLeaf: !managers.has(u.id) }));
    return ok(req.t('success'), { list });
  });
}

/** Whether `userId` is below `managerId` in the chain of managers (bounded: a cycle cannot loop forever). */
async function reportsTo(db: Db, userId: string, managerId: string): Promise<boolean> {
  let at: string | null = userId;
  for (let i = 0; at && i < 100; i++) {
    const row: { managerId: string | null } | undefined = await db.selectFrom('users').select('managerId')
      .where('id', '=', at).executeTakeFirst();
    at = row?.managerId ?? null;
    if (at === managerId) return true;
  }
  return false;
}
