/**
 * Reading definitions from files, for `check-form` and `preview`. A form file may hold a bare formData (an object
 * with `fields`), a `{formData, columnData}` pair (objects or the JSON strings of the wire), or a Config answer
 * (`{code, msg, data: {formData, columnData, fullName …}}`, or its `data` alone). A separate list file may hold a
 * bare columnData or `{columnData}`.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface DefinitionFiles {
  /** As found: an object, or a JSON string when the file carried the wire's string form. */
  formData: unknown;
  /** undefined when neither file holds a list definition. */
  columnData: unknown;
  /** A display name: the Config's fullName, else the form file's name. */
  fullName: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Thrown when a file cannot be read or is not JSON; the message names the file. */
export class DefinitionFileError extends Error {}

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new DefinitionFileError(`${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new DefinitionFileError(`${path}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}

/** Splits what a form file holds into formData / columnData / fullName (see the module comment). */
export function splitDefinition(json: unknown): { formData: unknown; columnData: unknown; fullName?: string } {
  let node = json;
  // A Config answer: the envelope's data holds the definition.
  if (isObj(node) && typeof node.code === 'number' && isObj(node.data)) node = node.data;
  if (isObj(node) && 'formData' in node) {
    return {
      formData: node.formData,
      columnData: node.columnData ?? undefined,
      fullName: typeof node.fullName === 'string' ? node.fullName : undefined,
    };
  }
  return { formData: node, columnData: undefined };
}

/** A list file holds columnData itself or `{columnData}` (object or JSON string). */
export function splitList(json: unknown): unknown {
  if (isObj(json) && 'columnData' in json && !('columnList' in json)) return json.columnData;
  return json;
}

/** Reads the form file and, when given, the list file; the list file wins over a list inside the form file. */
export function readDefinitionFiles(formPath: string, listPath?: string): DefinitionFiles {
  const form = splitDefinition(readJson(formPath));
  const columnData = listPath ? splitList(readJson(listPath)) : form.columnData;
  return { formData: form.formData, columnData, fullName: form.fullName ?? basename(formPath).replace(/\.json$/i, '') };
}
