/** Group picker data: enabled permission groups under their category (the group's `type`). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { ICONS, type SelectorNode } from '../organize/tree';
import { groupAdmin } from './admin';

export async function groupModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/permission/Group/Selector', { config: { access: 'session' } }, async (req) => {
    const groups = await db.selectFrom('permissionGroup').select(['id', 'type', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    const categories = new Map<string, SelectorNode>();
    for (const g of groups) {
      let category = categories.get(g.type);
      if (!category) {
        // The category's name is its id: categories are not pickable, only their groups are.
        category = { id: g.type, parentId: '0', fullName: g.type, type: '', icon: ICONS.company, disabled: true,
          hasChildren: true, isLeaf: false, children: [] };
        categories.set(g.type, category);
      }
      category.children!.push({ id: g.id, parentId: g.type, fullName: g.fullName, enCode: g.enCode, type: 'group',
        icon: ICONS.group, hasChildren: false, isLeaf: true });
    }
    return ok(req.t('success'), { list: [...categories.values()] });
  });

  await groupAdmin(app, ctx);
}
