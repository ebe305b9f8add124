/**
 * Stored files of an upload field: one-shot download addresses, the zip of several (PackDownload), and which
 * files the preview dialog can show.
 */
import { previewKindOf, type PreviewKind } from '../../src/engine/upload/preview';
import type { DataService } from '../services';

export interface StoredFile { name: string; fileId: string; url: string; fileSize?: number; fileExtension?: string; fileVersionId?: string }

const enc = encodeURIComponent;

export const extensionOf = (f: StoredFile) =>
  (f.fileExtension || (f.name.includes('.') ? f.name.split('.').pop()! : '')).toLowerCase();

/** What the preview dialog shows for a file: an image, a PDF, or nothing. */
export function previewKind(f: StoredFile): PreviewKind | null {
  return previewKindOf(extensionOf(f));
}

/** A one-shot address of one stored file ('' when the server gives none). */
export async function downloadUrl(http: DataService, type: string, f: StoredFile): Promise<string> {
  const data = (await http.get<{ url?: string }>(`/api/file/Download/${enc(type)}/${enc(f.fileId || f.name)}`)).data;
  return data?.url ?? '';
}

/**
 * Sends the browser to a one-shot download address: the server answers it as an attachment, so the page stays where
 * it is and the file is saved.
 */
export function goToDownload(url: string): void {
  if (url) window.location.assign(url);
}

/** Downloads one stored file through a fresh one-shot address. */
export async function downloadFile(http: DataService, type: string, f: StoredFile): Promise<void> {
  goToDownload(await downloadUrl(http, type, f));
}

/** The one-shot address of a zip of `files`, named after the users' names. */
export async function packDownload(http: DataService, type: string, files: StoredFile[]): Promise<{ url: string; name: string }> {
  const body = files.map((f) => ({ fileId: f.fileId || f.name, fileName: f.name }));
  const data = (await http.post<{ downloadName?: string; downloadVo?: { name?: string; url?: string } }>(
    `/api/file/PackDownload/${enc(type)}`, body)).data;
  return { url: data?.downloadVo?.url ?? '', name: data?.downloadName ?? data?.downloadVo?.name ?? '' };
}
