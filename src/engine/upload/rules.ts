/**
 * The checks of the file and image upload widgets (spec "File upload", "Image upload"): the count limit, the size
 * bound (fileSize + sizeUnit, powers of 1024), the accepted types, and '#' stripped from names. Pure, so the widget
 * runs them before anything is sent and the server runs them again on the stored files when a record is saved
 * (server/modules/file/fieldRules.ts): both refuse the same files. Each check answers the renderers' message key
 * (`pickers.x`; the server keeps the same texts under `x`) and its values, or null when the file may go.
 */
import type { FieldDef } from '../types';

export interface Problem { key: string; values: Record<string, unknown> }

const UNITS: Record<string, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
const CATEGORIES: Record<string, string[]> = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  txt: ['txt'],
};

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** The size bound of a field in bytes (default 10 MB). */
export function sizeBound(field: FieldDef): { bytes: number; size: number; unit: string } {
  const size = typeof field.fileSize === 'number' && field.fileSize > 0 ? field.fileSize : 10;
  const unit = typeof field.sizeUnit === 'string' && UNITS[field.sizeUnit] ? field.sizeUnit : 'MB';
  return { bytes: size * UNITS[unit], size, unit };
}

/** Whether a file matches an accept list ('image/*', '.pdf', 'image', 'excel' …); an empty list accepts all. */
export function accepts(accept: unknown, file: { name: string; type?: string }): boolean {
  const entries = typeof accept === 'string' ? accept.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : [];
  if (!entries.length) return true;
  const ext = extensionOf(file.name);
  const type = (file.type ?? '').toLowerCase();
  return entries.some((e) => {
    if (e.startsWith('.')) return ext === e.slice(1);
    if (e.endsWith('/*')) return type.startsWith(e.slice(0, -1)) || (CATEGORIES[e.slice(0, -2)] ?? []).includes(ext);
    if (CATEGORIES[e]) return CATEGORIES[e].includes(ext);
    return e.includes('/') ? type === e : ext === e;
  });
}

/**
 * Whether an accept entry is one both the browser's picker and these checks understand: `.ext`, `type/*`,
 * `type/subtype` or a category name (image, video, audio, excel, word, pdf, txt). A bare `bdd` is not: the picker
 * would ignore it.
 */
export function isAcceptEntry(entry: string): boolean {
  const e = entry.trim().toLowerCase();
  return /^\.[a-z0-9]+$/.test(e) || /^[a-z]+\/(\*|[a-z0-9.+-]+)$/.test(e) || Object.prototype.hasOwnProperty.call(CATEGORIES, e);
}

/** An accept list as the browser's picker reads it: category names (excel, word ...) become their extensions. */
export function pickerAccept(accept: string | undefined): string | undefined {
  const entries = (accept ?? '').split(',').map((s) => s.trim()).filter(Boolean)
    .flatMap((e) => CATEGORIES[e.toLowerCase()]?.map((ext) => `.${ext}`) ?? [e]);
  return entries.length ? entries.join(',') : undefined;
}

export const isImage = (file: { name: string; type?: string }) =>
  (file.type ?? '').startsWith('image/') || CATEGORIES.image.includes(extensionOf(file.name));

/** The count limit of a field (palette default 9; 0 means none). */
export const limitOf = (field: FieldDef) => (typeof field.limit === 'number' && field.limit > 0 ? field.limit : 0);

/** Why a file may not be uploaded now, or null. `count` is how many files the field holds (and is sending). */
export function uploadProblem(field: FieldDef, image: boolean, file: { name: string; size: number; type?: string }, count: number): Problem | null {
  const limit = limitOf(field);
  if (limit && count >= limit) return { key: image ? 'pickers.limitImages' : 'pickers.limitFiles', values: { n: limit } };
  if (image && !isImage(file)) return { key: 'pickers.notImage', values: {} };
  if (!image && !accepts(field.accept, file)) return { key: 'pickers.fileType', values: { types: String(field.accept) } };
  if (image && field.accept && !accepts(field.accept, file)) return { key: 'pickers.notImage', values: {} };
  const bound = sizeBound(field);
  if (file.size > bound.bytes) {
    return { key: image ? 'pickers.imageTooBig' : 'pickers.fileTooBig', values: { size: bound.size, unit: bound.unit } };
  }
  return null;
}

/** The name a file is sent under: '#' would break the download URL, so it is stripped. */
export const cleanName = (name: string) => name.replace(/#/g, '');
