/**
 * Data interfaces (docs/api-contract.md "Data interfaces"): named, read-only data sources for options, popup
 * selects, auto-complete and the sub-table selection dialog. Any signed-in user may call them; the rows of a form's
 * records answer only what the caller may read of them (readable.ts). Every call is logged with its duration
 * (log.ts). The 数据接口 administration is admin.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { rawHandleOf } from '../../db';
import { ApiError, ok } from '../../http/envelope';
import { dataInterfaceAdmin } from './admin';
import { columnsOf, filterByKeyword, filterByParams, flatten, loadRows, BadInterfaceConfig,
  type InterfaceConfig, type Param, type Row } from './source';
import { interfaceText } from './messages';
import { readableColumns } from './readable';
import { logged, startLogPruning } from './log';
import { sqlRows } from './sqlRows';
import { stopSqlite } from './sql/sqlite';
import { closeSqlReader, prepareSqlRole } from './sql/role';
import { visualdevByValues, visualdevPage } from './tablePage';

const str = (max: number) => ({ type: 'string', maxLength: max });
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 200 } } };
const paramList = { type: 'array', maxItems: 50, items: { type: 'object', required: ['field'], properties: {
  field: { type: 'string', minLength: 1, maxLength: 100 },
  defaultValue: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] } } } };
const common = { interfaceId: str(200), propsValue: str(100), relationField: str(100), paramList };

interface CallBody { paramList?: Param[]; propsValue?: string; relationField?: string }
interface ListBody extends CallBody { keyword?: string; currentPage?: number; pageSize?: number; columnOptions?: string }
interface InfoBody extends CallBody { ids: (string | number)[] }

export async function dataInterfaceModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const store = rawHandleOf(db);
  if (store?.kind === 'pg') await prepareSqlRole(store.pool, app.log);
  startLogPruning(app, db);
  app.addHook('onClose', async () => {
    const handle = rawHandleOf(db);
    if (handle?.kind === 'sqlite') stopSqlite(handle.sqlite.name);
    if (handle?.kind === 'pg') await closeSqlReader(handle.pool);
  });

  async function enabledItem(req: FastifyRequest<{ Params: { id: string } }>) {
    const item = await db.selectFrom('dataInterface').selectAll().where('id', '=', req.params.id)
      .where('enabledMark', '=', 1).executeTakeFirst();
    if (!item) throw new ApiError(404, 'recordNotFound', {}, interfaceText(req.lang, 'missing'));
    return { item, config: JSON.parse(item.config) as InterfaceConfig };
  }

  /** Refuses a named column the interface's rows do not have. */
  function checkColumns(req: FastifyRequest, config: InterfaceConfig, asked: [string, string | undefined][]) {
    const columns = columnsOf(config);
    for (const [field, column] of asked) {
      if (column && !columns.has(column)) {
        throw new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, 'unknownColumn', { field, column }));
      }
    }
  }

  /** The enabled interface's rows (a SQL interface's with its parameters bound, the others' filtered by them). */
  async function rowsOf(req: FastifyRequest<{ Params: { id: string }; Body: CallBody | undefined }>,
    columnsAsked: [string, string | undefined][] = []) {
    const { item, config } = await enabledItem(req);
    const params = req.body?.paramList ?? [];
    if (item.type === 'sql') {
      checkColumns(req, config, columnsAsked);
      return { item, rows: await sqlRows(db, req, config, params), params: [] as Param[] };
    }
    checkColumns(req, config, [...columnsAsked, ...params.map((p, i): [string, string] => [`paramList.${i}.field`, p.field])]);
    let rows: Row[];
    try {
      rows = await loadRows(db, item.type, config, await readableColumns(db, req, item.id, item.type, config));
    } catch (err) {
      if (!(err instanceof BadInterfaceConfig)) throw err;
      req.log.error({ err, interfaceId: item.id }, 'bad data interface config');
      throw new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, 'badConfig', { name: item.fullName }));
    }
    return { item, rows, params };
  }

  /** A form's records with `field` in `values`, read from the store (null for other interfaces). */
  async function tableRowsByValues(req: FastifyRequest<{ Params: { id: string }; Body: CallBody }>, field: string,
    values: string[]): Promise<{ rows: Row[]; params: Param[] } | null> {
    const { item, config } = await enabledItem(req);
    if (item.type !== 'table' || config.source !== 'visualdev') return null;
    const params = req.body?.paramList ?? [];
    checkColumns(req, config, [['propsValue', field], ...params.map((p, i): [string, string] => [`paramList.${i}.field`, p.field])]);
    try {
      return { rows: await visualdevByValues(db, config, field, values, params,
        await readableColumns(db, req, item.id, item.type, config)), params: [] };
    } catch (err) {
      if (!(err instanceof BadInterfaceConfig)) throw err;
      req.log.error({ err, interfaceId: item.id }, 'bad data interface config');
      throw new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, 'badConfig', { name: item.fullName }));
    }
  }

  app.post<{ Params: { id: string }; Body: CallBody }>('/api/system/DataInterface/:id/Actions/Preview', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', properties: { paramList } } },
  }, async (req) => logged(db, req, req.params.id, 'Preview', async () => {
    const { rows, params } = await rowsOf(req);
    return ok(req.t('success'), filterByParams(rows, params));
  }));

  app.post<{ Params: { id: string }; Body: ListBody }>('/api/system/DataInterface/:id/Action/List', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', properties: { ...common, keyword: str(100),
      currentPage: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
      columnOptions: str(1000) } } },
  }, async (req) => logged(db, req, req.params.id, 'List', async () => {
    const body = req.body ?? {};
    const relationField = body.relationField || 'fullName';
    const options = (body.columnOptions ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const asked: [string, string | undefined][] = [['relationField', relationField], ['propsValue', body.propsValue],
      ...options.map((c): [string, string] => ['columnOptions', c])];
    const currentPage = body.currentPage ?? 1;
    const pageSize = body.pageSize ?? 20;
    const { item, config } = await enabledItem(req);
    if (item.type === 'table' && config.source === 'visualdev') {
      // A generated form's records: searched and paged by the store, only the page is read.
      const params = body.paramList ?? [];
      checkColumns(req, config, [...asked, ...params.map((p, i): [string, string] => [`paramList.${i}.field`, p.field])]);
      try {
        return ok(req.t('success'), await visualdevPage(db, config, { keyword: body.keyword,
          keywordFields: [relationField, ...options], params, currentPage, pageSize },
        await readableColumns(db, req, item.id, item.type, config)));
      } catch (err) {
        if (!(err instanceof BadInterfaceConfig)) throw err;
        req.log.error({ err, interfaceId: item.id }, 'bad data interface config');
        throw new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, 'badConfig', { name: item.fullName }));
      }
    }
    const { rows, params } = await rowsOf(req, asked);
    const hits = filterByKeyword(filterByParams(flatten(rows), params), body.keyword, [relationField, ...options]);
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  }));

  app.post<{ Params: { id: string }; Body: InfoBody }>('/api/system/DataInterface/:id/Action/InfoByIds', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', required: ['ids'], properties: { ...common,
      ids: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] } },
    } } },
  }, async (req) => logged(db, req, req.params.id, 'InfoByIds', async () => {
    const propsValue = req.body.propsValue || 'id';
    const ids = [...new Set(req.body.ids.map(String))];
    const { rows, params } = await tableRowsByValues(req, propsValue, ids) ?? await rowsOf(req, [['propsValue', propsValue]]);
    const byValue = new Map<string, Row>();
    for (const r of filterByParams(flatten(rows), params)) {
      const key = String(r[propsValue] ?? '');
      if (!byValue.has(key)) byValue.set(key, r);
    }
    // In the order asked, so a multiple select shows its values in the order they were picked.
    const list = ids.map((id) => byValue.get(id)).filter((r): r is Row => Boolean(r));
    return ok(req.t('success'), list);
  }));

  await dataInterfaceAdmin(app, ctx);
}
