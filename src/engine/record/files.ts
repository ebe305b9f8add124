/**
 * Which stored files a record points at through its file and image fields (uploadFz, uploadImg:
 * `[{name, fileId, url, …}]`). The server lets a reader of the record read those files, so only values of such
 * fields count: a file name typed into a text field grants nothing.
 */
import type { FieldDef } from '../types';
import { canonicalKind } from '../form/kinds';
import { valueFields } from './validate';
import { expectedKind } from './values';

type Row = Record<string, unknown>;

/** The names one file item may carry: its fileId, its name (older values) and the last segment of its url. */
function namesOfItem(item: unknown, out: Set<string>) {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return;
  const { fileId, name, url } = item as Row;
  for (const v of [fileId, name]) if (typeof v === 'string' && v) out.add(v);
  if (typeof url === 'string' && url) {
    const path = url.split(/[?#]/)[0];
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (last) out.add(last);
  }
}

function collect(fields: FieldDef[] | undefined, record: Row, out: Set<string>) {
  for (const f of valueFields(fields)) {
    const value = record[f.__vModel__ as string];
    if (!Array.isArray(value)) continue;
    if (expectedKind(f) === 'files') value.forEach((item) => namesOfItem(item, out));
    else if (canonicalKind(f.__config__.jnpfKey) === 'table') {
      for (const row of value) if (row && typeof row === 'object') collect(f.__config__.children, row as Row, out);
    }
  }
}

/**
 * Every name the file and image fields of `record` mention (sub-table cells included). Pass the record as the
 * user may read it (readableRecord) to get only the files of fields they may see.
 */
export function referencedFileNames(fields: FieldDef[] | undefined, record: Row): Set<string> {
  const out = new Set<string>();
  collect(fields, record, out);
  return out;
}
