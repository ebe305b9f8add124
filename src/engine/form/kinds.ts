/**
 * The catalogue of field kinds (`__config__.jnpfKey`) the engine understands: the name aliases between the 3.x and
 * 5.x palettes, what role each kind plays in a definition, and the JSON Schema of the value it stores
 * (wire-formats §2.3). The React side adds renderers per kind in renderers/; this file stays framework-free.
 */
import type { FieldDef } from '../types';
import type { JsonSchema } from './types';

/** v5 names → the v3.4.7 names this code base uses internally (wire-formats §2.3). */
export const KIND_ALIASES: Readonly<Record<string, string>> = {
  input: 'comInput',
  inputNumber: 'numInput',
  datePicker: 'date',
  timePicker: 'time',
  uploadFile: 'uploadFz',
  text: 'JNPFText',
  organizeSelect: 'comSelect',
  areaSelect: 'address',
};

/** Canonical name of a kind: resolves the v5 aliases, leaves every other name alone. */
export function canonicalKind(kind: string): string {
  return KIND_ALIASES[kind] ?? kind;
}

/** Layout containers: they hold fields in `__config__.children` and store nothing themselves. */
export const CONTAINER_KINDS: ReadonlySet<string> = new Set([
  'row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem', 'tableGrid', 'tableGridTr', 'tableGridTd',
]);

/** Display-only elements (noVModelList without isStorage): shown in the form, never stored. */
export const STATIC_KINDS: ReadonlySet<string> = new Set([
  'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'button', 'barcode', 'qrcode',
]);

/** Kinds the server fills in; the client never asks the user for them (wire-formats §2.3, systemComponentsList). */
export const SYSTEM_KINDS: ReadonlySet<string> = new Set([
  'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition', 'currDept', 'billRule',
]);

const STRING_KINDS = new Set([
  'comInput', 'textarea', 'time', 'colorPicker', 'editor', 'autoComplete', 'billRule', 'relationForm', 'popupSelect',
  'PsdInput', 'sign', 'signature',
]);
const NUMBER_KINDS = new Set(['numInput', 'rate', 'calculate', 'JNPFAmount']);
/** Single value (id) or, when `multiple`, an array of ids. */
const ID_KINDS = new Set([
  'select', 'treeSelect', 'depSelect', 'posSelect', 'userSelect', 'roleSelect', 'groupSelect', 'usersSelect',
  'popupTableSelect', 'radio',
]);
const ARRAY_KINDS = new Set(['checkbox', 'cascader', 'comSelect', 'address', 'dateRange', 'timeRange', 'numRange']);
const FILE_KINDS = new Set(['uploadFz', 'uploadImg']);
/** Kinds whose value is free-form (server-filled, or copied from another record). */
const ANY_KINDS = new Set(['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currPosition',
  'currDept', 'relationFormAttr', 'popupAttr', 'location']);

/** Kinds that store a value when the field has a `__vModel__`. */
export function isValueKind(kind: string): boolean {
  return (
    STRING_KINDS.has(kind) || NUMBER_KINDS.has(kind) || ID_KINDS.has(kind) || ARRAY_KINDS.has(kind) ||
    FILE_KINDS.has(kind) || ANY_KINDS.has(kind) || kind === 'switch' || kind === 'date' || kind === 'slider' ||
    kind === 'table'
  );
}

/** Every kind the engine knows, whatever its role. */
export function isKnownKind(kind: string): boolean {
  return CONTAINER_KINDS.has(kind) || STATIC_KINDS.has(kind) || isValueKind(kind);
}

const ID_ITEM: JsonSchema = { type: ['string', 'number'] };

/**
 * JSON Schema of the value a field stores, or null when the kind stores nothing. `table` is built by the compiler
 * (it needs its children) so it is not handled here.
 */
export function valueSchemaOf(kind: string, field: FieldDef): JsonSchema | null {
  if (STRING_KINDS.has(kind)) return { type: 'string' };
  if (NUMBER_KINDS.has(kind)) return { type: 'number' };
  if (kind === 'date') return { type: 'number' };
  if (kind === 'switch') return { type: 'integer', enum: [0, 1] };
  if (kind === 'slider') return field.range ? { type: 'array', items: { type: 'number' } } : { type: 'number' };
  if (ID_KINDS.has(kind)) return field.multiple ? { type: 'array', items: ID_ITEM } : { ...ID_ITEM };
  if (ARRAY_KINDS.has(kind)) return { type: 'array' };
  if (FILE_KINDS.has(kind)) return { type: 'array', items: { type: 'object' } };
  if (ANY_KINDS.has(kind)) return {};
  return null;
}
