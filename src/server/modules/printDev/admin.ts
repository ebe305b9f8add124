/**
 * 打印模板 maintenance: create, update, delete, copy, state, export (a .bpd file, the original's extension) and
 * import of an exported file. Bodies are checked with the screen's form file (schemas/screens/system/forms/
 * printDev.form.json), then here for what a schema cannot say: a form template names an existing form, and names
 * and codes are unique.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type AppContext } from '../../context';
import type { Db } from '../../db';
import { ok } from '../../http/envelope';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { screenBody, validateScreenBody } from '../../http/screenForm';
import { exclusive, newId } from '../organize/adminCommon';
import { saveExport } from '../visualdev/export';
import { byPrintMenu, findTemplate, idParams, refuse } from './common';
import { printText } from './messages';

const FORM_FILE = 'system/forms/printDev.form.json';
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface TemplateBody {
  fullName: string; enCode: string; category?: string; type: 1 | 2; modelId?: string | null; printTemplate: string;
  enabledMark?: number; sortCode?: number; description?: string | null;
}

/** The stored columns of a body, after the checks a schema cannot make (400 on the first problem). */
async function checked(req: FastifyRequest, db: Db, body: TemplateBody, selfId: string | null) {
  const modelId = body.modelId || null;
  if (body.type === 2 && !modelId) throw refuse(req, 'modelRequired');
  if (modelId && !(await db.selectFrom('visualdev').select('id').where('id', '=', modelId).executeTakeFirst())) {
    throw refuse(req, 'modelMissing');
  }
  const fullName = body.fullName.trim();
  const enCode = body.enCode.trim();
  const other = (await db.selectFrom('printTemplate').select(['id', 'fullName', 'enCode'])
    .where((eb) => eb.or([eb('fullName', '=', fullName), eb('enCode', '=', enCode)])).execute())
    .filter((c) => c.id !== selfId);
  if (other.some((c) => c.fullName === fullName)) throw refuse(req, 'nameExists');
  if (other.length) throw refuse(req, 'codeExists');
  return { fullName, enCode, category: body.category?.trim() ?? '', type: body.type, modelId,
    printTemplate: body.printTemplate, enabledMark: body.enabledMark ?? 1, sortCode: body.sortCode ?? 0,
    description: body.description ?? null };
}

/** The template of an exported file, checked as a saved body is, or null when the file is not one. */
function readTemplateFile(req: FastifyRequest, bytes: Buffer): (TemplateBody & { id: string }) | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const { id, fullName, enCode, category, type, modelId, printTemplate, enabledMark, sortCode, description } =
    parsed as Record<string, unknown>;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return null;
  const body: Record<string, unknown> = { fullName, enCode, category, type, modelId, printTemplate, enabledMark, sortCode,
    description };
  for (const k of Object.keys(body)) if (body[k] === null || body[k] === undefined) delete body[k];
  try {
    return { id, ...validateScreenBody<TemplateBody>(FORM_FILE, body, req.lang) };
  } catch {
    return null;
  }
}

export async function printDevAdmin(app: FastifyInstance, { db, config }: AppContext) {
  const body = screenBody(FORM_FILE);

  app.post<{ Body: TemplateBody }>('/api/system/printDev', { config: byPrintMenu('btn_add'), preValidation: body },
    async (req) => {
      const id = newId();
      await exclusive(db, 'printTemplate', async (trx) => {
        await trx.insertInto('printTemplate').values({ id, ...(await checked(req, trx, req.body, null)),
          creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyTime: null }).execute();
      });
      return ok(req.t('created'), { id });
    });

  app.put<{ Params: { id: string }; Body: TemplateBody }>('/api/system/printDev/:id',
    { config: byPrintMenu('btn_edit'), schema: { params: idParams }, preValidation: body }, async (req) => {
      const row = await findTemplate(db, req, req.params.id);
      await exclusive(db, 'printTemplate', async (trx) => {
        await trx.updateTable('printTemplate').set({ ...(await checked(req, trx, req.body, row.id)),
          lastModifyTime: Date.now() }).where('id', '=', row.id).execute();
      });
      return ok(req.t('updated'));
    });

  app.delete<{ Params: { id: string } }>('/api/system/printDev/:id', { config: byPrintMenu('btn_remove'),
    schema: { params: idParams } }, async (req) => {
    const row = await findTemplate(db, req, req.params.id);
    await db.deleteFrom('printTemplate').where('id', '=', row.id).execute();
    return ok(req.t('deleted'));
  });

  app.put<{ Params: { id: string } }>('/api/system/printDev/:id/Actions/State', { config: byPrintMenu('btn_edit'),
    schema: { params: idParams } }, async (req) => {
    const row = await findTemplate(db, req, req.params.id);
    await db.updateTable('printTemplate').set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: Date.now() })
      .where('id', '=', row.id).execute();
    return ok(req.t('updated'));
  });

  app.post<{ Params: { id: string } }>('/api/system/printDev/:id/Actions/Copy', { config: byPrintMenu('btn_add'),
    schema: { params: idParams } }, async (req) => {
    const row = await findTemplate(db, req, req.params.id);
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
      const id = newId();
      const done = await db.insertInto('printTemplate').values({ ...row, id,
        fullName: free(row.fullName, printText(req.lang, 'copySuffix'), names), enCode: free(row.enCode, '_copy', codes),
        creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyTime: null })
        .onConflict((oc) => oc.column('enCode').doNothing()).executeTakeFirst();
      if (Number(done.numInsertedOrUpdatedRows ?? 0) > 0) return ok(req.t('created'), { id });
    }
  });

  // The template as a JSON file: everything needed to recreate it elsewhere, answered as a download address.
  app.get<{ Params: { id: string } }>('/api/system/printDev/:id/Actions/Export', { config: byPrintMenu('btn_download'),
    schema: { params: idParams } }, async (req) => {
    const { creatorUserId: _u, ...exported } = await findTemplate(db, req, req.params.id);
    const bytes = Buffer.from(JSON.stringify(exported, null, 2), 'utf8');
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, exported.fullName,
      bytes, 'bpd'));
  });

  await app.register(async (scoped) => {
    await registerSingleFileUpload(scoped, { fileSize: MAX_IMPORT_BYTES, fields: 5, fieldSize: 1000 });
    // An exported file back as it was (same id, name, code and content); one already present is refused, not replaced.
    scoped.post<{ Body: { file?: UploadedPart } }>('/api/system/printDev/Actions/Import', {
      config: byPrintMenu('btn_upload'),
      schema: { body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } } },
    }, async (req) => {
      const part = req.body.file;
      const file = part && Buffer.isBuffer(part.data) && !part.truncated ? readTemplateFile(req, part.data) : null;
      if (!file) throw refuse(req, 'importInvalid');
      await exclusive(db, 'printTemplate', async (trx) => {
        const clash = await trx.selectFrom('printTemplate').select('id')
          .where((eb) => eb.or([eb('id', '=', file.id), eb('fullName', '=', file.fullName.trim()),
            eb('enCode', '=', file.enCode.trim())])).executeTakeFirst();
        if (clash) throw refuse(req, 'importExists', { name: file.fullName });
        await trx.insertInto('printTemplate').values({ id: file.id, ...(await checked(req, trx, file, file.id)),
          creatorUserId: currentUser(req.session).id, creatorTime: Date.now(), lastModifyTime: null }).execute();
      });
      return ok(printText(req.lang, 'imported'));
    });
  });
}
