/**
 * 数据接口 administration: the paged list (keyword, category), the category tree, one interface as its kind's form
 * edits it, create, edit, delete, state, copy, export/import of a file, its parameters (GetParam), the fields it
 * returns (GetFields) and its call log. A SQL interface is created, changed, copied, toggled, imported or deleted by
 * administrators only, whatever buttons a role grants: its text reads the whole store.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import type { DataInterfaceTable } from '../../db/migrations/0002_people_data';
import { likeText } from '../../db/like';
import { ApiError, ok } from '../../http/envelope';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { byMenu, exclusive, idParams, newId, notFound, page, pageQueryProps, type PageQuery } from '../organize/adminCommon';
import { saveExport } from '../visualdev/export';
import { configOf, formValues, KINDS, refuse, runRefusal, validBody, type Kind } from './definition';
import { interfaceText } from './messages';
import { columnsOf, filterByParams, loadRows, BadInterfaceConfig, type InterfaceConfig, type Param, type Row } from './source';
import { readableColumns } from './readable';
import { sqlRows } from './sqlRows';
import { checkSql, dialectOf, isSqlProblem, runSql, SqlRunError } from './sql/run';

export const DATA_INTERFACE_MENU = 'system.dataInterface';
const BASE = '/api/system/DataInterface';
const EXTENSION = 'bdi';
/** The category tree's root: every category. */
const ALL_CATEGORIES = '0';

/** Refuses a write of a SQL interface by someone who is no administrator. */
function sqlByAdmin(req: FastifyRequest, ...types: (string | undefined)[]) {
  if (types.includes('sql') && currentUser(req.session).isAdministrator !== 1) {
    throw new ApiError(403, 'forbidden', {}, interfaceText(req.lang, 'sqlAdminOnly'));
  }
}

/** Refuses a name or code another interface has. */
async function checkUnique(req: FastifyRequest, db: Db, fullName: string, enCode: string, selfId?: string) {
  const others = (await db.selectFrom('dataInterface').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)])).execute())
    .filter((r) => r.id !== selfId);
  if (others.some((r) => r.enCode === enCode)) throw refuse(req, 'codeTaken');
  if (others.length) throw refuse(req, 'nameTaken');
}

/** The name of a generated form naming interface `id` (options, popup selects, sub-table dialog), or null. */
async function formUsing(db: Db, id: string): Promise<string | null> {
  const forms = await db.selectFrom('visualdev').select(['fullName', 'formData']).execute();
  const quoted = JSON.stringify(id);
  return forms.find((f) => f.formData.includes(quoted))?.fullName ?? null;
}

const str = (v: unknown, max = 500) => typeof v === 'string' && v.length > 0 && v.length <= max;
const num = (v: unknown) => typeof v === 'number' && Number.isInteger(v);

/** The interface of an exported file, or null when the file is not one. */
export function readInterfaceFile(bytes: Buffer): DataInterfaceTable | null {
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!d || typeof d !== 'object' || !str(d.id, 200) || !str(d.fullName, 100) || !str(d.enCode, 100)
    || !str(d.category, 100) || !KINDS.includes(d.type as Kind) || typeof d.config !== 'string' || !num(d.sortCode)
    || !num(d.enabledMark) || !(d.description === null || d.description === undefined || typeof d.description === 'string')) {
    return null;
  }
  try {
    const config = JSON.parse(d.config) as unknown;
    if (!config || typeof config !== 'object') return null;
  } catch {
    return null;
  }
  return { id: d.id as string, fullName: d.fullName as string, enCode: d.enCode as string, category: d.category as string,
    type: d.type as string, config: d.config, description: (d.description as string | undefined) ?? null,
    sortCode: d.sortCode as number, enabledMark: d.enabledMark as number,
    creatorTime: num(d.creatorTime) ? (d.creatorTime as number) : Date.now() };
}

export async function dataInterfaceAdmin(app: FastifyInstance, { db, config: appConfig }: AppContext) {
  const find = async (id: string) => {
    const row = await db.selectFrom('dataInterface').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  // The list: names only (no definition), for the screen and the form designer's interface pickers.
  app.get<{ Querystring: PageQuery & { category?: string } }>(BASE, {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: { ...pageQueryProps, category: { type: 'string', maxLength: 100 } } } },
  }, async (req) => {
    let q = db.selectFrom('dataInterface')
      .select(['id', 'fullName', 'enCode', 'category', 'type', 'enabledMark', 'sortCode', 'description', 'creatorTime']);
    const keyword = req.query.keyword?.trim();
    if (keyword) q = q.where((eb) => eb.or([likeText('fullName', keyword), likeText('enCode', keyword)]));
    if (req.query.category && req.query.category !== ALL_CATEGORIES) q = q.where('category', '=', req.query.category);
    return ok(req.t('success'), page(await q.orderBy('sortCode').orderBy('id').execute(), req.query));
  });

  app.get(`${BASE}/Selector`, { config: { access: 'session' } }, async (req) => {
    const rows = await db.selectFrom('dataInterface').select(['id', 'fullName', 'enCode', 'category', 'type'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    const categories = new Map<string, { id: string; parentId: string; fullName: string; type: string;
      hasChildren: boolean; isLeaf: boolean; disabled: boolean; children: unknown[] }>();
    for (const r of rows) {
      if (!categories.has(r.category)) {
        categories.set(r.category, { id: r.category, parentId: '0', fullName: r.category, type: 'category',
          hasChildren: true, isLeaf: false, disabled: true, children: [] });
      }
      categories.get(r.category)!.children.push({ id: r.id, parentId: r.category, fullName: r.fullName,
        enCode: r.enCode, type: r.type, hasChildren: false, isLeaf: true });
    }
    return ok(req.t('success'), { list: [...categories.values()] });
  });

  // Every enabled interface, unpaged (pickers that list them flat).
  app.get(`${BASE}/getList`, { config: { access: 'session' } }, async (req) => {
    const list = await db.selectFrom('dataInterface').select(['id', 'fullName', 'enCode', 'category', 'type'])
      .where('enabledMark', '=', 1).orderBy('sortCode').orderBy('id').execute();
    return ok(req.t('success'), { list });
  });

  // The screen's category tree: 全部 (id 0, the list's "any category"), then each category in use.
  app.get(`${BASE}/Categories`, { config: byMenu(DATA_INTERFACE_MENU) }, async (req) => {
    const rows = await db.selectFrom('dataInterface').select('category').distinct().orderBy('category').execute();
    return ok(req.t('success'), { list: [{ id: ALL_CATEGORIES, fullName: interfaceText(req.lang, 'all'),
      children: rows.map((r) => ({ id: r.category, fullName: r.category })) }] });
  });

  app.get<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(DATA_INTERFACE_MENU), schema: { params: idParams } },
    async (req) => ok(req.t('success'), formValues(await find(req.params.id))));

  app.post(BASE, { config: byMenu(DATA_INTERFACE_MENU, 'btn_add') }, async (req) => {
    const b = validBody(req);
    sqlByAdmin(req, b.type);
    const id = newId();
    const fullName = b.fullName.trim();
    const enCode = b.enCode.trim();
    const config = await configOf(req, db, b);
    await exclusive(db, 'dataInterface', async (trx) => {
      await checkUnique(req, trx, fullName, enCode);
      await trx.insertInto('dataInterface').values({ id, fullName, enCode, category: b.category.trim(), type: b.type,
        config: JSON.stringify(config), description: b.description ?? null, sortCode: b.sortCode ?? 0,
        enabledMark: b.enabledMark ?? 1, creatorTime: Date.now() }).execute();
    });
    return ok(req.t('created'), { id });
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(DATA_INTERFACE_MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    const b = validBody(req);
    sqlByAdmin(req, row.type, b.type);
    const fullName = b.fullName.trim();
    const enCode = b.enCode.trim();
    const config = await configOf(req, db, b);
    await exclusive(db, 'dataInterface', async (trx) => {
      await checkUnique(req, trx, fullName, enCode, row.id);
      await trx.updateTable('dataInterface').set({ fullName, enCode, category: b.category.trim(), type: b.type,
        config: JSON.stringify(config), description: b.description ?? null, sortCode: b.sortCode ?? 0,
        enabledMark: b.enabledMark ?? 1 }).where('id', '=', row.id).execute();
    });
    return ok(req.t('updated'));
  });

  app.delete<{ Params: { id: string } }>(`${BASE}/:id`, { config: byMenu(DATA_INTERFACE_MENU, 'btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    sqlByAdmin(req, row.type);
    const form = await formUsing(db, row.id);
    if (form) throw refuse(req, 'inUse', { form });
    await db.deleteFrom('dataInterface').where('id', '=', row.id).execute();
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>(`${BASE}/:id/Actions/State`, { config: byMenu(DATA_INTERFACE_MENU, 'btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    sqlByAdmin(req, row.type);
    await db.updateTable('dataInterface').set({ enabledMark: row.enabledMark === 1 ? 0 : 1 }).where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });

  // A copy keeps the definition; its name and code get a suffix so both stay unique.
  app.post<{ Params: { id: string } }>(`${BASE}/:id/Actions/Copy`, { config: byMenu(DATA_INTERFACE_MENU, 'btn_add'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    sqlByAdmin(req, row.type);
    const id = newId();
    const suffix = String(Date.now()).slice(-5);
    await exclusive(db, 'dataInterface', async (trx) => {
      const fullName = `${row.fullName}.${interfaceText(req.lang, 'copySuffix')}${suffix}`.slice(0, 100);
      const enCode = `${row.enCode}_${suffix}`.slice(0, 100);
      await checkUnique(req, trx, fullName, enCode);
      await trx.insertInto('dataInterface').values({ ...row, id, fullName, enCode, creatorTime: Date.now() }).execute();
    });
    return ok(req.t('created'), { id });
  });

  // The interface as a JSON file (.bdi): its row as stored, so it imports back unchanged.
  app.get<{ Params: { id: string } }>(`${BASE}/:id/Action/Export`, { config: byMenu(DATA_INTERFACE_MENU, 'btn_download'),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    const bytes = Buffer.from(JSON.stringify(row, null, 2), 'utf8');
    return ok(req.t('success'), await saveExport(db, appConfig.dataDir, currentUser(req.session).id, row.fullName,
      bytes, EXTENSION));
  });

  await app.register(async (scoped) => {
    await registerSingleFileUpload(scoped, { fileSize: 2 * 1024 * 1024, fields: 5, fieldSize: 1000 });
    scoped.post<{ Body: { file?: UploadedPart } }>(`${BASE}/Action/Import`, {
      config: byMenu(DATA_INTERFACE_MENU, 'btn_upload'),
      schema: { body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } } },
    }, async (req) => {
      const part = req.body.file;
      const row = part && Buffer.isBuffer(part.data) && !part.truncated ? readInterfaceFile(part.data) : null;
      if (!row) throw refuse(req, 'importInvalid');
      sqlByAdmin(req, row.type);
      if (row.type === 'sql') {
        // A file may have been written by hand: its statement passes the same checks as one typed in the dialog.
        const config = JSON.parse(row.config) as InterfaceConfig;
        const checked = checkSql(config.sql ?? '', config.params ?? [], dialectOf(db));
        if (isSqlProblem(checked)) throw refuse(req, 'importInvalid');
        try {
          await runSql(db, checked, new Map(), { fieldsOnly: true });
        } catch (err) {
          if (err instanceof SqlRunError) throw runRefusal(req, err);
          throw err;
        }
      }
      await exclusive(db, 'dataInterface', async (trx) => {
        const clash = await trx.selectFrom('dataInterface').select('fullName')
          .where((eb) => eb.or([eb('id', '=', row.id), eb('enCode', '=', row.enCode), eb('fullName', '=', row.fullName)]))
          .executeTakeFirst();
        if (clash) throw refuse(req, 'importExists', { name: clash.fullName });
        await trx.insertInto('dataInterface').values(row).execute();
      });
      return ok(interfaceText(req.lang, 'imported'));
    });
  });

  // A definition tried before it is saved (the dialog's values and paramList): its rows, as a form would read them.
  app.post(`${BASE}/Actions/Preview`, { config: byMenu(DATA_INTERFACE_MENU) }, async (req) => {
    const { paramList, ...definition } = (req.body ?? {}) as Record<string, unknown> & { paramList?: unknown };
    const params = Array.isArray(paramList) ? paramList : [];
    if (params.length > 50 || params.some((p) => !p || typeof p !== 'object' || typeof (p as Param).field !== 'string')) {
      throw new ApiError(400, 'paramInvalid', { field: 'paramList' });
    }
    req.body = definition;
    const b = validBody(req);
    sqlByAdmin(req, b.type);
    const config = await configOf(req, db, b);
    if (b.type === 'sql') return ok(req.t('success'), await sqlRows(db, req, config, params as Param[]));
    let rows: Row[];
    try {
      rows = await loadRows(db, b.type, config, await readableColumns(db, req, '', b.type, config));
    } catch (err) {
      if (!(err instanceof BadInterfaceConfig)) throw err;
      throw refuse(req, 'tableSource');
    }
    return ok(req.t('success'), filterByParams(rows, params as Param[]));
  });

  // The parameters a caller may pass: a SQL interface's declared ones, else the fields rows can be filtered by.
  app.get<{ Params: { id: string } }>(`${BASE}/GetParam/:id`, { config: byMenu(DATA_INTERFACE_MENU),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    const config = JSON.parse(row.config) as InterfaceConfig;
    const paramList = row.type === 'sql'
      ? (config.params ?? []).map((p) => ({ field: p.field, label: p.label ?? p.field, dataType: p.dataType ?? 'string',
        required: Boolean(p.required), defaultValue: p.defaultValue === undefined || p.defaultValue === null ? '' : String(p.defaultValue) }))
      : [...columnsOf(config)].map((c) => ({ field: c, label: (config.fields ?? []).find((f) => f.field === c)?.label ?? c,
        dataType: 'string', required: false, defaultValue: '' }));
    return ok(req.t('success'), { paramList });
  });

  // The fields the interface's rows carry: a SQL statement's columns as the store reads them.
  app.post<{ Params: { id: string } }>(`${BASE}/:id/Actions/GetFields`, { config: byMenu(DATA_INTERFACE_MENU),
    schema: { params: idParams } }, async (req) => {
    const row = await find(req.params.id);
    const config = JSON.parse(row.config) as InterfaceConfig;
    if (row.type !== 'sql') {
      return ok(req.t('success'), [...columnsOf(config)].map((c) => ({ field: c,
        label: (config.fields ?? []).find((f) => f.field === c)?.label ?? c })));
    }
    const checked = checkSql(config.sql ?? '', config.params ?? [], dialectOf(db));
    if (isSqlProblem(checked)) throw refuse(req, 'badConfig', { name: row.fullName });
    try {
      const { columns } = await runSql(db, checked, new Map(), { fieldsOnly: true });
      return ok(req.t('success'), columns.map((c) => ({ field: c, label: c })));
    } catch (err) {
      if (err instanceof SqlRunError) throw runRefusal(req, err);
      throw err;
    }
  });

  app.get<{ Params: { id: string }; Querystring: PageQuery }>('/api/system/DataInterfaceLog/:id', {
    config: byMenu(DATA_INTERFACE_MENU), schema: { params: idParams, querystring: { type: 'object', properties: pageQueryProps } },
  }, async (req) => {
    const { currentPage, pageSize } = req.query;
    const base = db.selectFrom('dataInterfaceLog').where('interfaceId', '=', req.params.id);
    const [list, total] = await Promise.all([
      base.select(['id', 'action', 'userId', 'userName', 'ip', 'invokeTime', 'duration', 'success', 'message'])
        .orderBy('invokeTime', 'desc').orderBy('id', 'desc').limit(pageSize).offset((currentPage - 1) * pageSize).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return ok(req.t('success'), { list, pagination: { currentPage, pageSize, total: Number(total?.n ?? 0) } });
  });
}
