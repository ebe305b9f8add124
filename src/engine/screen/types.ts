/** Shapes of a screen document (schemas/screen.schema.json) and its form files (schemas/screen-form.schema.json). */

export type ScreenLang = 'zh-CN' | 'zh-TW' | 'en';

/** User-facing text in the three languages. */
export type Message = Record<ScreenLang, string>;

export type Values = Record<string, string | number | boolean | null>;

export interface ScreenCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  paged?: boolean;
  query?: Values;
  body?: Values;
  form?: string;
  listKey?: string;
  /** Calls with a form: the call whose data are the form's first values. */
  load?: ScreenCall;
}

/** The calls of the toolbar action import (the import wizard: upload, preview, import, failed rows). */
export interface ScreenImportCalls {
  /** Answers {name, url} of the template workbook (a one-shot download). */
  template: ScreenCall;
  /** Receives the workbook as multipart `file`; answers {name}, the stored name. */
  upload: ScreenCall;
  /** Called with `fileName` (the stored name); answers {dataRow, headerRow}. */
  preview: ScreenCall;
  /** Receives {list} (the previewed rows kept); answers {snum, fnum, resultType, failResult}. */
  import: ScreenCall;
  /** Receives {list} (the failed rows with errorsInfo); answers {name, url} of their workbook. */
  exception: ScreenCall;
  /**
   * How the preview and the failed rows draw each column (by headerRow id): a field registry kind with the field
   * definition's own properties, so converted values read as what the workbook said.
   */
  display?: Record<string, ScreenImportColumn>;
}

/** One import column's display: a field registry kind and the field definition's own properties (multiple, options...). */
export interface ScreenImportColumn { kind: string; [property: string]: unknown }

export interface ScreenApi {
  list?: ScreenCall;
  get?: ScreenCall;
  create?: ScreenCall;
  update?: ScreenCall;
  delete?: ScreenCall;
  state?: ScreenCall;
  /** The toolbar action export: called with the list's search values, answers {name?, url} to download. */
  export?: ScreenCall;
  /** The toolbar action import: the import wizard's calls. */
  import?: ScreenImportCalls;
  actions?: Record<string, ScreenCall>;
}

export interface ScreenTree {
  api: ScreenCall;
  param: string;
  title?: Message;
  valueKey?: string;
  labelKey?: string;
  childrenKey?: string;
  iconKey?: string;
  search?: boolean;
}

export type ScreenTemplate = 'table' | 'treeBesideTable' | 'treeTable' | 'tabs' | 'form';

export interface ScreenPageDef {
  template: ScreenTemplate;
  rowKey?: string;
  childrenKey?: string;
  tree?: ScreenTree;
  tabs?: ScreenTab[];
  pageSize?: number;
  expandAll?: boolean;
  form?: string;
}

export interface ScreenOption {
  value: string | number | boolean;
  label: Message;
  color?: string;
}

export interface ScreenSearchField {
  field: string;
  label: Message;
  kind?: string;
  dictionary?: string;
  options?: ScreenOption[];
  placeholder?: Message;
}

export interface ScreenColumn {
  field: string;
  label: Message;
  kind?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  format?: string;
  dictionary?: string;
  options?: ScreenOption[];
  multiple?: boolean;
  ellipsis?: boolean;
  toggle?: string;
}

export interface ScreenWhen {
  field: string;
  in?: unknown[];
  notIn?: unknown[];
}

export interface ScreenButton {
  action: string;
  label: Message;
  permission?: string;
  icon?: string;
  danger?: boolean;
  confirm?: Message;
  form?: string;
  defaults?: Values;
  when?: ScreenWhen;
  success?: Message;
}

export interface ScreenFormRef {
  file: string;
  container?: 'dialog' | 'drawer';
  width?: number;
  title?: Message;
}

/** What a screen and each of its tabs hold. */
export interface ScreenSection {
  api?: ScreenApi;
  page: ScreenPageDef;
  search?: ScreenSearchField[];
  columns?: ScreenColumn[];
  toolbar?: ScreenButton[];
  rowButtons?: ScreenButton[];
  forms?: Record<string, ScreenFormRef>;
}

export interface ScreenTab extends ScreenSection {
  key?: string;
  title: Message;
}

export interface ScreenDocument extends ScreenSection {
  $schema?: string;
  title: Message;
  description?: Message;
  api: ScreenApi;
}

/** A form file: the body's JSON Schema, the rjsf uiSchema and the titles in the other languages. */
export interface ScreenFormFile {
  schema: Record<string, unknown> & { properties: Record<string, Record<string, unknown>>; required?: string[] };
  uiSchema?: Record<string, unknown>;
  i18n?: Partial<Record<ScreenLang, Record<string, string>>>;
}

/** A screen document as served to the web app: each form reference carries its form file. */
export interface ServedScreen extends ScreenDocument {
  /** Form files by the `file` value of their references (paths relative to the document). */
  formFiles: Record<string, ScreenFormFile>;
}

export type ScreenCode =
  | 'invalidJson'
  | 'unreadable'
  | 'notObject'
  | 'schema.required'
  | 'schema.type'
  | 'schema.enum'
  | 'schema.empty'
  | 'schema.range'
  | 'schema.unknownProperty'
  | 'schema.invalid'
  | 'unknownAction'
  | 'toolbarOnly'
  | 'actionWithoutCall'
  | 'unknownForm'
  | 'formFileMissing'
  | 'formFileInvalid'
  | 'badPermission'
  | 'unknownKind'
  | 'noListCall'
  | 'duplicateField'
  | 'labelUntranslated'
  | 'labelUnknown'
  | 'uploadNotPost'
  | 'uploadOptionWithoutUpload'
  | 'unknownUploadCheck'
  | 'badAccept';

export interface ScreenProblem {
  /** JSON path inside the screen document, or inside the form file named by `file`. */
  path: string;
  code: ScreenCode;
  params: Record<string, string>;
  /** The form file the problem is in (as the document names it); absent for the document itself. */
  file?: string;
  /** English text; `screenMessage(problem, lang)` gives it in another language. */
  message: string;
}
