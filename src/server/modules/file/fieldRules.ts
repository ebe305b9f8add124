/**
 * The upload widgets' rules applied again by the server when a record is saved (src/engine/upload/rules.ts, the
 * same checks the widget makes before sending): a file or image field holds at most its `limit` of files, and each
 * file added by this save must be within the field's size bound and accepted types. Sizes and names are the
 * stored ones (fileUpload), never what the client wrote into the value. Files already in the stored record are not
 * judged again, so tightening a field's rule does not lock its older records. Files added must be readable by the
 * user who saves (see MayRead).
 */
import type { FieldDef } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import { kindSpec } from '../../../engine/kinds';
import { referencedFileNames } from '../../../engine/record/files';
import { valueFields } from '../../../engine/record/validate';
import { limitOf, uploadProblem, type Problem } from '../../../engine/upload/rules';
import type { Db } from '../../db';
import { ApiError } from '../../http/envelope';
import type { Lang } from '../../i18n';
import { fileText, type FileText } from './messages';
import { downloadMime } from './storage';

type Row = Record<string, unknown>;
interface Item { fileId?: unknown; name?: unknown }

const idOf = (item: unknown) => {
  const { fileId, name } = (item && typeof item === 'object' ? item : {}) as Item;
  return typeof fileId === 'string' && fileId ? fileId : typeof name === 'string' ? name : '';
};

/**
 * Whether the saving user may read a stored file. A record or notice that names a file shares it with its readers
 * (file/readable.ts), so a save may only add files its author may read already: a name seen once (before access was
 * withdrawn) cannot be written into a record to read the file again.
 */
export type MayRead = (type: string, name: string) => Promise<boolean>;

/** One cell's files against its field's rule; the first problem's message (prefixed by the field) or null. */
async function cellProblem(db: Db, field: FieldDef, value: unknown[], before: Set<string>, mayRead?: MayRead):
  Promise<Problem | null> {
  const image = kindSpec(field.__config__.jnpfKey)?.files === 'image';
  const added = value.map(idOf).filter((id) => id && !before.has(id));
  if (!added.length) return null;
  // The count: the widget's check before the last file (the count comes first, so the file does not matter).
  if (limitOf(field) && value.length > limitOf(field)) return uploadProblem(field, image, { name: '', size: 0 }, value.length - 1);
  const rows = await db.selectFrom('fileUpload').select(['name', 'type', 'originalName', 'fileSize'])
    .where('name', 'in', added).execute();
  for (const row of rows) {
    // Refused as a missing file, as a download would be, so a refusal does not confirm that the name exists.
    if (mayRead && !(await mayRead(row.type, row.name))) return { key: 'fileMissing', values: {} };
    const problem = uploadProblem({ ...field, limit: 0 }, image,
      { name: row.originalName, size: Number(row.fileSize), type: downloadMime(row.originalName) }, 0);
    if (problem) return problem;
  }
  return null;
}

async function walk(db: Db, fields: FieldDef[] | undefined, record: Row, before: Set<string>, mayRead?: MayRead):
  Promise<[FieldDef, Problem] | null> {
  for (const f of valueFields(fields)) {
    const value = record[f.__vModel__ as string];
    if (!Array.isArray(value)) continue;
    const kind = canonicalKind(f.__config__.jnpfKey);
    if (kindSpec(kind)?.files) {
      const problem = await cellProblem(db, f, value, before, mayRead);
      if (problem) return [f, problem];
    } else if (kind === 'table') {
      for (const row of value) {
        if (!row || typeof row !== 'object') continue;
        const found = await walk(db, f.__config__.children, row as Row, before, mayRead);
        if (found) return found;
      }
    }
  }
  return null;
}

function refuse(lang: Lang, field: FieldDef, problem: Problem): ApiError {
  const text = fileText(lang, problem.key.replace(/^pickers\./, '') as FileText, problem.values as Record<string, string | number>);
  const label = typeof field.__config__.label === 'string' && field.__config__.label ? field.__config__.label : '';
  return new ApiError(400, 'paramInvalid', {}, label ? `${label}${lang === 'en' ? ': ' : '：'}${text}` : text);
}

/** Refuses (400, in the user's language, naming the field) a save whose files break their field's upload rule. */
export async function assertFilesWithinRules(db: Db, lang: Lang, fields: FieldDef[] | undefined, record: Row,
  stored: Row | null, mayRead?: MayRead) {
  const before = stored ? referencedFileNames(fields, stored) : new Set<string>();
  const found = await walk(db, fields, record, before, mayRead);
  if (found) throw refuse(lang, ...found);
}

/** The same for one file list outside a generated form (a notice's attachments): `before` is the stored list. */
export async function assertFieldFiles(db: Db, lang: Lang, field: FieldDef, value: unknown[], before: unknown[],
  mayRead?: MayRead) {
  const problem = await cellProblem(db, field, value, new Set(before.map(idOf).filter(Boolean)), mayRead);
  if (problem) throw refuse(lang, field, problem);
}
