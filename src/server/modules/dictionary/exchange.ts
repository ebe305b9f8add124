/**
 * A category exported as a file and imported back (the category drawer's export per row and its import): the
 * category, the categories below it and all their entries, as JSON in a .bdd file (the original's extension).
 * Import stores the file's rows exactly as they were exported (ids, parents, codes, marks), so an exported file
 * imports back unchanged; a category already present (by id or code) is refused rather than overwritten, and
 * nothing is stored unless every row is.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import type { DictionaryDataTable, DictionaryTypeTable } from '../../db/schema';
import { ok } from '../../http/envelope';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { byMenu, exclusive, idParams, notFound } from '../organize/adminCommon';
import { saveExport } from '../visualdev/export';
import { DICTIONARY_MENU, refuse, withDescendants } from './common';
import { dictionaryText } from './messages';
import { TYPE_ROOT } from './types';

const MAX_BYTES = 5 * 1024 * 1024;

/** The file's content. */
export interface DictionaryFile { list: DictionaryTypeTable[]; modelList: DictionaryDataTable[] }

const str = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 500;
const num = (v: unknown) => typeof v === 'number' && Number.isInteger(v);
const optStr = (v: unknown) => v === null || v === undefined || typeof v === 'string';
const optNum = (v: unknown) => v === null || v === undefined || num(v);

function typeRow(t: Record<string, unknown>): DictionaryTypeTable | null {
  if (!str(t.id) || !str(t.parentId) || !str(t.fullName) || !str(t.enCode) || !num(t.isTree) || !num(t.sortCode)
    || !num(t.enabledMark) || !optStr(t.description) || !optNum(t.creatorTime)) return null;
  return { id: t.id as string, parentId: t.parentId as string, fullName: t.fullName as string,
    enCode: t.enCode as string, isTree: t.isTree as number, description: (t.description as string) ?? null,
    sortCode: t.sortCode as number, enabledMark: t.enabledMark as number, creatorTime: (t.creatorTime as number) ?? null };
}

function dataRow(d: Record<string, unknown>): DictionaryDataTable | null {
  if (!str(d.id) || !str(d.dictionaryTypeId) || !str(d.parentId) || !str(d.fullName) || !str(d.enCode)
    || !num(d.sortCode) || !num(d.enabledMark) || !optStr(d.description) || !optStr(d.simpleSpelling)
    || !optNum(d.isDefault) || !optNum(d.creatorTime)) return null;
  return { id: d.id as string, dictionaryTypeId: d.dictionaryTypeId as string, parentId: d.parentId as string,
    fullName: d.fullName as string, enCode: d.enCode as string, simpleSpelling: (d.simpleSpelling as string) ?? null,
    isDefault: (d.isDefault as number) ?? null, description: (d.description as string) ?? null,
    sortCode: d.sortCode as number, enabledMark: d.enabledMark as number, creatorTime: (d.creatorTime as number) ?? null };
}

/** The file's rows, or null when it is not an exported dictionary file. */
export function readDictionaryFile(bytes: Buffer): DictionaryFile | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const file = parsed as { list?: unknown; modelList?: unknown };
  if (!file || !Array.isArray(file.list) || !Array.isArray(file.modelList) || !file.list.length) return null;
  const list = file.list.map((t) => (t && typeof t === 'object' ? typeRow(t as Record<string, unknown>) : null));
  const modelList = file.modelList.map((d) => (d && typeof d === 'object' ? dataRow(d as Record<string, unknown>) : null));
  if (list.some((t) => !t) || modelList.some((d) => !d)) return null;
  const types = new Set(list.map((t) => t!.id));
  // Every entry belongs to a category of the file.
  if (modelList.some((d) => !types.has(d!.dictionaryTypeId))) return null;
  return { list: list as DictionaryTypeTable[], modelList: modelList as DictionaryDataTable[] };
}

export async function dictionaryExchange(app: FastifyInstance, { db, config }: AppContext) {
  app.get<{ Params: { id: string } }>('/api/system/DictionaryData/:id/Action/Export', {
    config: byMenu(DICTIONARY_MENU, 'btn_download'), schema: { params: idParams },
  }, async (req) => {
    const all = await db.selectFrom('dictionaryType').selectAll().orderBy('sortCode').orderBy('id').execute();
    const root = all.find((t) => t.id === req.params.id);
    if (!root) throw notFound();
    const ids = withDescendants(all, root.id);
    // Parents before their children (the set's insertion order), the exported category first.
    const list = [...ids].map((id) => all.find((t) => t.id === id)!);
    const modelList = await db.selectFrom('dictionaryData').selectAll().where('dictionaryTypeId', 'in', [...ids])
      .orderBy('sortCode').orderBy('creatorTime').orderBy('id').execute();
    const bytes = Buffer.from(JSON.stringify({ list, modelList } satisfies DictionaryFile, null, 2), 'utf8');
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, root.fullName,
      bytes, 'bdd'));
  });

  await app.register(async (scoped) => {
    await registerSingleFileUpload(scoped, { fileSize: MAX_BYTES, fields: 5, fieldSize: 1000 });
    scoped.post<{ Body: { file?: UploadedPart } }>('/api/system/DictionaryData/Action/Import', {
      config: byMenu(DICTIONARY_MENU, 'btn_upload'),
      schema: { body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } } },
    }, async (req) => {
      const part = req.body.file;
      const file = part && Buffer.isBuffer(part.data) && !part.truncated ? readDictionaryFile(part.data) : null;
      if (!file) throw refuse(req, 'importInvalid');
      await exclusive(db, 'dictionaryType', (trx) => importFile(req, trx, file));
      return ok(dictionaryText(req.lang, 'imported'));
    });
  });
}

async function importFile(req: FastifyRequest, trx: AppContext['db'], file: DictionaryFile) {
  const present = await trx.selectFrom('dictionaryType').select(['id', 'enCode', 'fullName']).execute();
  for (const t of file.list) {
    const clash = present.find((p) => p.id === t.id || p.enCode === t.enCode);
    if (clash) throw refuse(req, 'importExists', { name: clash.fullName });
  }
  const known = new Set([...present.map((p) => p.id), ...file.list.map((t) => t.id), TYPE_ROOT]);
  if (file.list.some((t) => !known.has(t.parentId))) throw refuse(req, 'importParentMissing');
  const entryIds = file.modelList.map((d) => d.id);
  for (let i = 0; i < entryIds.length; i += 500) {
    const taken = await trx.selectFrom('dictionaryData').select('id').where('id', 'in', entryIds.slice(i, i + 500))
      .executeTakeFirst();
    if (taken) throw refuse(req, 'importExists', { name: file.list[0].fullName });
  }
  await trx.insertInto('dictionaryType').values(file.list).execute();
  for (let i = 0; i < file.modelList.length; i += 200) {
    await trx.insertInto('dictionaryData').values(file.modelList.slice(i, i + 200)).execute();
  }
}
