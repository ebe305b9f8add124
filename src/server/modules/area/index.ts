/**
 * Province/city/district data (GB/T 2260 codes; fixtures/areas.json): children of a node for the lazy area picker
 * (root '-1'), and names for stored id paths. Any signed-in user.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { likeText } from '../../db/like';

const code = { type: 'string', minLength: 1, maxLength: 20 };

export async function areaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get<{ Params: { parentId: string }; Querystring: { keyword?: string } }>('/api/system/Area/:parentId', {
    config: { access: 'session' },
    schema: {
      params: { type: 'object', required: ['parentId'], properties: { parentId: code } },
      querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
    },
  }, async (req) => {
    let q = db.selectFrom('area').select(['id', 'parentId', 'fullName', 'enCode', 'level'])
      .where('parentId', '=', req.params.parentId).where('enabledMark', '=', 1);
    const keyword = req.query.keyword?.trim();
    if (keyword) q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword, 'prefix')]));
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    const parents = rows.length ? new Set((await db.selectFrom('area').select('parentId')
      .where('parentId', 'in', rows.map((r) => r.id)).where('enabledMark', '=', 1).distinct().execute())
      .map((r) => r.parentId)) : new Set<string>();
    const list = rows.map((r) => ({ ...r, isLeaf: !parents.has(r.id), hasChildren: parents.has(r.id) }));
    return ok(req.t('success'), { list });
  });

  app.post<{ Body: { idsList: string[][] } }>('/api/system/Area/GetAreaByIds', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['idsList'], properties: {
      idsList: { type: 'array', maxItems: 1000, items: { type: 'array', maxItems: 10, items: code } } } } },
  }, async (req) => {
    const ids = [...new Set(req.body.idsList.flat())];
    const names = new Map<string, string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.selectFrom('area').select(['id', 'fullName']).where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const r of rows) names.set(r.id, r.fullName);
    }
    // Path for path; an unknown id is left out of its path rather than shown as a raw code.
    const data = req.body.idsList.map((path) => path.filter((id) => names.has(id)).map((id) => names.get(id)!));
    return ok(req.t('success'), data);
  });
}
