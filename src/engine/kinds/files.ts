/** Uploads: a list of file objects {name, fileId | url, …}; shown by their names, never imported from a cell. */
import { defineKind } from './catalogue';
import { asText, list } from './show';
import type { KindDefinition } from './types';

const upload: Omit<KindDefinition, 'kind'> = {
  value: () => ({ type: 'array', items: { type: 'object' } }),
  shape: () => 'files',
  compare: 'set',
  valueComparable: false,
  importable: false,
  text: (v) => list(v).map((x) => asText((x as { name?: unknown })?.name ?? x)).join(','),
};

export const uploadFz = defineKind({ kind: 'uploadFz', ...upload, files: 'any' });
export const uploadImg = defineKind({ kind: 'uploadImg', ...upload, files: 'image' });
