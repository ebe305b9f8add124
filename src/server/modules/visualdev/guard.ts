/**
 * Who may do what with a generated form: the user must reach the model through a menu; when the list definition
 * turns them on, the menu's form, column and button codes decide which fields, columns and actions exist
 * (docs/api-contract.md, last paragraph). Administrators have every code.
 */
import type { FastifyRequest } from 'fastify';
import type { ColumnData, FormDefinition } from '../../../engine/types';
import type { Granted } from '../../../engine/record/permission';
import { currentUser } from '../../context';
import type { Db } from '../../db';
import type { User, VisualdevTable } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { loadAccess, menusOfModel, partCodes } from '../permission/access';

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
  /** Whether the user may press a button (always true when the form does not use button permission). */
  can(button: string): boolean;
}

/** Loads an enabled model or answers 404. */
export async function loadModel(db: Db, modelId: string) {
  const model = await db.selectFrom('visualdev').selectAll().where('id', '=', modelId)
    .where('enabledMark', '=', 1).executeTakeFirst();
  if (!model) throw new ApiError(404, 'modelNotFound');
  return { model, form: JSON.parse(model.formData) as FormDefinition,
    columns: JSON.parse(model.columnData) as ColumnData };
}

/**
 * The user's access to a model; `menuId` narrows the codes to one menu. With `button`, refuses (403) a user who
 * may not press it.
 */
export async function modelAccess(db: Db, req: FastifyRequest, modelId: string,
  opts: { button?: string; menuId?: string } = {}): Promise<ModelAccess> {
  const { model, form, columns } = await loadModel(db, modelId);
  const user = currentUser(req.session);
  const admin = user.isAdministrator === 1;
  let formGranted: Granted = null;
  let columnGranted: Granted = null;
  let buttons: Set<string> | null = null;
  if (!admin) {
    const access = await loadAccess(db, user);
    let menus = menusOfModel(access, model.id);
    if (!menus.length) throw new ApiError(403, 'forbidden');
    const chosen = opts.menuId ? menus.filter((m) => m.id === opts.menuId) : [];
    if (chosen.length) menus = chosen;
    if (columns.useFormPermission) formGranted = partCodes(access, menus, 'form');
    if (columns.useColumnPermission) columnGranted = partCodes(access, menus, 'column');
    if (columns.useBtnPermission) buttons = partCodes(access, menus, 'button');
  }
  const can = (button: string) => !buttons || buttons.has(button);
  if (opts.button && !can(opts.button)) throw new ApiError(403, 'forbidden');
  return { model, form, columns, user, admin, formGranted, columnGranted, can };
}
