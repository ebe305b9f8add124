/**
 * The API of preview mode (issue 3 item 8), answered from files with no server and no database: the OnlineDev
 * Config from the definition files (re-read on every request), records kept in memory, dictionaries and serial
 * numbers from fixtures/reference, and a 200 envelope with empty data for everything else. The list query, the
 * system fields and the serial numbers are the engine's rules the server uses too, so the preview answers as the
 * server would.
 * Node-side code: the Vite plugin (plugin.ts) mounts it; the page never imports it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkDefinition, completeColumnData, completeFormData, formatProblems } from '../../engine/definition';
import type { ColumnData, Envelope, FormDefinition } from '../../engine/types';
import { DefinitionFileError, readDefinitionFiles } from '../definitionFile';
import { pickLang, type Lang, type Params } from '../../engine/i18n';
import { recordProblemText, recordText, type RecordMessageKey } from '../../engine/i18n/records';
import { validateRecord } from '../../engine/record/validate';
import { nextNumber, type RuleState } from '../../engine/billRule/number';
import {
  ListRuleError, pageRecords, queryRecords, type CachedModel, type ListQuery, type StoredRecord,
} from '../../engine/list/memory';
import { fillSystemFields, keepKnownFields } from '../../engine/record/save';
import { defaultColumnData } from './defaultList';

export interface FixtureApiOptions {
  formPath: string;
  listPath?: string;
  /** Folder of dictionary-types.json, dictionary-data.json and billrule.json; defaults to fixtures/reference. */
  referenceDir?: string;
  now?: () => number;
}

export interface ApiRequest {
  method: string;
  /** Path and query, e.g. `/api/visualdev/OnlineDev/preview/List?n=1`. */
  url: string;
  body?: unknown;
  /** Accept-Language of the request: the language of refusals. */
  language?: string;
}

/** The id under which the preview serves the form (any id works; the page uses this one). */
export const PREVIEW_ID = 'preview';
/** The user the preview pretends to be when it fills createUser / modifyUser. */
export const PREVIEW_USER = 'preview';

type Obj = Record<string, unknown>;

/**
 * A refusal, answered as `{code, msg}` in the caller's language. The words are the engine's record messages, the
 * server's own (tests/conformance/engineMessages.test.ts), so a preview refuses as the server would.
 */
class Refusal extends Error {
  constructor(readonly code: number, readonly key: RecordMessageKey, readonly params: Params = {}, readonly text?: string) {
    super(key);
  }
}

/** The `data` JSON string of a save as an object, or a refusal. */
function parseRecordData(data: string): Obj {
  try {
    const v: unknown = JSON.parse(data);
    if (isObj(v)) return v;
  } catch {
    // refused below
  }
  throw new Refusal(400, 'dataNotObject');
}

/** Refuses a record with its first problem, worded as the server words it. */
function assertValid(lang: Lang, form: FormDefinition, record: Obj) {
  const problems = validateRecord(form, record);
  if (problems.length) throw new Refusal(400, 'paramInvalid', {}, recordProblemText(lang, problems[0]));
}
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const ok = <T>(data?: T, msg = 'Success'): Envelope<T> => (data === undefined ? { code: 200, msg } : { code: 200, msg, data });
const asJson = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

interface DictType { id: string; enCode: string; fullName: string; isTree: string | number }
interface DictEntry { id: string; parentId: string; fullName: string; enCode: string; sortCode: string | number;
  enabledMark: string | number | null; dictionaryTypeId: string; children?: DictEntry[] }

function readReference(dir: string) {
  const read = <T>(name: string): T => JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as T;
  const rules = read<Record<string, string | null>[]>('billrule.json');
  return {
    types: read<DictType[]>('dictionary-types.json'),
    entries: read<DictEntry[]>('dictionary-data.json'),
    rules: new Map<string, RuleState>(rules.map((r) => [String(r.enCode), {
      prefix: r.prefix ?? '', dateFormat: r.dateFormat ?? 'no', digit: Number(r.digit) || 0,
      startNumber: r.startNumber ?? '1', thisNumber: null, outputNumber: null,
    }])),
  };
}

/** Builds the fixture API over the given files; `handle` answers one request. */
export function createFixtureApi(opts: FixtureApiOptions) {
  const now = opts.now ?? Date.now;
  const ref = readReference(opts.referenceDir ?? resolve(process.cwd(), 'fixtures/reference'));
  const stores = new Map<string, Map<string, StoredRecord>>();
  const storeOf = (modelId: string) => {
    if (!stores.has(modelId)) stores.set(modelId, new Map());
    return stores.get(modelId)!;
  };

  /** The definition as the files say now (they are re-read on every call, so edits show on the next load). */
  function definition() {
    const files = readDefinitionFiles(opts.formPath, opts.listPath);
    // Completed as the server reads a definition (3.1-era shapes included).
    const formData = completeFormData(asJson(files.formData)) as FormDefinition;
    const columnData = (files.columnData === undefined ? defaultColumnData(formData)
      : completeColumnData(asJson(files.columnData), formData)) as ColumnData;
    return { formData, columnData, fullName: files.fullName };
  }

  function config(modelId: string, lang: Lang) {
    const def = definition();
    return ok({
      id: modelId, fullName: def.fullName, enCode: modelId, webType: 2, enableFlow: 0,
      formData: JSON.stringify(def.formData), columnData: JSON.stringify(def.columnData),
      // What check-form would say, in the page's language: the page shows it in its banner, so a broken file is
      // noticed at once.
      previewProblems: formatProblems(checkDefinition(def.formData, def.columnData), lang),
    });
  }

  function cached(modelId: string): CachedModel {
    const records = [...storeOf(modelId).values()];
    return { stamp: String(records.length), records, byId: new Map(records.map((r) => [r.id, r])), sorted: new Map() };
  }

  function list(modelId: string, body: Obj) {
    const def = definition();
    const query: ListQuery = {
      currentPage: Math.max(1, Number(body.currentPage) || 1),
      pageSize: Math.max(1, Math.min(10000, Number(body.pageSize) || 20)),
      sort: typeof body.sort === 'string' ? body.sort : undefined,
      sidx: typeof body.sidx === 'string' ? body.sidx : undefined,
      keyword: typeof body.keyword === 'string' ? body.keyword : undefined,
      queryJson: body.queryJson as ListQuery['queryJson'],
      // The 高级查询 of the generated list page, answered by the same engine code as the server's.
      superQueryJson: body.superQueryJson as ListQuery['superQueryJson'],
    };
    const input = { form: def.formData, columns: def.columnData, cached: cached(modelId), visible: null };
    try {
      return ok(pageRecords(input, queryRecords(input, query), query));
    } catch (e) {
      if (e instanceof ListRuleError) throw new Refusal(400, e.key, e.params);
      throw e;
    }
  }

  async function save(modelId: string, lang: Lang, body: Obj, id?: string) {
    const form = definition().formData;
    const store = storeOf(modelId);
    const previous = id ? store.get(id) : undefined;
    if (id && !previous) throw new Refusal(404, 'recordNotFound');
    const record = keepKnownFields(form, parseRecordData(String(body.data ?? '')));
    assertValid(lang, form, record);
    const t = now();
    await fillSystemFields(form, record, previous?.data ?? null,
      { userId: PREVIEW_USER, organizeId: null, departmentId: null, positionId: null, now: t }, async (rule) => issue(rule, t));
    if (previous) {
      store.set(previous.id, { ...previous, data: record, lastModifyTime: t });
      return ok(null, recordText(lang, 'updated'));
    }
    const rec: StoredRecord = { id: randomUUID(), data: record, creatorTime: t, creatorUserId: PREVIEW_USER, lastModifyTime: null };
    store.set(rec.id, rec);
    return ok({ id: rec.id }, recordText(lang, 'created'));
  }

  function issue(enCode: string, t: number): string {
    const rule = ref.rules.get(enCode) ?? { prefix: enCode, dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', thisNumber: null, outputNumber: null };
    const next = nextNumber(rule, new Date(t));
    ref.rules.set(enCode, { ...rule, ...next });
    return next.outputNumber;
  }

  function dictionary(idOrCode: string) {
    const type = ref.types.find((x) => x.id === idOrCode || x.enCode === idOrCode);
    if (!type) return null;
    const rows = ref.entries
      .filter((e) => e.dictionaryTypeId === type.id && String(e.enabledMark ?? '1') === '1')
      .sort((a, b) => Number(a.sortCode) - Number(b.sortCode))
      .map((e) => ({ id: e.id, parentId: e.parentId, fullName: e.fullName, enCode: e.enCode }) as DictEntry);
    if (String(type.isTree) !== '1') return { type, list: rows };
    const byId = new Map(rows.map((r) => [r.id, r]));
    const roots: DictEntry[] = [];
    for (const r of rows) {
      const parent = byId.get(r.parentId);
      if (parent && parent !== r) (parent.children ??= []).push(r);
      else roots.push(r);
    }
    return { type, list: roots };
  }

  function record(modelId: string, id: string) {
    const rec = storeOf(modelId).get(id);
    if (!rec) throw new Refusal(404, 'recordNotFound');
    return rec;
  }

  async function route(method: string, path: string, query: URLSearchParams, body: Obj, lang: Lang): Promise<Envelope> {
    const m = (re: RegExp) => re.exec(path);
    let r: RegExpExecArray | null;
    if (method === 'GET' && (r = m(/^\/api\/visualdev\/OnlineDev\/([^/]+)\/Config$/))) return config(r[1], lang);
    if (method === 'POST' && (r = m(/^\/api\/visualdev\/OnlineDev\/batchDelete\/([^/]+)$/))) {
      const store = storeOf(r[1]);
      for (const id of Array.isArray(body.ids) ? body.ids : []) store.delete(String(id));
      return ok(null, recordText(lang, 'deleted'));
    }
    if (method === 'POST' && (r = m(/^\/api\/visualdev\/OnlineDev\/([^/]+)\/List$/))) return list(r[1], body);
    if (method === 'GET' && (r = m(/^\/api\/visualdev\/OnlineDev\/([^/]+)\/([^/]+)\/DataChange$/))) {
      const rec = record(r[1], r[2]);
      return ok({ id: rec.id, data: JSON.stringify(rec.data) });
    }
    if ((r = m(/^\/api\/visualdev\/OnlineDev\/([^/]+)\/([^/]+)$/))) {
      const [, modelId, id] = r;
      if (method === 'GET') return ok({ id, data: JSON.stringify(record(modelId, id).data) });
      if (method === 'PUT') return save(modelId, lang, body, id);
      if (method === 'DELETE') {
        record(modelId, id);
        storeOf(modelId).delete(id);
        return ok(null, recordText(lang, 'deleted'));
      }
    }
    if (method === 'POST' && (r = m(/^\/api\/visualdev\/OnlineDev\/([^/]+)$/))) return save(r[1], lang, body);
    if (method === 'GET' && (r = m(/^\/api\/visualdev\/Base\/([^/]+)$/))) {
      const c = config(r[1], lang).data!;
      return ok({ id: c.id, fullName: c.fullName, enCode: c.enCode, webType: c.webType, formData: c.formData, columnData: c.columnData });
    }
    if (method === 'GET' && (r = m(/^\/api\/visualdev\/Base\/([^/]+)\/FieldDataSelect$/))) {
      const rows = [...storeOf(r[1]).values()].map((x) => ({ id: x.id, ...x.data }));
      const size = Number(query.get('pageSize')) || 20;
      const page = Number(query.get('currentPage')) || 1;
      return ok({ list: rows.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: rows.length } });
    }
    if (method === 'GET' && (r = m(/^\/api\/system\/DictionaryData\/All$/))) {
      return ok({ list: ref.types.map((t) => ({ id: t.id, enCode: t.enCode, fullName: t.fullName, isTree: Number(t.isTree),
        dictionaryList: dictionary(t.id)!.list })) });
    }
    if (method === 'GET' && (r = m(/^\/api\/system\/DictionaryData\/([^/]+)\/Data\/Selector$/))) {
      const found = dictionary(decodeURIComponent(r[1]));
      if (!found) throw new Refusal(404, 'recordNotFound');
      return ok({ list: found.list });
    }
    if (method === 'GET' && (r = m(/^\/api\/system\/BillRule\/BillNumber\/([^/]+)$/))) {
      const rule = ref.rules.get(decodeURIComponent(r[1]));
      // Reserving shows the next number without spending it, as the server's cached reservation does.
      return ok(rule ? nextNumber(rule, new Date(now())).outputNumber : '');
    }
    return ok(emptyData(method, path));
  }

  return {
    /** Answers one API request with an envelope (refusals are `{code: 4xx, msg}` in the request's language). */
    async handle(req: ApiRequest): Promise<Envelope> {
      const url = new URL(req.url, 'http://preview.local');
      const lang = pickLang(req.language);
      const body = isObj(req.body) ? req.body : {};
      try {
        return await route(req.method.toUpperCase(), url.pathname, url.searchParams, body, lang);
      } catch (e) {
        if (e instanceof Refusal) return { code: e.code, msg: e.text ?? recordText(lang, e.key, e.params) };
        if (e instanceof DefinitionFileError || e instanceof SyntaxError) return { code: 400, msg: e.message };
        throw e;
      }
    },
    /** Records stored so far for a model (tests look at them). */
    records: (modelId: string = PREVIEW_ID) => [...storeOf(modelId).values()],
  };
}

export type FixtureApi = ReturnType<typeof createFixtureApi>;

/**
 * "Empty data" in the shape callers read: `{list: []}` for selectors and lists, [] for data-interface rows,
 * nothing for anything else.
 */
function emptyData(method: string, path: string): unknown {
  if (/\/DataInterface\/[^/]+\/(Actions\/Preview|Action\/InfoByIds)$/.test(path)) return [];
  if (/\/Area\/GetAreaByIds$/.test(path)) return [];
  if (/(Selector|List|Tree|getUserList|getSelectedList|getNames|\/Area\/[^/]+)(\/[^/]*)?$/i.test(path) || method === 'POST') {
    return { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } };
  }
  return undefined;
}
