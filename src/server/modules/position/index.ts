/** Position picker data: the organisation tree with each organisation's enabled positions as leaves. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { ICONS, loadOrganizeTree, mapTree, pruneWithout, type OrganizeNode, type SelectorNode } from '../organize/tree';
import { positionAdmin } from './admin';

export async function positionModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/api/permission/Position/Selector', { config: { access: 'session' } }, async (req) => {
    const { roots } = await loadOrganizeTree(db);
    const positions = await db.selectFrom('position').select(['id', 'organizeId', 'fullName', 'enCode'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    const byOrg = new Map<string, SelectorNode[]>();
    for (const p of positions) {
      const leaf: SelectorNode = { id: p.id, parentId: p.organizeId, fullName: p.fullName, enCode: p.enCode,
        type: 'position', icon: ICONS.position, hasChildren: false, isLeaf: true };
      byOrg.set(p.organizeId, [...(byOrg.get(p.organizeId) ?? []), leaf]);
    }
    // Positions come before sub-organisations, like the original tree; organisations without positions are pruned.
    const withPositions = (nodes: SelectorNode[]): SelectorNode[] => nodes.map((n) => {
      const children = [...(byOrg.get(n.id) ?? []), ...withPositions(n.children ?? [])];
      return { ...n, children: children.length ? children : undefined, hasChildren: children.length > 0,
        isLeaf: children.length === 0 };
    });
    const tree = withPositions(mapTree(roots, (n: OrganizeNode) => ({ ...n, children: undefined, disabled: true })));
    return ok(req.t('success'), { list: pruneWithout(tree, 'position') });
  });

  await positionAdmin(app, ctx);
}
