/**
 * POST /api/permission/Users/UserCondition (docs/api-contract.md "People and organisation"): the users a
 * `selectType: custom` user picker may offer. A user qualifies by matching ANY of the given sets: listed by id, a
 * member of a listed department, or holding a listed position, role or group. Only enabled users are answered, and a
 * disabled department, position, role or group grants nobody (its members were allowed through it, not by name).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Db } from '../../db';
import { loadOrganizeTree } from '../organize/tree';
import { idList, membership, USER_COLUMNS, userNode, type UserRow } from './selector';

interface ConditionBody {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
}

const KEYS = ['departIds', 'positionIds', 'roleIds', 'groupIds', 'userIds', 'keyword', 'currentPage', 'pageSize'];
const bodySchema = {
  type: 'object',
  // A misspelt set (positionId for positionIds) would silently restrict nothing: refuse unknown keys instead.
  propertyNames: { enum: KEYS },
  properties: {
    departIds: idList(), positionIds: idList(), roleIds: idList(), groupIds: idList(), userIds: idList(),
    keyword: { type: 'string', maxLength: 100 },
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
  },
};

const unique = (v?: string[]) => [...new Set(v ?? [])];

/** Ids of the enabled objects among `ids` in one of the relation tables' target tables. */
async function enabledIds(db: Db, table: 'position' | 'role' | 'permissionGroup', ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where('enabledMark', '=', 1).execute();
  return rows.map((r) => r.id);
}

/** Users holding one of the objects through user_relation (Position, Role, Group). */
async function relatedUsers(db: Db, objectType: string, objectIds: string[]): Promise<string[]> {
  if (!objectIds.length) return [];
  const rows = await db.selectFrom('userRelation').select('userId').where('objectType', '=', objectType)
    .where('objectId', 'in', objectIds).execute();
  return rows.map((r) => r.userId);
}

/**
 * Whether the condition admits the user (enabled): listed by id, a member of a listed enabled department, or holding
 * a listed enabled position, role or group, exactly as UserCondition would list them.
 */
async function admits(db: Db, body: ConditionBody, user: UserRow): Promise<boolean> {
  if (user.enabledMark !== 1) return false;
  if (unique(body.userIds).includes(user.id)) return true;
  const [positions, roles, groups] = await Promise.all([
    enabledIds(db, 'position', unique(body.positionIds)),
    enabledIds(db, 'role', unique(body.roleIds)),
    enabledIds(db, 'permissionGroup', unique(body.groupIds)),
  ]);
  for (const [type, ids] of [['Position', positions], ['Role', roles], ['Group', groups]] as const) {
    if ((await relatedUsers(db, type, ids)).includes(user.id)) return true;
  }
  const orgs = await loadOrganizeTree(db);
  const departs = unique(body.departIds).filter((id) => orgs.byId.has(id));
  if (!departs.length) return false;
  const mine = (await membership(db, [user])).get(user.id) ?? [];
  return mine.some((o) => departs.includes(o));
}

export async function userConditionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  // A custom user picker whose default is the current user: the caller's id when the condition admits them, else ''.
  app.post<{ Body: ConditionBody }>('/api/permission/Users/getDefaultCurrentValueUserId', {
    config: { access: 'session' }, schema: { body: bodySchema },
    preValidation: async (req) => { req.body ??= {}; },
  }, async (req) => {
    const user = currentUser(req.session);
    const userId = await admits(db, req.body, user) ? user.id : '';
    return ok(req.t('success'), { userId });
  });

  app.post<{ Body: ConditionBody }>('/api/permission/Users/UserCondition', { config: { access: 'session' }, schema: { body: bodySchema } },
    async (req) => {
      const body = req.body ?? {};
      const currentPage = body.currentPage ?? 1;
      const pageSize = body.pageSize ?? 20;
      const orgs = await loadOrganizeTree(db);
      // Departments count only while enabled (the organisation index holds enabled ones only).
      const departs = new Set(unique(body.departIds).filter((id) => orgs.byId.has(id)));
      const wanted = new Set(unique(body.userIds));
      const [positions, roles, groups] = await Promise.all([
        enabledIds(db, 'position', unique(body.positionIds)),
        enabledIds(db, 'role', unique(body.roleIds)),
        enabledIds(db, 'permissionGroup', unique(body.groupIds)),
      ]);
      for (const [type, ids] of [['Position', positions], ['Role', roles], ['Group', groups]] as const) {
        for (const id of await relatedUsers(db, type, ids)) wanted.add(id);
      }
      if (!wanted.size && !departs.size) {
        return ok(req.t('success'), { list: [], pagination: { currentPage, pageSize, total: 0 } });
      }

      const users = await db.selectFrom('users').select(USER_COLUMNS).where('enabledMark', '=', 1)
        .orderBy('sortCode').orderBy('id').execute();
      // Department membership: the primary organisation or an Organize relation, as the organisation picker shows.
      const members = departs.size ? await membership(db, users) : new Map<string, string[]>();
      const keyword = body.keyword?.trim().toLowerCase();
      const hits = users.filter((u) => (wanted.has(u.id) || (members.get(u.id) ?? []).some((o) => departs.has(o)))
        && (!keyword || u.realName.toLowerCase().includes(keyword) || u.account.toLowerCase().includes(keyword)));
      const list = hits.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((u) => {
        const n = userNode(u, orgs, u.organizeId);
        return { id: u.id, fullName: n.fullName, realName: u.realName, account: u.account, headIcon: n.headIcon,
          organize: n.organize, type: 'user' };
      });
      return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total: hits.length } });
    });
}
