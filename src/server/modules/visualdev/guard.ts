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
import type { User, VisualdevTable } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { recordAccess, type Exposure } from '../permission/recordAccess';

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
}

/** Loads an enabled model or answers 404. */
export async function loadModel(db: Db, modelId: string) {
  const model = await db.selectFrom('visualdev').selectAll().where('id', '=', modelId)
    .where('enabledMark', '=', 1).executeTakeFirst();
  if (!model) throw new ApiError(404, 'modelNotFound');
  // 3.1-era documents are read completed (tab items by place, {label, prop} columns from the form and defaults).
  const form = completeFormData(JSON.parse(model.formData) as FormDefinition);
  return { model, form, columns: completeColumnData(JSON.parse(model.columnData) as ColumnData, form) };
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
  const { model, form, columns } = await loadModel(db, modelId);
  const user = currentUser(req.session);
  const acc = await recordAccess(db, user, { id: model.id, form, columns }, opts);
  const can = (button: string) => acc.usable && (!acc.buttons || acc.buttons.has(button));
  return { model, form, columns, user, admin: acc.admin, usable: acc.usable, formGranted: acc.formGranted,
    columnGranted: acc.columnGranted, readable: acc.readable, can };
}
