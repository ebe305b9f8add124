/**
 * Print templates (docs/api-contract.md "Print"): list, read, Selector, getListOptions and Export for
 * every signed-in user; create, update, delete, copy and Fields for administrators only. Data, BatchData and the
 * print log are in print.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { FormDefinition } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import { valueFields } from '../../../engine/record/validate';
import { currentUser, type AppContext } from '../../context';
import type { PrintTemplateTable } from '../../db/migrations/0004_print';
import { ApiError, ok } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { printText } from './messages';
import { printRoutes } from './print';

const str = (min: number, max: number) => ({ type: 'string', minLength: min, maxLength: max });
const idParams = { type: 'object', required: ['id'], properties: { id: str(1, 200) } };
const templateBody = {
  type: 'object',
  required: ['fullName', 'enCode', 'type', 'printTemplate'],
  properties: {
    id: { type: 'string', maxLength: 200 },
    fullName: str(1, 50),
    enCode: { ...str(1, 50), pattern: '^[A-Za-z0-9_.-]+$' },
    category: { type: 'string', maxLength: 100 },
    type: { type: 'integer', enum: [1, 2] },
    modelId: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
    printTemplate: { type: 'string', maxLength: 2_000_000 },
    enabledMark: { type: 'integer', enum: [0, 1], default: 1 },
    sortCode: { type: 'integer', minimum: 0, maximum: 999999, default: 0 },
    description: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'null' }] },
  },
};
const listQuery = { type: 'object', properties: {
  keyword: { type: 'string', maxLength: 100 },
  category: { type: 'string', maxLength: 100 },
  type: { type: 'integer', enum: [1, 2] },
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
} };

interface TemplateBody {
  fullName: string; enCode: string; category?: string; type: 1 | 2; modelId?: string | null; printTemplate: string;
  enabledMark?: number; sortCode?: number; description?: string | null;
}
interface ListQuery { keyword?: string; category?: string; type?: number; currentPage: number; pageSize: number }

/** Columns of the list and the selector: everything but the (large) HTML. */
const SUMMARY = ['id', 'fullName', 'enCode', 'category', 'type', 'modelId', 'enabledMark', 'sortCode', 'description',
  'creatorTime', 'lastModifyTime'] as const;

/** Routes only administrators may call, refused with this area's own wording (http/access.ts enforces it). */
const ADMIN_ONLY = { access: 'admin' as const, accessDenied: (lang: Lang) => printText(lang, 'adminOnly') };

export async function printDevModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function find(req: FastifyRequest, id: string) {
    const row = await db.selectFrom('printTemplate').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, 'recordNotFound', {}, printText(req.lang, 'missing'));
    return row;
  }

  /** The stored columns of a body, after the checks a schema cannot make (400 on the first problem). */
  async function checked(req: FastifyRequest, body: TemplateBody, selfId: string | null) {
    const modelId = body.modelId || null;
    if (body.type === 2 && !modelId) throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'modelRequired'));
    if (modelId && !(await db.selectFrom('visualdev').select('id').where('id', '=', modelId).executeTakeFirst())) {
      throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'modelMissing'));
    }
    const clash = await db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode'])
      .where((eb) => eb.or([eb('fullName', '=', body.fullName), eb('enCode', '=', body.enCode)]))
      .execute();
    const other = clash.filter((c) => c.id !== selfId);
    if (other.some((c) => c.fullName === body.fullName)) throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'nameExists'));
    if (other.length) throw new ApiError(400, 'paramInvalid', {}, printText(req.lang, 'codeExists'));
    return { fullName: body.fullName, enCode: body.enCode, category: body.category?.trim() ?? '', type: body.type,
      modelId, printTemplate: body.printTemplate, enabledMark: body.enabledMark ?? 1, sortCode: body.sortCode ?? 0,
      description: body.description ?? null };
  }

  app.get<{ Querystring: ListQuery }>('/api/system/printDev', { config: { access: 'session' }, schema: { querystring: listQuery } }, async (req) => {
    const { keyword, category, type, currentPage, pageSize } = req.query;
    let q = db.selectFrom('printTemplate').select([...SUMMARY]);
    if (category) q = q.where('category', '=', category);
    if (type) q = q.where('type', '=', type);
    const all = await q.orderBy('sortCode').orderBy('id').execute();
    const k = keyword?.trim().toLowerCase();
    const hits = k ? all.filter((r) => r.fullName.toLowerCase().includes(k) || r.enCode.toLowerCase().includes(k)) : all;
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  });

  app.get<{ Querystring: { type?: number } }>('/api/system/printDev/Selector', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: { type: { type: 'integer', enum: [1, 2] } } } },
  }, async (req) => {
    let q = db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode', 'category', 'type', 'modelId'])
      .where('enabledMark', '=', 1);
    if (req.query.type) q = q.where('type', '=', req.query.type);
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    const groups = new Map<string, { id: string; parentId: string; fullName: string; hasChildren: boolean;
      disabled: boolean; children: unknown[] }>();
    for (const r of rows) {
      const cat = r.category || '-';
      if (!groups.has(cat)) groups.set(cat, { id: cat, parentId: '0', fullName: cat, hasChildren: true, disabled: true, children: [] });
      groups.get(cat)!.children.push({ ...r, parentId: cat, hasChildren: false, isLeaf: true });
    }
    return ok(req.t('success'), { list: [...groups.values()] });
  });

  // The names of the templates a form or list names (printId / printIds), in the order given: the chooser's list.
  app.post<{ Body: { ids?: string[]; modelId?: string } }>('/api/system/printDev/getListOptions', {
    config: { access: 'session' },
    schema: { body: { type: 'object', properties: {
      ids: { type: 'array', maxItems: 200, items: str(1, 200) }, modelId: str(1, 200) } } },
  }, async (req) => {
    const { ids, modelId } = req.body ?? {};
    let q = db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode', 'category', 'type', 'modelId'])
      .where('enabledMark', '=', 1);
    if (ids) q = ids.length ? q.where('id', 'in', ids) : q.where('id', '=', '');
    if (modelId) q = q.where('modelId', '=', modelId);
    const rows = await q.orderBy('sortCode').orderBy('id').execute();
    if (!ids) return ok(req.t('success'), rows);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(req.t('success'), [...new Set(ids)].map((id) => byId.get(id)).filter(Boolean));
  });

  // The fields a template of a form can place: headTable (main fields) and one group per sub-table.
  app.post<{ Body: { modelId: string } }>('/api/system/printDev/Fields', {
    config: ADMIN_ONLY,
    schema: { body: { type: 'object', required: ['modelId'], properties: { modelId: str(1, 200) } } },
  }, async (req) => {
    const model = await db.selectFrom('visualdev').select('formData').where('id', '=', req.body.modelId).executeTakeFirst();
    if (!model) throw new ApiError(404, 'modelNotFound');
    const form = JSON.parse(model.formData) as FormDefinition;
    const head = { id: 'headTable', fullName: 'headTable', children: [] as unknown[] };
    const tables: unknown[] = [];
    for (const f of valueFields(form.fields)) {
      const key = f.__vModel__ as string;
      if (canonicalKind(f.__config__.jnpfKey) !== 'table') {
        head.children.push({ id: `headTable.${key}`, field: key, fullName: f.__config__.label ?? key });
        continue;
      }
      tables.push({ id: key, fullName: f.__config__.label ?? key, children: [...valueFields(f.__config__.children)]
        .map((c) => ({ id: `${key}.${c.__vModel__}`, field: c.__vModel__, fullName: c.__config__.label ?? c.__vModel__ })) });
    }
    return ok(req.t('success'), [head, ...tables]);
  });

  app.get<{ Params: { id: string } }>('/api/system/printDev/:id', { config: ADMIN_ONLY, schema: { params: idParams } }, async (req) =>
    ok(req.t('success'), await find(req, req.params.id)));

  app.post<{ Body: TemplateBody }>('/api/system/printDev', { config: ADMIN_ONLY, schema: { body: templateBody } }, async (req) => {
    const row: Insertable<PrintTemplateTable> = { id: randomUUID().replace(/-/g, ''), ...(await checked(req, req.body, null)),
      creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyTime: null };
    await db.insertInto('printTemplate').values(row).execute();
    return ok(req.t('created'), { id: row.id });
  });

  app.put<{ Params: { id: string }; Body: TemplateBody }>('/api/system/printDev/:id',
    { config: ADMIN_ONLY, schema: { params: idParams, body: templateBody } }, async (req) => {
      const row = await find(req, req.params.id);
      await db.updateTable('printTemplate').set({ ...(await checked(req, req.body, row.id)), lastModifyTime: Date.now() })
        .where('id', '=', row.id).execute();
      return ok(req.t('updated'));
    });

  app.delete<{ Params: { id: string } }>('/api/system/printDev/:id', { config: ADMIN_ONLY, schema: { params: idParams } }, async (req) => {
    const row = await find(req, req.params.id);
    await db.deleteFrom('printTemplate').where('id', '=', row.id).execute();
    return ok(req.t('deleted'));
  });

  app.post<{ Params: { id: string } }>('/api/system/printDev/:id/Actions/Copy', { config: ADMIN_ONLY, schema: { params: idParams } }, async (req) => {
    const row = await find(req, req.params.id);
    // 采购订单.副本, 采购订单.副本2, …: the first free name and code, within the 50-character limit.
    const free = (base: string, suffix: string, used: Set<string>) => {
      for (let n = 1; ; n++) {
        const tail = `${suffix}${n > 1 ? n : ''}`;
        const candidate = base.slice(0, 50 - tail.length) + tail;
        if (!used.has(candidate)) return candidate;
      }
    };
    // Two copies at once can pick the same free code: the unique index decides and the later one looks again
    // (each retry means another copy was stored, so this ends).
    for (;;) {
      const taken = await db.selectFrom('printTemplate').select(['fullName', 'enCode']).execute();
      const names = new Set(taken.map((t) => t.fullName));
      const codes = new Set(taken.map((t) => t.enCode));
      const id = randomUUID().replace(/-/g, '');
      const done = await db.insertInto('printTemplate').values({ ...row, id,
        fullName: free(row.fullName, printText(req.lang, 'copySuffix'), names), enCode: free(row.enCode, '_copy', codes),
        creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyTime: null })
        .onConflict((oc) => oc.column('enCode').doNothing()).executeTakeFirst();
      if (Number(done.numInsertedOrUpdatedRows ?? 0) > 0) return ok(req.t('created'), { id });
    }
  });

  // The template as a JSON file (everything needed to recreate it elsewhere).
  app.get<{ Params: { id: string } }>('/api/system/printDev/:id/Actions/Export', { config: ADMIN_ONLY, schema: { params: idParams } },
    async (req, reply) => {
      const row = await find(req, req.params.id);
      const { creatorUserId: _u, ...exported } = row;
      const name = `${row.fullName.replace(/[\\/:*?"<>|#]/g, '')}.json`;
      return reply.header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(JSON.stringify(exported, null, 2));
    });

  await printRoutes(app, ctx);
}
