/**
 * 功能设计: the generated functions themselves under /api/visualdev/Base. The paged list (keyword, category), create,
 * delete, copy, the Selector (functions by category, for 菜单管理's picker), FormDataFields, and the menus a function
 * can be released under. Read and edit of one design are in base.ts, release in release.ts. Administrators only,
 * as every form design call.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FormDefinition } from '../../../engine/types';
import { valueFields } from '../../../engine/record/validate';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { syncListIndexes } from './query/indexes';
import { isRefusal, readDesign, type DesignBody } from './designBody';
import { designText } from './designMessages';
import { vdText } from './messages';

export const DESIGN_ADMIN = { access: 'admin' as const, accessDenied: (lang: Lang) => vdText(lang, 'adminOnly') };

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const idParams = { type: 'object', required: ['id'], properties: { id: id64 } };
const listQuery = { type: 'object', properties: {
  keyword: { type: 'string', maxLength: 100 },
  category: { type: 'string', maxLength: 50 },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
} };

interface ListQuery { keyword?: string; category?: string; currentPage: number; pageSize: number }

/** The released menu of each function (type 3 menus name their function in propertyJson.moduleId). */
export async function releasedMenus(db: Db): Promise<Map<string, { id: string; fullName: string; parentId: string }>> {
  const menus = await db.selectFrom('module').select(['id', 'fullName', 'parentId', 'propertyJson'])
    .where('type', '=', 3).orderBy('sortCode').orderBy('id').execute();
  const out = new Map<string, { id: string; fullName: string; parentId: string }>();
  for (const m of menus) {
    let moduleId: unknown;
    try { moduleId = (JSON.parse(m.propertyJson ?? '{}') as { moduleId?: unknown }).moduleId; } catch { moduleId = null; }
    if (typeof moduleId === 'string' && !out.has(moduleId)) out.set(moduleId, { id: m.id, fullName: m.fullName, parentId: m.parentId });
  }
  return out;
}

export const newModelId = () => randomUUID().replace(/-/g, '');

/** Stores a checked design as a new function (created or imported); answers its id. */
export async function insertFunction(db: Db, body: DesignBody): Promise<string> {
  const id = newModelId();
  await db.insertInto('visualdev').values({ id, fullName: body.fullName, enCode: body.enCode, category: body.category || null,
    webType: body.webType, enableFlow: 0, formData: body.formData, columnData: body.columnData, sortCode: body.sortCode,
    enabledMark: 1, creatorTime: Date.now(), lastModifyTime: null }).execute();
  await syncListIndexes(db, id);
  return id;
}

export async function designRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const find = async (id: string) => {
    const m = await db.selectFrom('visualdev').selectAll().where('id', '=', id).executeTakeFirst();
    if (!m) throw new ApiError(404, 'modelNotFound');
    return m;
  };

  app.get<{ Querystring: ListQuery }>('/api/visualdev/Base', { config: DESIGN_ADMIN, schema: { querystring: listQuery } },
    async (req) => {
      const q = req.query;
      let base = db.selectFrom('visualdev');
      const keyword = q.keyword?.trim().toLowerCase();
      if (keyword) base = base.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword)]));
      if (q.category) base = base.where('category', '=', q.category);
      const [{ total }, rows, released] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
        base.select(['id', 'fullName', 'enCode', 'category', 'webType', 'sortCode', 'creatorTime', 'lastModifyTime'])
          .orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id')
          .limit(q.pageSize).offset((q.currentPage - 1) * q.pageSize).execute(),
        releasedMenus(db),
      ]);
      const list = rows.map((r) => {
        const menu = released.get(r.id);
        return { ...r, category: r.category ?? '', state: menu ? 1 : 0, menuId: menu?.id ?? null, menuName: menu?.fullName ?? null };
      });
      return ok(req.t('success'), { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: Number(total) } });
    });

  app.post('/api/visualdev/Base', { config: DESIGN_ADMIN }, async (req) => {
    const body = await readDesign(db, req);
    if (isRefusal(body)) return body;
    return ok(req.t('created'), { id: await insertFunction(db, body) });
  });

  app.delete<{ Params: { id: string } }>('/api/visualdev/Base/:id', { config: DESIGN_ADMIN, schema: { params: idParams } },
    async (req) => {
      const m = await find(req.params.id);
      // A released function's menu would open nothing: the menu goes first (菜单管理), on purpose by a person.
      const menu = (await releasedMenus(db)).get(m.id);
      if (menu) throw new ApiError(400, 'paramInvalid', {}, designText(req.lang, 'releasedCannotDelete', { menu: menu.fullName }));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('visualdevRecord').where('modelId', '=', m.id).execute();
        await trx.deleteFrom('visualdev').where('id', '=', m.id).execute();
      });
      await syncListIndexes(db);
      return ok(req.t('deleted'));
    });

  app.post<{ Params: { id: string } }>('/api/visualdev/Base/:id/Actions/Copy', { config: DESIGN_ADMIN, schema: { params: idParams } },
    async (req) => {
      const m = await find(req.params.id);
      const taken = await db.selectFrom('visualdev').select(['fullName', 'enCode']).execute();
      // 采购订单.副本, 采购订单.副本2, …: the first free name and code within the 50-character limit.
      const free = (base: string, suffix: string, used: Set<string>) => {
        for (let n = 1; ; n++) {
          const tail = `${suffix}${n > 1 ? n : ''}`;
          const candidate = base.slice(0, 50 - tail.length) + tail;
          if (!used.has(candidate.toLowerCase())) return candidate;
        }
      };
      const id = newModelId();
      await db.insertInto('visualdev').values({ ...m, id,
        fullName: free(m.fullName, designText(req.lang, 'copySuffix'), new Set(taken.map((t) => t.fullName.toLowerCase()))),
        enCode: free(m.enCode, '_copy', new Set(taken.map((t) => t.enCode.toLowerCase()))),
        creatorTime: Date.now(), lastModifyTime: null }).execute();
      await syncListIndexes(db, id);
      return ok(req.t('created'), { id });
    });

  // Functions grouped by category: the tree 菜单管理 picks a type-3 menu's function from.
  app.get('/api/visualdev/Base/Selector', { config: DESIGN_ADMIN }, async (req) => {
    const rows = await db.selectFrom('visualdev').select(['id', 'fullName', 'enCode', 'category', 'webType'])
      .orderBy('sortCode').orderBy('creatorTime').execute();
    const groups = new Map<string, { id: string; fullName: string; hasChildren: boolean; children: unknown[] }>();
    for (const r of rows) {
      const cat = r.category ?? '';
      if (!groups.has(cat)) groups.set(cat, { id: `category:${cat}`, fullName: cat, hasChildren: true, children: [] });
      groups.get(cat)!.children.push({ id: r.id, fullName: r.fullName, enCode: r.enCode, webType: r.webType, hasChildren: false });
    }
    return ok(req.t('success'), { list: [...groups.values()] });
  });

  app.get<{ Params: { id: string } }>('/api/visualdev/Base/:id/FormDataFields', { config: DESIGN_ADMIN, schema: { params: idParams } },
    async (req) => {
      const m = await find(req.params.id);
      const form = JSON.parse(m.formData) as FormDefinition;
      const list = [...valueFields(form.fields)].map((f) => ({ vmodel: f.__vModel__ as string,
        label: f.__config__.label ?? String(f.__vModel__), jnpfKey: f.__config__.jnpfKey }));
      return ok(req.t('success'), { list });
    });

  // The directories (type 1 menus) a function can be released under, as a tree.
  app.get('/api/visualdev/Base/MenuParents', { config: DESIGN_ADMIN }, async (req) => {
    const rows = await db.selectFrom('module').select(['id', 'parentId', 'fullName', 'enCode', 'systemId'])
      .where('type', '=', 1).orderBy('sortCode').orderBy('id').execute();
    type Node = (typeof rows)[number] & { children: Node[] };
    const nodes = new Map<string, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
    const roots: Node[] = [];
    for (const n of nodes.values()) {
      const parent = nodes.get(n.parentId);
      if (parent) parent.children.push(n); else roots.push(n);
    }
    return ok(req.t('success'), { list: roots });
  });
}
