/** OnlineDev List and Actions/Export (docs/api-contract.md): the same query, answered as rows or as an .xlsx. */
import type { FastifyInstance } from 'fastify';
import type { ColumnData } from '../../../engine/types';
import { readableRecord, visibleCodes } from '../../../engine/record/permission';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { startReaders } from '../../db/readPool';
import { ApiError, ok } from '../../http/envelope';
import { DisplayContext } from './display';
import { displayedPage, wantsStoredValues } from './listDisplay';
import { buildWorkbook, saveExport } from './export';
import { loadModel, modelAccess, type ModelAccess } from './guard';
import { parseQuery, type ListQuery } from './list';
import { resolveCurrentUserQuery } from '../../../engine/record/currentUser';
import { vdText } from './messages';
import { syncListIndexes } from './query/indexes';
import { listPage, recordBatches, recordsPage, type SqlListInput } from './query/page';
import type { StoredRecord } from './records';

const id64 = { type: 'string', minLength: 1, maxLength: 64 };
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: id64 } };
const queryProps = {
  currentPage: { type: 'integer', minimum: 1, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 10000, default: 20 },
  sort: { type: 'string', enum: ['asc', 'desc', ''] },
  sidx: { type: 'string', maxLength: 100 },
  keyword: { type: 'string', maxLength: 200 },
  menuId: { type: 'string', maxLength: 64 },
  queryJson: { anyOf: [{ type: 'string', maxLength: 100000 }, { type: 'object' }, { type: 'null' }] },
  superQueryJson: { anyOf: [{ type: 'string', maxLength: 100000 }, { type: 'object' }, { type: 'null' }] },
  treeValue: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }, { type: 'null' }] },
  treeParent: { type: 'string', maxLength: 100 },
};
const listBody = { type: 'object', properties: queryProps };
const exportBody = { type: 'object', properties: { ...queryProps,
  dataType: { type: 'integer', enum: [0, 1], default: 0 },
  selectKey: { anyOf: [{ type: 'array', maxItems: 500, items: { type: 'string', maxLength: 200 } },
    { type: 'string', maxLength: 20000 }] } } };

interface ExportQuery extends ListQuery { dataType?: 0 | 1; selectKey?: string[] | string }

/** Codes whose values a List answers (column and form permission); null = every field. */
export function answeredCodes(acc: ModelAccess): Set<string> | null {
  const byForm = acc.formGranted ? visibleCodes(acc.form, acc.formGranted) : null;
  const byColumn = acc.columnGranted
    ? new Set(acc.columns.columnList.map((c) => c.prop).filter((p) => acc.columnGranted!.has(p))) : null;
  if (byForm && byColumn) return new Set([...byColumn].filter((c) => byForm.has(c)));
  return byColumn ?? byForm;
}

/** Type 2: the tree node and, for dictionary and organisation trees, its descendants (by the tree's value key). */
async function treeValues(db: Db, columns: ColumnData, value: unknown): Promise<Set<string> | null> {
  if (columns.type !== 2 || value === undefined || value === null || value === '') return null;
  const wanted = String(value);
  const key = columns.treePropsValue === 'enCode' ? 'enCode' : 'id';
  let nodes: { id: string; parentId: string; enCode?: string }[] = [];
  if (columns.treeDataSource === 'dictionary' && typeof columns.treeDictionary === 'string' && columns.treeDictionary) {
    const type = await db.selectFrom('dictionaryType').select('id').where((eb) => eb.or([
      eb('id', '=', columns.treeDictionary as string), eb('enCode', '=', columns.treeDictionary as string)]))
      .executeTakeFirst();
    if (type) {
      nodes = await db.selectFrom('dictionaryData').select(['id', 'parentId', 'enCode'])
        .where('dictionaryTypeId', '=', type.id).execute();
    }
  } else if (columns.treeDataSource === 'organize') {
    nodes = await db.selectFrom('organize').select(['id', 'parentId', 'enCode']).execute();
  }
  const out = new Set([wanted]);
  const start = nodes.filter((n) => String(n[key]) === wanted);
  const kids = new Map<string, typeof nodes>();
  for (const n of nodes) kids.set(n.parentId, [...(kids.get(n.parentId) ?? []), n]);
  const stack = [...start];
  while (stack.length) {
    const n = stack.pop()!;
    for (const c of kids.get(n.id) ?? []) {
      if (out.has(String(c[key]))) continue;
      out.add(String(c[key]));
      stack.push(c);
    }
  }
  return out;
}

/** 当前用户 (the user pickers' system variable) searched in a user field stands for the person searching. */
function searchedBy<Q extends ListQuery>(acc: ModelAccess, query: Q): Q {
  if (!query.queryJson) return query;
  return { ...query, queryJson: resolveCurrentUserQuery(acc.form.fields, parseQuery(query.queryJson), acc.user.id) };
}

/**
 * One List of the model with the most records, read at start, so the first request finds the store's plans, its
 * connections and this process's code warm (nothing is kept: every request reads the store).
 */
async function warmList(db: Db): Promise<void> {
  const top = await db.selectFrom('visualdevRecordCount').select('modelId').where('records', '>', 0)
    .orderBy('records', 'desc').limit(1).executeTakeFirst();
  if (!top) return;
  try {
    const { form, columns } = await loadModel(db, top.modelId);
    await listPage(db, { modelId: top.modelId, form, columns, visible: null, searchable: null, treeValues: null },
      { currentPage: 1, pageSize: 20 });
  } catch {
    // A model that cannot be listed now (disabled, unreadable definition) answers so at its own request.
  }
}

export async function listRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // The seeded forms' definitions may have changed since the store's indexes were made; the readers of a SQLite
  // store start with the server, so the first List does not wait for them.
  app.addHook('onReady', async () => {
    await syncListIndexes(db);
    await startReaders(db);
    await warmList(db);
  });

  async function prepare(acc: ModelAccess, query: ListQuery): Promise<SqlListInput> {
    // The super query may name only the fields the List answers (visible), so filtering shows nothing hidden.
    return { modelId: acc.model.id, form: acc.form, columns: acc.columns, visible: answeredCodes(acc), userId: acc.user.id,
      state: acc.state,
      searchable: acc.formGranted ? visibleCodes(acc.form, acc.formGranted) : null,
      treeValues: await treeValues(db, acc.columns, query.treeValue) };
  }

  app.post<{ Params: { modelId: string }; Body: ListQuery }>('/api/visualdev/OnlineDev/:modelId/List',
    { config: { access: 'model' }, schema: { params: modelParams, body: listBody } }, async (req) => {
      const asked = req.body ?? { currentPage: 1, pageSize: 20 };
      const acc = await modelAccess(db, req, req.params.modelId, { menuId: asked.menuId });
      const query = searchedBy(acc, asked);
      const input = await prepare(acc, query);
      const page = await listPage(db, input, query);
      return ok(req.t('success'), wantsStoredValues(req) ? page : await displayedPage(db, req.lang, acc.form, page));
    });

  app.post<{ Params: { modelId: string }; Body: ExportQuery }>('/api/visualdev/OnlineDev/:modelId/Actions/Export',
    { config: { access: 'model' }, schema: { params: modelParams, body: exportBody } }, async (req) => {
      const asked = req.body ?? { currentPage: 1, pageSize: 20 };
      const acc = await modelAccess(db, req, req.params.modelId, { button: 'btn_download', menuId: asked.menuId });
      const query = searchedBy(acc, asked);
      const input = await prepare(acc, query);
      const picked = typeof query.selectKey === 'string' ? query.selectKey.split(',') : query.selectKey;
      const wanted = picked?.length ? new Set(picked.map((k) => k.trim())) : null;
      const columns = acc.columns.columnList.filter((c) => (!wanted || wanted.has(c.prop)) &&
        (!input.visible || input.visible.has(c.prop)));
      if (!columns.length) throw new ApiError(400, 'paramInvalid', {}, vdText(req.lang, 'exportEmpty'));
      // Every matching row (dataType 1) is read a batch at a time; one page otherwise.
      const batches: AsyncIterable<StoredRecord[]> = query.dataType === 1 ? recordBatches(db, input, query)
        : (async function* page() {
          yield await recordsPage(db, input, query, (query.currentPage - 1) * query.pageSize, query.pageSize);
        })();
      const display = await new DisplayContext(db, req.lang).prepare(acc.form);
      const readable = async function* readableBatches() {
        for await (const rows of batches) {
          const shown = acc.formGranted
            ? rows.map((r) => ({ ...r, data: readableRecord(acc.form, r.data, acc.formGranted) })) : rows;
          await display.relate(acc.form, shown.map((r) => r.data));
          yield shown;
        }
      };
      const bytes = await buildWorkbook(acc.model.fullName, columns, readable(), acc.form, display);
      return ok(req.t('success'), await saveExport(db, ctx.config.dataDir, acc.user.id, acc.model.fullName, bytes));
    });
}
