/**
 * rjsf's Form with a cheaper keystroke (issue 3 item 10). For every change rjsf's `processChange` deep-copies the
 * whole record (structuredClone), recomputes the defaults of every field, resolves the whole schema again and
 * deep-compares it twice: in Chromium about a quarter of a keystroke's script in a 200-field form, and the record
 * copy grows with a 500-row sub-table. For the edit a user makes most — a text, number or switch value of one
 * field or sub-table cell — none of that can change anything but the value, as long as the schema has no
 * conditional parts: `quickChange` then sets the value along its path (copying only the objects on the path) and
 * keeps the resolved schema, the same state rjsf would compute. Any other change (objects and arrays, clearing to
 * undefined, custom or live errors, conditional schemas, a schema that changed in the same batch) goes through rjsf.
 *
 * `processChange` is private in rjsf's types (a plain prototype method at run time, called as `this.processChange`
 * from the updater `onChange` queues): LoomRjsfForm puts its own in front of it. @rjsf/core is pinned to ~6.11;
 * fastChange.test.tsx checks the state against rjsf's own for the changes taken here.
 */
import Form from '@rjsf/core';
import type { FieldPathList, RJSFSchema } from '@rjsf/utils';

type Row = Record<string, unknown>;
export interface Change { newValue: unknown; path: FieldPathList; newErrorSchema?: unknown }
interface SchemaUtilsLike {
  doesSchemaUtilsDiffer: (validator: unknown, schema: unknown, behaviour?: unknown, mergeAllOf?: unknown) => boolean;
}
export interface ChangeState {
  formData?: unknown;
  retrievedSchema?: unknown;
  schema?: RJSFSchema;
  schemaUtils?: SchemaUtilsLike;
  hasNestedConditionalSchema?: boolean;
  customErrors?: unknown;
  fieldPathId?: { path: FieldPathList };
}
export interface ChangeProps {
  schema?: unknown;
  validator?: unknown;
  experimental_defaultFormStateBehavior?: unknown;
  experimental_customMergeAllOf?: unknown;
  liveValidate?: unknown;
  omitExtraData?: boolean;
  liveOmit?: unknown;
}

/** Schema keywords whose outcome can depend on the data: a change under them goes through rjsf. */
const CONDITIONAL = ['if', 'then', 'else', 'dependencies', 'dependentSchemas', 'allOf', 'oneOf', 'anyOf', '$ref', 'additionalProperties', 'patternProperties'];
const LEAF_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

const plain = (schema: unknown): schema is Row => !!schema && typeof schema === 'object' && !CONDITIONAL.some((k) => k in (schema as Row));

/** The schema of the value at `path` when it is a plain leaf (a primitive type, nothing conditional on the way). */
function leafSchema(root: unknown, path: FieldPathList): Row | null {
  let node: unknown = root;
  for (const segment of path) {
    if (!plain(node)) return null;
    node = typeof segment === 'number'
      ? (node.type === 'array' && plain(node.items) ? node.items : undefined)
      : (node.properties as Row | undefined)?.[segment];
  }
  if (!plain(node)) return null;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.length > 0 && types.every((t) => LEAF_TYPES.has(t as string)) ? node : null;
}

/** `data` with `value` at `path`, copying only the objects and arrays on the path; null when the path is not there. */
export function setAtPath(data: unknown, path: FieldPathList, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    if (!Array.isArray(data) || head < 0 || head >= data.length) return null;
    const inner = setAtPath(data[head], rest, value);
    if (inner === null && rest.length) return null;
    const copy = [...data];
    copy[head] = inner;
    return copy;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const inner = setAtPath((data as Row)[head], rest, value);
  if (inner === null && rest.length) return null;
  return { ...(data as Row), [head]: inner };
}

/** The state rjsf's processChange would give for this change, computed cheaply; null to let rjsf do it. */
export function quickChange(change: Change, prev: ChangeState, props: ChangeProps): ChangeState | null {
  const { newValue, path, newErrorSchema } = change;
  const primitive = typeof newValue === 'string' || typeof newValue === 'number' || typeof newValue === 'boolean';
  if (!primitive || newErrorSchema !== undefined || !Array.isArray(path) || path.length === 0) return null;
  if (props.liveValidate || (props.omitExtraData && props.liveOmit)) return null;
  if (prev.customErrors || prev.hasNestedConditionalSchema !== false || (prev.fieldPathId?.path.length ?? 0) > 0) return null;
  if (!prev.schemaUtils || !prev.schema || prev.retrievedSchema === undefined) return null;
  // A schema changed by the parent in the same batch: rjsf rebuilds its schema utils first.
  if (prev.schemaUtils.doesSchemaUtilsDiffer(props.validator, props.schema, props.experimental_defaultFormStateBehavior, props.experimental_customMergeAllOf)) return null;
  if (!plain(prev.schema) || !leafSchema(prev.schema, path)) return null;
  const formData = setAtPath(prev.formData, path, newValue);
  if (formData === null) return null;
  return { formData, retrievedSchema: prev.retrievedSchema };
}

type ProcessChange = (change: Change, isLast: boolean, prevState: ChangeState, props: ChangeProps) => ChangeState;
const rjsfProcessChange = (Form.prototype as unknown as { processChange: ProcessChange }).processChange;

/** rjsf's Form, taking the cheap path for plain value edits. */
export class LoomRjsfForm<T = Row, S extends RJSFSchema = RJSFSchema, F = unknown> extends Form<T, S, F & object> {}

Object.defineProperty(LoomRjsfForm.prototype, 'processChange', {
  configurable: true,
  writable: true,
  value: function processChange(this: Form, change: Change, isLast: boolean, prevState: ChangeState, props: ChangeProps) {
    return quickChange(change, prevState, props) ?? rjsfProcessChange.call(this, change, isLast, prevState, props);
  },
});
