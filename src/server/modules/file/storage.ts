/**
 * Where uploaded files live and which names are acceptable: $DATA_DIR/files/<type>/yyyyMMdd_<uuid32>.<ext>. Types and
 * stored names are checked against strict patterns, so no request can name a path outside that folder.
 */
import { randomUUID } from 'node:crypto';
import { join, resolve, sep } from 'node:path';

/** Upload category in the URL (annex, annexpic, IM, …). */
export const TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9]{0,31}$';
/** A stored file name as we generate it. */
export const NAME_PATTERN = '^[0-9]{8}_[0-9a-f]{32}(\\.[a-z0-9]{1,10})?$';

export const IMAGE_EXTENSIONS = new Set(['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp']);
/** Categories that accept images only. */
export const IMAGE_TYPES = new Set(['annexpic', 'userAvatar']);
/** What the other categories accept: the file kinds the spec names (image, video, audio, document) and archives. */
export const FILE_EXTENSIONS = new Set([...IMAGE_EXTENSIONS,
  'mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv',
  'mp3', 'wav', 'wma', 'ogg', 'aac', 'flac',
  'doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx',
  'zip', 'rar', '7z']);

const IMAGE_MIME: Record<string, string> = { gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png',
  bmp: 'image/bmp', webp: 'image/webp' };

/** Upload limit in bytes: LOOM_UPLOAD_MAX_MB (default 10). */
export function uploadLimitBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.LOOM_UPLOAD_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : 10) * 1024 * 1024;
}

/** The user's file name without folders, control characters or '#', at most 200 characters. */
export function cleanOriginalName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f#]/g, '').trim();
  return (base || 'file').slice(-200);
}

/** Lower-cased extension of a name when it is a plain one ('' otherwise). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/** A fresh stored name for today. */
export function storedName(ext: string, now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`;
  return `${day}_${randomUUID().replace(/-/g, '')}${ext ? `.${ext}` : ''}`;
}

/** Absolute path of a stored file; throws if type or name would leave the files folder (they are pattern-checked first). */
export function filePath(dataDir: string, type: string, name: string): string {
  if (!new RegExp(TYPE_PATTERN).test(type) || !new RegExp(NAME_PATTERN).test(name)) throw new Error('bad file name');
  const root = resolve(dataDir, 'files');
  const path = resolve(join(root, type, name));
  if (!path.startsWith(root + sep)) throw new Error('path outside the files folder');
  return path;
}

/** Whether the bytes really are an image of the given extension (magic numbers), not just named like one. */
export function looksLikeImage(ext: string, bytes: Buffer): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (ext) {
    case 'png': return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case 'jpg': case 'jpeg': return starts(0xff, 0xd8, 0xff);
    case 'gif': return starts(0x47, 0x49, 0x46, 0x38);
    case 'bmp': return starts(0x42, 0x4d);
    case 'webp': return starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
    default: return false;
  }
}

export const imageMime = (ext: string): string | undefined => IMAGE_MIME[ext];

/**
 * The type a download is served with: the file's real type for the kinds the server keeps; anything else (and any
 * kind a browser would run or draw as a page: HTML, SVG, XML) as plain bytes. Downloads always go as attachments.
 */
const DOWNLOAD_MIME: Record<string, string> = { ...IMAGE_MIME, pdf: 'application/pdf', txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8', doc: 'application/msword', xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip', rar: 'application/vnd.rar', '7z': 'application/x-7z-compressed', epub: 'application/epub+zip',
  mp4: 'video/mp4', avi: 'video/x-msvideo', mkv: 'video/x-matroska', flv: 'video/x-flv', '3gp': 'video/3gpp',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', aac: 'audio/aac', flac: 'audio/flac', wma: 'audio/x-ms-wma' };

export const downloadMime = (name: string): string => DOWNLOAD_MIME[extensionOf(name)] ?? 'application/octet-stream';

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
