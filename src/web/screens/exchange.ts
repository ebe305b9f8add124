/**
 * The toolbar actions export and import of a screen: the export call answered with a one-shot download, and the
 * generated forms' import wizard (pages/dynamicModel/import) run against the document's api.import calls, drawing
 * the columns as api.import.display says (the field index the generated forms get from their own definition).
 */
import { compileForWeb } from '../../../renderers';
import type { IndexedField } from '../../engine/form/types';
import type { ScreenCall, ScreenImportCalls } from '../../engine/screen';
import type { FieldDef } from '../../engine/types';
import type { FileLink, ImportCalls, ImportPreviewData, ImportResult } from '../pages/dynamicModel/api';
import { downloadUrl } from '../pages/dynamicModel/ExportDialog';
import { callScreen } from './api';

type Values = Record<string, unknown>;

const sendsQuery = (call: ScreenCall) => call.method === 'GET' || call.method === 'DELETE';

/** Makes a call with values: the query of a GET/DELETE, else the body. */
function send<T>(call: ScreenCall, values: Values) {
  return callScreen<T>(call, values, sendsQuery(call) ? { params: values } : { body: values });
}

/** Without the values a search leaves empty. */
function given(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** export: the call with the list's search and tree values, then the download of the answer's url. */
export async function exportList(call: ScreenCall, filters: Values): Promise<void> {
  const res = await send<FileLink | null>(call, given(filters));
  if (res.data?.url) downloadUrl(res.data.url, res.data.name);
}

/** The import wizard's calls made through a document's api.import. */
export function screenImportCalls(calls: ScreenImportCalls): ImportCalls {
  return {
    template: () => send<FileLink>(calls.template, {}),
    upload: (file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return callScreen<{ name: string }>(calls.upload, {}, { body });
    },
    preview: (fileName) => send<ImportPreviewData>(calls.preview, { fileName }),
    importData: (list) => callScreen<ImportResult>(calls.import, {}, { body: { list } }),
    exceptionData: (list) => callScreen<FileLink>(calls.exception, {}, { body: { list } }),
  };
}

/**
 * The import wizard's field index from a document's api.import.display: each column a field of its registry kind,
 * compiled as a generated form's fields are, so the preview draws an organisation id as its name, an option as its
 * label. Columns not named show as text.
 */
export function screenImportIndex(display: ScreenImportCalls['display']): Record<string, IndexedField> | undefined {
  if (!display) return undefined;
  const fields = Object.entries(display).map(([column, { kind, ...own }]) =>
    ({ ...own, __vModel__: column, __config__: { jnpfKey: kind, label: column } }) as FieldDef);
  return compileForWeb({ fields }).index;
}
