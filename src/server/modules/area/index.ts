/**
 * Province/city/district data (GB/T 2260 codes; fixtures/areas.json): children of a node for the lazy area picker
 * and the 行政区划 tree (root '-1'), and names for stored id paths (GetAreaByIds, and AreasName for generated
 * code). Any signed-in user; the administration calls are admin.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { ApiError, ok } from '../../http/envelope';
import { likeText } from '../../db/like';
import { areaAdmin } from './admin';

const code = { type: 'string', minLength: 1, maxLength: 20 };
const idsList = { type: 'array', maxItems: 1000, items: { type: 'array', maxItems: 10, items: code } };

/** The names of each id path, path for path; an unknown id is left out of its path rather than shown as a code. */
async function namesOf(db: Db, paths: string[][]): Promise<string[][]> {
  const ids = [...new Set(paths.flat())];
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom('area').select(['id', 'fullName']).where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, r.fullName);
  }
  return paths.map((path) => path.filter((id) => names.has(id)).map((id) => names.get(id)!));
}

export async function areaModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  // `all=1` (the 行政区划 tree) answers disabled areas too, with their mark; pickers see enabled ones only.
  app.get<{ Params: { parentId: string }; Querystring: { keyword?: string; all?: string } }>('/api/system/Area/:parentId', {
    config: { access: 'session' },
    schema: {
      params: { type: 'object', required: ['parentId'], properties: { parentId: code } },
      querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 },
        all: { type: 'string', enum: ['', '0', '1'] } } },
    },
  }, async (req) => {
    const all = req.query.all === '1';
    let q = db.selectFrom('area').select(['id', 'parentId', 'fullName', 'enCode', 'level', 'sortCode', 'enabledMark'])
      .where('parentId', '=', req.params.parentId);
    if (!all) q = q.where('enabledMark', '=', 1);
    const keyword = req.query.keyword?.trim();
    if (keyword) q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword, 'prefix')]));
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    let children = rows.length ? db.selectFrom('area').select('parentId')
      .where('parentId', 'in', rows.map((r) => r.id)) : null;
    if (children && !all) children = children.where('enabledMark', '=', 1);
    const parents = new Set(children ? (await children.distinct().execute()).map((r) => r.parentId) : []);
    const list = rows.map((r) => ({ ...r, isLeaf: !parents.has(r.id), hasChildren: parents.has(r.id) }));
    return ok(req.t('success'), { list });
  });

  app.post<{ Body: { idsList: string[][] } }>('/api/system/Area/GetAreaByIds', {
    config: { access: 'session' },
    schema: { body: { type: 'object', required: ['idsList'], properties: { idsList } } },
  }, async (req) => ok(req.t('success'), await namesOf(db, req.body.idsList)));

  // The same lookup for generated code: idsList as JSON in the query (one path or several).
  app.get<{ Querystring: { idsList: string } }>('/api/visualdev/Generater/AreasName', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', required: ['idsList'], properties: {
      idsList: { type: 'string', minLength: 2, maxLength: 20000 } } } },
  }, async (req) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(req.query.idsList);
    } catch {
      parsed = null;
    }
    const paths = Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? [parsed as string[]] : parsed;
    const valid = Array.isArray(paths) && paths.length <= 1000 && paths.every((p) => Array.isArray(p) && p.length <= 10
      && p.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 20));
    if (!valid) throw new ApiError(400, 'paramInvalid', { field: 'idsList' });
    return ok(req.t('success'), await namesOf(db, paths as string[][]));
  });

  await areaAdmin(app, ctx);
}
