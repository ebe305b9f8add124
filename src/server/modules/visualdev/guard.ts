/**
 * Who may do what with a generated form: the user must reach the model through a menu; when the list definition
 * turns them on, the menu's form, column and button codes decide which fields, columns and actions exist
 * (docs/api-contract.md, last paragraph). Administrators have every code. The rule itself is recordAccess
 * (permission/recordAccess.ts), the one function every door that yields records asks.
 */
import { completeColumnData, completeFormData } from '../../../engine/definition/legacy';
import type { FastifyRequest } from 'fastify';
import type { ColumnData, FormDefinition } from '../../../engine/types';
import type { Granted } from '../../../engine/record/permission';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import { readRows } from '../../db/readPool';
import type { User, VisualdevTable } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { accessOf, recordAccess, type Exposure } from '../permission/recordAccess';
import type { Access } from '../permission/access';
import { modelState, type ModelState } from './query/totals';

export interface ModelAccess {
  model: VisualdevTable;
  form: FormDefinition;
  columns: ColumnData;
  user: User;
  admin: boolean;
  /** Form codes the user holds; null = every field. */
  formGranted: Granted;
  /** Column codes the user holds; null = every column. */
  columnGranted: Granted;
  /** Codes of the record the user may read (null = every field); see recordAccess. */
  readable: ReadonlySet<string> | null;
  /** Whether the user may press a button (always true when the form does not use button permission). */
  can(button: string): boolean;
  /** The model's record count and write version, read with the definition's version at the request's start. */
  state: ModelState;
}

interface Definition { model: VisualdevTable; form: FormDefinition; columns: ColumnData }

/**
 * Kept in step with the store, not with time: a cache per store handle, of definitions and of grants.
 * `version` is read from the store at every request (a trigger-kept counter), so an entry serves only while nothing it
 * was built from has changed, on any instance. Entries are shared by concurrent requests and frozen: a request
 * that changed one would change it for the next.
 */
class Kept<T> {
  private entries = new Map<string, { version: string; value: T }>();
  constructor(private max: number) {}
  get(key: string, version: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }
  set(key: string, version: string, value: T) {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}
const keptOf = <T>(map: WeakMap<Db, Kept<T>>, db: Db, max: number) => {
  let kept = map.get(db);
  if (!kept) map.set(db, kept = new Kept<T>(max));
  return kept;
};
const definitions = new WeakMap<Db, Kept<Definition>>();
const grants = new WeakMap<Db, Kept<Access | null>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Loads an enabled model or answers 404: parsed and completed once per definitions version (migration 0024), which
 * `state` carries when the caller read it already.
 */
export async function loadModel(db: Db, modelId: string, state?: ModelState): Promise<Definition> {
  const { definitions: version } = state ?? await modelState(db, modelId);
  const kept = keptOf(definitions, db, 500);
  const hit = kept.get(modelId, String(version));
  if (hit) return hit;
  // Read after the version: a definition saved in between is newer than its key, and the next request reads again.
  const [model] = await readRows<VisualdevTable>(db, db.selectFrom('visualdev').selectAll().where('id', '=', modelId)
    .where('enabledMark', '=', 1).compile());
  if (!model) throw new ApiError(404, 'modelNotFound');
  // 3.1-era documents are read completed (tab items by place, {label, prop} columns from the form and defaults).
  const form = completeFormData(JSON.parse(model.formData) as FormDefinition);
  const loaded = deepFreeze({ model, form, columns: completeColumnData(JSON.parse(model.columnData) as ColumnData, form) });
  kept.set(modelId, String(version), loaded);
  return loaded;
}

/**
 * The user's grants (null for an administrator), built once per CurrentUser answer version, which every grant,
 * role, menu and system write moves (migration 0016) and the session check reads at every request.
 */
async function grantsOf(db: Db, req: FastifyRequest, user: User): Promise<Access | null> {
  const version = req.session?.answerVersion;
  if (version === undefined || !Number.isFinite(version)) return accessOf(db, user);
  const key = `${user.id}\u0000${user.isAdministrator}`;
  const kept = keptOf(grants, db, 2000);
  const hit = kept.get(key, String(version));
  if (hit !== undefined) return hit;
  const access = deepFreeze(await accessOf(db, user));
  kept.set(key, String(version), access);
  return access;
}

/**
 * The user's access to a model the user may use (403 otherwise); `menuId` narrows the codes to one menu. With
 * `button`, refuses (403) a user who may not press it. Every door that yields a record asks it
 * (403 = may not read).
 */
export async function modelAccess(db: Db, req: FastifyRequest, modelId: string,
  opts: { button?: string; menuId?: string } = {}): Promise<ModelAccess> {
  const acc = await readAccess(db, req, modelId, opts);
  if (!acc.usable) throw new ApiError(403, 'forbidden');
  if (opts.button && !acc.can(opts.button)) throw new ApiError(403, 'forbidden');
  return acc;
}

/**
 * The user's access to a model without refusing: `usable` false and nothing `readable` for a user who cannot use
 * it, except the fields other usable forms show through `exposure` (relation popups, data interfaces).
 */
export async function readAccess(db: Db, req: FastifyRequest, modelId: string,
  opts: { menuId?: string; exposure?: Exposure } = {}): Promise<ModelAccess & { usable: boolean }> {
  const state = await modelState(db, modelId);
  const { model, form, columns } = await loadModel(db, modelId, state);
  const user = currentUser(req.session);
  const acc = await recordAccess(db, user, { id: model.id, form, columns },
    { ...opts, access: await grantsOf(db, req, user) });
  const can = (button: string) => acc.usable && (!acc.buttons || acc.buttons.has(button));
  return { model, form, columns, user, admin: acc.admin, usable: acc.usable, formGranted: acc.formGranted,
    columnGranted: acc.columnGranted, readable: acc.readable, can, state };
}
