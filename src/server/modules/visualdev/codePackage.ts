/**
 * 功能设计's code generation (spec: POST {id}/Actions/DownloadCode and {id}/Actions/CodePreview) as Loom means it.
 * The original generated Java and Vue sources from a design; Loom has no sources to generate: a function IS its
 * definition, drawn by the renderers and re-checked by the server. So the "code" of a function is its definition
 * package: one JSON file (`<enCode>.vdp`) holding its name, code, category, kind, order and its formData and
 * columnData texts exactly as stored. CodePreview shows the package's files (the package and the two documents
 * pretty-printed), DownloadCode hands the package as a one-shot download, and Base/Action/Import creates the function
 * from such a file on another Loom (checked like a design typed in the editor; refused when its code is taken;
 * a new id, not released: releasing is that system's choice).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../context';
import { ApiError, ok } from '../../http/envelope';
import { registerSingleFileUpload, type UploadedPart } from '../../http/multipart';
import { DESIGN_ADMIN, insertFunction } from './design';
import { isRefusal, readDesign } from './designBody';
import { designText } from './designMessages';
import { saveExport } from './export';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } };
export const PACKAGE_EXTENSION = 'vdp';
/** The format mark and version of a package; a later format bumps the number and still reads this one. */
export const PACKAGE_FORMAT = 'loom.function.v1';

export interface FunctionPackage { format: string; fullName: string; enCode: string; category: string; webType: number;
  sortCode: number; formData: string; columnData: string }

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** The package of a stored function. */
export function packageOf(m: { fullName: string; enCode: string; category: string | null; webType: number; sortCode: number;
  formData: string; columnData: string }): FunctionPackage {
  return { format: PACKAGE_FORMAT, fullName: m.fullName, enCode: m.enCode, category: m.category ?? '', webType: m.webType,
    sortCode: m.sortCode, formData: m.formData, columnData: m.columnData };
}

/** The package a file holds, or null when it holds none. */
export function readPackage(bytes: Buffer): FunctionPackage | null {
  let p: unknown;
  try {
    p = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof p !== 'object' || p === null) return null;
  const o = p as Record<string, unknown>;
  if (o.format !== PACKAGE_FORMAT || typeof o.formData !== 'string' || typeof o.columnData !== 'string') return null;
  return o as unknown as FunctionPackage;
}

export async function codePackageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const find = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const m = await db.selectFrom('visualdev').selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!m) throw new ApiError(404, 'modelNotFound');
    return m;
  };

  app.post<{ Params: { id: string } }>('/api/visualdev/Base/:id/Actions/CodePreview', { config: DESIGN_ADMIN,
    schema: { params: idParams } }, async (req) => {
    const m = await find(req);
    const pkg = packageOf(m);
    return ok(req.t('success'), [
      { fileName: `${m.enCode}.${PACKAGE_EXTENSION}`, fileContent: JSON.stringify(pkg, null, 2) },
      { fileName: 'formData.json', fileContent: pretty(m.formData) },
      { fileName: 'columnData.json', fileContent: pretty(m.columnData) },
    ]);
  });

  app.post<{ Params: { id: string } }>('/api/visualdev/Base/:id/Actions/DownloadCode', { config: DESIGN_ADMIN,
    schema: { params: idParams } }, async (req) => {
    const m = await find(req);
    const bytes = Buffer.from(JSON.stringify(packageOf(m), null, 2), 'utf8');
    return ok(req.t('success'), await saveExport(db, config.dataDir, currentUser(req.session).id, m.fullName, bytes,
      PACKAGE_EXTENSION));
  });

  await app.register(async (scoped) => {
    await registerSingleFileUpload(scoped, { fileSize: 5 * 1024 * 1024, fields: 5, fieldSize: 1000 });
    scoped.post<{ Body: { file?: UploadedPart } }>('/api/visualdev/Base/Action/Import', { config: DESIGN_ADMIN,
      schema: { body: { type: 'object', required: ['file'], properties: { file: { type: 'object' } } } } }, async (req) => {
      const part = req.body.file;
      const pkg = part && Buffer.isBuffer(part.data) && !part.truncated ? readPackage(part.data) : null;
      if (!pkg) throw new ApiError(400, 'paramInvalid', {}, designText(req.lang, 'packageInvalid'));
      const { format: _format, ...design } = pkg;
      const body = await readDesign(db, req, undefined, design);
      if (isRefusal(body)) return body;
      return ok(designText(req.lang, 'imported'), { id: await insertFunction(db, body) });
    });
  });
}
