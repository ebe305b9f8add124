/**
 * Data interfaces (docs/api-contract.md "Data interfaces"): named, read-only data sources for options, popup
 * selects, auto-complete and the sub-table selection dialog. Any signed-in user may call them; the rows of a form's
 * records answer only what the caller may read of them (readable.ts). Defined by the seed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { columnsOf, filterByKeyword, filterByParams, flatten, loadRows, BadInterfaceConfig,
  type InterfaceConfig, type Param, type Row } from './source';
import { interfaceText } from './messages';
import { readableColumns } from './readable';

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

  /** The enabled interface's rows filtered by paramList, after checking every named column exists. */
  async function rowsOf(req: FastifyRequest<{ Params: { id: string }; Body: CallBody | undefined }>,
    columnsAsked: [string, string | undefined][] = []) {
    const item = await db.selectFrom('dataInterface').selectAll().where('id', '=', req.params.id)
      .where('enabledMark', '=', 1).executeTakeFirst();
    if (!item) throw new ApiError(404, 'recordNotFound', {}, interfaceText(req.lang, 'missing'));
    const config = JSON.parse(item.config) as InterfaceConfig;
    const columns = columnsOf(config);
    const params = req.body?.paramList ?? [];
    const asked: [string, string | undefined][] = [...columnsAsked,
      ...params.map((p, i): [string, string] => [`paramList.${i}.field`, p.field])];
    for (const [field, column] of asked) {
      if (column && !columns.has(column)) {
        throw new ApiError(400, 'paramInvalid', {}, interfaceText(req.lang, 'unknownColumn', { field, column }));
      }
    }
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

  app.get<{ Querystring: { keyword?: string; currentPage?: number; pageSize?: number } }>('/api/system/DataInterface', {
    config: { access: 'session' },
    schema: { querystring: { type: 'object', properties: { keyword: str(100),
      currentPage: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 } } } },
  }, async (req) => {
    const { currentPage = 1, pageSize = 20 } = req.query;
    const all = await db.selectFrom('dataInterface')
      .select(['id', 'fullName', 'enCode', 'category', 'type', 'enabledMark', 'sortCode', 'description'])
      .orderBy('sortCode').orderBy('id').execute();
    const hits = filterByKeyword(all, req.query.keyword, ['fullName', 'enCode']);
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  });

  app.get('/api/system/DataInterface/Selector', { config: { access: 'session' } }, async (req) => {
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

  app.post<{ Params: { id: string }; Body: CallBody }>('/api/system/DataInterface/:id/Actions/Preview', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', properties: { paramList } } },
  }, async (req) => {
    const { rows, params } = await rowsOf(req);
    return ok(req.t('success'), filterByParams(rows, params));
  });

  app.post<{ Params: { id: string }; Body: ListBody }>('/api/system/DataInterface/:id/Action/List', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', properties: { ...common, keyword: str(100),
      currentPage: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
      columnOptions: str(1000) } } },
  }, async (req) => {
    const body = req.body ?? {};
    const relationField = body.relationField || 'fullName';
    const options = (body.columnOptions ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const { rows, params } = await rowsOf(req, [['relationField', relationField], ['propsValue', body.propsValue],
      ...options.map((c): [string, string] => ['columnOptions', c])]);
    const hits = filterByKeyword(filterByParams(flatten(rows), params), body.keyword, [relationField, ...options]);
    const currentPage = body.currentPage ?? 1;
    const pageSize = body.pageSize ?? 20;
    return ok(req.t('success'), { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      pagination: { currentPage, pageSize, total: hits.length } });
  });

  app.post<{ Params: { id: string }; Body: InfoBody }>('/api/system/DataInterface/:id/Action/InfoByIds', {
    config: { access: 'session' },
    schema: { params: idParams, body: { type: 'object', required: ['ids'], properties: { ...common,
      ids: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] } },
    } } },
  }, async (req) => {
    const propsValue = req.body.propsValue || 'id';
    const { rows, params } = await rowsOf(req, [['propsValue', propsValue]]);
    const byValue = new Map<string, Row>();
    for (const r of filterByParams(flatten(rows), params)) {
      const key = String(r[propsValue] ?? '');
      if (!byValue.has(key)) byValue.set(key, r);
    }
    // In the order asked, so a multiple select shows its values in the order they were picked.
    const list = [...new Set(req.body.ids.map(String))].map((id) => byValue.get(id)).filter((r): r is Row => Boolean(r));
    return ok(req.t('success'), list);
  });
}
