/**
 * User picker data (docs/api-contract.md "People and organisation"): lazy organisation children with their users
 * (a page at a time when the caller names a page), keyword search as a paged flat list, and name lookups for stored user / "id--type" values. Disabled users are
 * never offered; lookups of stored values still name them (flagged disabled) so old records stay readable.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { ICONS, loadOrganizeTree, type OrganizeIndex, type SelectorNode } from '../organize/tree';
import { namesOf } from '../organize';

const USERS_TYPES = ['user', 'company', 'department', 'role', 'position', 'group'] as const;
export const idList = (pattern?: string) => ({ type: 'array', maxItems: 1000,
  items: { type: 'string', minLength: 1, maxLength: 300, ...(pattern ? { pattern } : {}) } });

export type UserRow = Pick<User, 'id' | 'account' | 'realName' | 'headIcon' | 'organizeId' | 'enabledMark'>;

/** Organisation ids each user belongs to: the primary organizeId plus Organize relations. */
export async function membership(db: Db, users: UserRow[]): Promise<Map<string, string[]>> {
  const out = new Map(users.map((u) => [u.id, u.organizeId ? [u.organizeId] : []]));
  if (!users.length) return out;
  const rel = await db.selectFrom('userRelation').select(['userId', 'objectId']).where('objectType', '=', 'Organize')
    .where('userId', 'in', users.map((u) => u.id)).orderBy('sortCode').execute();
  for (const r of rel) {
    const list = out.get(r.userId)!;
    if (!list.includes(r.objectId)) list.push(r.objectId);
  }
  return out;
}

export function userNode(u: UserRow, orgs: OrganizeIndex, organizeId: string | null): SelectorNode {
  const org = organizeId ? orgs.byId.get(organizeId) : undefined;
  return { id: u.id, parentId: organizeId ?? '', fullName: `${u.realName}/${u.account}`, realName: u.realName,
    account: u.account, headIcon: u.headIcon ?? '', type: 'user', icon: ICONS.user, hasChildren: false, isLeaf: true,
    organize: org?.organize ?? '', organizeIds: org?.organizeIds ?? [], ...(u.enabledMark === 1 ? {} : { disabled: true }) };
}

/** An organisation as a picker node without its subtree; it has children when it has sub-organisations or enabled
 * members anywhere below it (`populated`: organisation ids with members below). */
export function organizeNode(o: SelectorNode, populated: Set<string>): SelectorNode {
  const hasChildren = Boolean(o.children?.length) || populated.has(o.id);
  return { ...o, children: undefined, hasChildren, isLeaf: !hasChildren };
}

/** Ids of the organisations that have an enabled member in them or below them. */
export function populatedOrganizations(orgs: OrganizeIndex, members: Map<string, string[]>): Set<string> {
  const populated = new Set<string>();
  for (const ids of members.values()) {
    for (const id of ids) for (const a of orgs.byId.get(id)?.organizeIds ?? []) populated.add(a);
  }
  return populated;
}

/** The direct children of an organisation ('0' or '-1': the top): its sub-organisations, then its members. */
export function organizeChildren(orgs: OrganizeIndex, users: UserRow[], members: Map<string, string[]>,
  parentId: string): SelectorNode[] {
  const isRoot = parentId === '0' || parentId === '-1';
  const populated = populatedOrganizations(orgs, members);
  const list = (isRoot ? orgs.roots : (orgs.byId.get(parentId)?.children ?? [])).map((o) => organizeNode(o, populated));
  if (!isRoot) {
    for (const u of users) if (members.get(u.id)?.includes(parentId)) list.push(userNode(u, orgs, parentId));
  }
  return list;
}

export const USER_COLUMNS = ['id', 'account', 'realName', 'headIcon', 'organizeId', 'enabledMark'] as const;
const DEFAULT_PAGE_SIZE = 20;

interface PickerBody { keyword?: string; currentPage?: number; pageSize?: number }

export async function userSelectorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.post<{ Params: { organizeId: string }; Body: PickerBody }>('/api/permission/Users/ImUser/Selector/:organizeId', {
    config: { access: 'session' },
    schema: {
      params: { type: 'object', required: ['organizeId'], properties: { organizeId: { type: 'string', minLength: 1,
        maxLength: 200 } } },
      // No defaults here: without a keyword, a body that names no page asks for every child (the earlier answer).
      body: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 },
        currentPage: { type: 'integer', minimum: 1, maximum: 100000 },
        pageSize: { type: 'integer', minimum: 1, maximum: 1000 } } },
    },
  }, async (req) => {
    const orgs = await loadOrganizeTree(db);
    const users = await db.selectFrom('users').select(USER_COLUMNS).where('enabledMark', '=', 1)
      .orderBy('sortCode').orderBy('id').execute();
    const members = await membership(db, users);
    const keyword = req.body?.keyword?.trim().toLowerCase();
    const paged = Boolean(keyword) || req.body?.currentPage !== undefined || req.body?.pageSize !== undefined;
    const currentPage = req.body?.currentPage ?? 1;
    const pageSize = req.body?.pageSize ?? DEFAULT_PAGE_SIZE;
    const page = (all: SelectorNode[]) => ok(req.t('success'), {
      list: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: all.length } });

    if (keyword) {
      const hits = users.filter((u) => u.realName.toLowerCase().includes(keyword)
        || u.account.toLowerCase().includes(keyword));
      return page(hits.map((u) => userNode(u, orgs, members.get(u.id)?.[0] ?? null)));
    }
    // An organisation may hold hundreds of members: the lazy tree asks for its children a page at a time.
    const children = organizeChildren(orgs, users, members, req.params.organizeId);
    return paged ? page(children) : ok(req.t('success'), { list: children });
  });

  app.post<{ Body: { userId: string[] } }>('/api/permission/Users/getUserList', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['userId'], properties: { userId: idList() } } },
  }, async (req) => {
    const ids = [...new Set(req.body.userId)];
    if (!ids.length) return ok(req.t('success'), { list: [] });
    const orgs = await loadOrganizeTree(db);
    const rows = await db.selectFrom('users').select(USER_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((u) => [u.id, u]));
    const list = ids.map((id) => byId.get(id)).filter((u): u is UserRow => Boolean(u)).map((u) => {
      const node = userNode(u, orgs, u.organizeId);
      return { id: u.id, fullName: node.fullName, account: u.account, headIcon: node.headIcon, organize: node.organize,
        ...(node.disabled ? { disabled: true } : {}) };
    });
    return ok(req.t('success'), { list });
  });

  app.post<{ Body: { userId: string[] } }>('/api/permission/Users/getSelectedList', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['userId'], properties: {
      userId: idList(`^[^\\s]+--(${USERS_TYPES.join('|')})$`) } } },
  }, async (req) => {
    const values = [...new Set(req.body.userId)];
    const parsed = values.map((v) => {
      const at = v.lastIndexOf('--');
      return { value: v, id: v.slice(0, at), type: v.slice(at + 2) };
    });
    const users = parsed.filter((p) => p.type === 'user').map((p) => p.id);
    const userRows = users.length ? await db.selectFrom('users').select(['id', 'realName', 'account'])
      .where('id', 'in', users).execute() : [];
    const names = await namesOf(db, parsed.filter((p) => p.type !== 'user').map((p) => p.id));
    const list = parsed.flatMap((p) => {
      if (p.type === 'user') {
        const u = userRows.find((r) => r.id === p.id);
        return u ? [{ id: p.value, fullName: `${u.realName}/${u.account}`, type: 'user' }] : [];
      }
      // The stored type must agree with what the id really is (a department id typed as role is not a role).
      const n = names.find((x) => x.id === p.id && x.type === p.type);
      return n ? [{ id: p.value, fullName: n.fullName, type: p.type }] : [];
    });
    return ok(req.t('success'), { list });
  });
}
