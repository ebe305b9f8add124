/**
 * Role picker data: a root '1' (全局) with the global roles, then one root per organisation that has roles bound
 * to it (organize_relation), each with its roles. Role nodes carry onlyId, unique across the whole tree.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { ICONS, loadOrganizeTree, type SelectorNode } from '../organize/tree';
import { peopleText } from '../organize/messages';
import type { Db } from '../../db';
import type { Lang } from '../../i18n';
import { roleAdmin } from './admin';

/**
 * The role picker tree; with `organizes` (ids the caller has authority over) only the global roles and the roles
 * of those organisations (SelectorByPermission).
 */
export async function roleTree(db: Db, lang: Lang, organizes: Set<string> | null = null): Promise<SelectorNode[]> {
  const roles = await db.selectFrom('role').select(['id', 'fullName', 'enCode', 'globalMark'])
    .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
  const bound = await db.selectFrom('organizeRelation').select(['organizeId', 'objectId'])
    .where('objectType', '=', 'Role').execute();
  const { byId } = await loadOrganizeTree(db);
  const node = (r: (typeof roles)[number], parentId: string): SelectorNode => ({ id: r.id, parentId,
    fullName: r.fullName, enCode: r.enCode, type: 'role', icon: ICONS.role, onlyId: `${parentId}--${r.id}`,
    hasChildren: false, isLeaf: true });
  const group = (id: string, fullName: string, type: string, children: SelectorNode[], extra = {}): SelectorNode =>
    ({ id, parentId: '0', fullName, type, icon: ICONS[type] ?? ICONS.company, onlyId: id, disabled: true,
      hasChildren: children.length > 0, isLeaf: children.length === 0, children, ...extra });

  const list: SelectorNode[] = [group('1', peopleText(lang, 'globalRoles'), '',
    roles.filter((r) => r.globalMark === 1).map((r) => node(r, '1')))];
  // Organisations in tree order (byId keeps the sorted order of the rows).
  for (const org of byId.values()) {
    if (organizes && !organizes.has(org.id)) continue;
    const mine = roles.filter((r) => r.globalMark !== 1
      && bound.some((b) => b.organizeId === org.id && b.objectId === r.id));
    if (mine.length) {
      list.push(group(org.id, org.fullName, org.type, mine.map((r) => node(r, org.id)),
        { organizeIds: org.organizeIds, organize: org.organize }));
    }
  }
  return list;
}

export async function roleModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/permission/Role/Selector', { config: { access: 'session' } },
    async (req) => ok(req.t('success'), { list: await roleTree(db, req.lang) }));

  await roleAdmin(app, ctx);
}
