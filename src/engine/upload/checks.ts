/**
 * The named pre-upload checks (spec "File upload": an optional pre-upload check can reject a file). A JSON document
 * cannot carry a function, so a screen's upload call or a file field names one of these (`uploadCheck`), the
 * checkers refuse a name not listed here, and the upload button and the file field run it on the file's text
 * before any byte is sent. Each check only recognises the export its import expects, so a wrong file is refused
 * at once with a message saying which file is wanted; the server still validates everything it receives.
 */
import type { Problem } from './rules';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v !== '';

/** The JSON object a file's text holds, or null. */
function jsonObject(text: string): Obj | null {
  try {
    const v: unknown = JSON.parse(text);
    return isObj(v) ? v : null;
  } catch {
    return null;
  }
}

/** Each check: whether the parsed file is the export it names (the shapes the server's imports read). */
const SHAPES = {
  /** 数据字典's category export (.bdd): categories and their entries. */
  dictionaryExport: (o: Obj) => Array.isArray(o.list) && o.list.length > 0 && Array.isArray(o.modelList),
  /** 打印模板's export (.bpd): one template. */
  printTemplateExport: (o: Obj) => isText(o.id) && isText(o.fullName) && 'printTemplate' in o,
  /** 数据接口's export (.bdi): one interface with its configuration as JSON text. */
  dataInterfaceExport: (o: Obj) => isText(o.id) && isText(o.fullName) && typeof o.config === 'string',
  /** 功能设计's export (.vdp/.json): a function's form and list definitions as JSON text. */
  functionExport: (o: Obj) => typeof o.formData === 'string' && typeof o.columnData === 'string',
} satisfies Record<string, (o: Obj) => boolean>;

export type UploadCheckName = keyof typeof SHAPES;

/** Every check's name, for the checkers' messages. */
export const UPLOAD_CHECKS = Object.keys(SHAPES) as UploadCheckName[];

/** Whether `name` is a check of the catalogue. */
export const isUploadCheck = (name: unknown): name is UploadCheckName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(SHAPES, name);

/**
 * Why the check refuses a file's text (its message key `upload.checks.<name>`), or null when it passes. A name not
 * in the catalogue passes: the checkers have already reported it.
 */
export function uploadCheckProblem(name: unknown, text: string): Problem | null {
  if (!isUploadCheck(name)) return null;
  const o = jsonObject(text);
  return o && SHAPES[name](o) ? null : { key: `upload.checks.${name}`, values: {} };
}
