/**
 * Which stored files the preview shows (spec "Preview of images applies to png, jpg, jpeg, bmp and gif"; PDFs are
 * shown too): by extension, so the preview dialog (renderers/upload) and GET /api/file/Uploader/Preview
 * (server/modules/file/preview.ts) agree on what can be previewed. webp is uploadable but not in the spec's list.
 */
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'bmp', 'gif']);

export type PreviewKind = 'image' | 'pdf';

/** How a file of the (lower-cased) extension is previewed, or null when it cannot be. */
export function previewKindOf(ext: string): PreviewKind | null {
  if (IMAGE.has(ext)) return 'image';
  return ext === 'pdf' ? 'pdf' : null;
}
