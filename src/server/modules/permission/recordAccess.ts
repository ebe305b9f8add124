/**
 * One access rule for a generated form's records, whatever the door (docs/api-contract.md "One access rule for
 * records"): List, get, DataChange, Export, print, import, FieldDataSelect and data interfaces all ask
 * `recordAccess` what of a form's records the user may read. A user reads a form through a granted menu, under the
 * form codes of that menu; besides, a form the user may use can show some fields of another form (a relationForm's
 * relationField and columnOptions) or some columns of a data interface (a popup's or an option list's), and those
 * fields alone are readable through the door that shows them. Administrators read everything.
 */
import type { ColumnData, FieldDef, FormDefinition } from '../../../engine/types';
import { canonicalKind } from '../../../engine/form/kinds';
import { optionKeys } from '../../../engine/form/format';
import { relationFieldName } from '../../../engine/form/relation';
import { visibleCodes, type Granted } from '../../../engine/record/permission';
import { valueFields } from '../../../engine/record/validate';
import type { Db } from '../../db';
import type { User } from '../../db/schema';
import { loadAccess, menusOfModel, partCodes, type Access } from './access';

/** A form's definition as the rule reads it. */
export interface FormModel { id: string; form: FormDefinition; columns: ColumnData }

/** How a user holds one form through its menus. */
export interface FormGrants {
  /** Reached through a granted menu (administrators: every enabled form). */
  usable: boolean;
  /** Form codes the user holds; null = every field. */
  formGranted: Granted;
  /** Column codes the user holds; null = every column. */
  columnGranted: Granted;
  /** Button codes the user holds; null = every button (the form does not use button permission). */
  buttons: ReadonlySet<string> | null;
}

export interface RecordAccess extends FormGrants {
  admin: boolean;
  /** Codes (vModels, `table-field`) of the record the user may read: null = every field; empty = no record at all. */
  readable: ReadonlySet<string> | null;
}

/**
 * Another door that may show a form's fields to a user who cannot use the form: the relation popup
 * (FieldDataSelect), or the data interface `interfaceId`, whose field names `columnOf` maps to the form's codes.
 */
export type Exposure = { through: 'relation' } |
  { through: 'interface'; interfaceId: string; columnOf(field: string): string | undefined };

const NOTHING: FormGrants = { usable: false, formGranted: new Set(), columnGranted: new Set(), buttons: new Set() };

/** The user's grants on one form; `menuId` narrows the codes to that menu when it opens the form. */
export function formGrants(access: Access | null, model: FormModel, menuId?: string): FormGrants {
  if (!access) return { usable: true, formGranted: null, columnGranted: null, buttons: null };
  let menus = menusOfModel(access, model.id);
  if (!menus.length) return NOTHING;
  const chosen = menuId ? menus.filter((m) => m.id === menuId) : [];
  if (chosen.length) menus = chosen;
  const { columns } = model;
  return { usable: true,
    formGranted: columns.useFormPermission ? partCodes(access, menus, 'form') : null,
    columnGranted: columns.useColumnPermission ? partCodes(access, menus, 'column') : null,
    buttons: columns.useBtnPermission ? partCodes(access, menus, 'button') : null };
}

/** The access of a non-administrator (null for an administrator, who holds everything). */
export async function accessOf(db: Db, user: User): Promise<Access | null> {
  return user.isAdministrator === 1 ? null : loadAccess(db, user);
}

/** The enabled forms the user may use, each with the user's grants on it. */
export async function usableForms(db: Db, access: Access | null): Promise<(FormModel & { grants: FormGrants })[]> {
  let q = db.selectFrom('visualdev').select(['id', 'formData', 'columnData']).where('enabledMark', '=', 1);
  if (access) {
    const ids = [...new Set(access.modules.map((m) => modelIdOf(m.propertyJson)).filter((id): id is string => !!id))];
    if (!ids.length) return [];
    q = q.where('id', 'in', ids);
  }
  const out: (FormModel & { grants: FormGrants })[] = [];
  for (const row of await q.orderBy('id').execute()) {
    let model: FormModel;
    try {
      model = { id: row.id, form: JSON.parse(row.formData), columns: JSON.parse(row.columnData) };
    } catch {
      continue; // an unreadable definition shows nothing
    }
    out.push({ ...model, grants: formGrants(access, model) });
  }
  return out;
}

function modelIdOf(propertyJson: string | null): string | undefined {
  try {
    const id = propertyJson ? JSON.parse(propertyJson).moduleId : undefined;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Every field of a form the user sees under `granted` (sub-table columns included, by their `table-field` code). */
export function* shownFields(form: FormDefinition, granted: Granted): Generator<FieldDef> {
  const visible = granted ? visibleCodes(form, granted) : null;
  for (const f of valueFields(form.fields)) {
    const key = f.__vModel__ as string;
    if (visible && !visible.has(key)) continue;
    yield f;
    if (canonicalKind(f.__config__.jnpfKey) !== 'table') continue;
    for (const c of valueFields(f.__config__.children)) {
      if (!visible || visible.has(`${key}-${c.__vModel__}`)) yield c;
    }
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const optionValues = (v: unknown) => (Array.isArray(v) ? v : [])
  .map((c) => str((c as { value?: unknown } | null)?.value)).filter((c): c is string => !!c);

/** The names of `target`'s fields (relation) or interface columns (interface) that one field shows. */
function namesShown(f: FieldDef, exposure: Exposure, target: string, popups: Set<string>): string[] {
  const kind = canonicalKind(f.__config__.jnpfKey);
  const cfg = f.__config__ as Record<string, unknown>;
  if (exposure.through === 'relation') {
    if (kind !== 'relationForm' || f.modelId !== target) return [];
    return [str(f.relationField), ...optionValues(f.columnOptions)].filter((c): c is string => !!c);
  }
  const id = exposure.interfaceId;
  if (kind === 'popupAttr') return popups.has(relationFieldName(f.relationField)) ? [str(f.showField) ?? ''] : [];
  const out: string[] = [];
  // A popup names its columns on the field; a sub-table's add dialog in addTableConf, which also copies the
  // columns its relationOptions name (type 2 is a fixed value) into the new rows.
  const table = (f.addTableConf ?? {}) as Record<string, unknown>;
  for (const conf of [f as Record<string, unknown>, table]) {
    if (conf.interfaceId !== id) continue;
    out.push(str(conf.propsValue) ?? 'id', str(conf.relationField) ?? 'fullName', ...optionValues(conf.columnOptions));
  }
  if (table.interfaceId === id && Array.isArray(table.relationOptions)) {
    for (const o of table.relationOptions as { type?: unknown; value?: unknown }[]) {
      const column = Number(o?.type) === 2 ? undefined : str(o?.value);
      if (column) out.push(column);
    }
  }
  if (cfg.dataType === 'dynamic' && cfg.propsUrl === id) {
    const keys = optionKeys(f);
    out.push(keys.label, keys.value);
  }
  return out;
}

/** Codes of `target` that the forms the user may use show through the door of `exposure`. */
async function exposedCodes(db: Db, access: Access | null, target: string, exposure: Exposure): Promise<Set<string>> {
  const out = new Set<string>();
  for (const model of await usableForms(db, access)) {
    if (!model.grants.usable) continue;
    const fields = [...shownFields(model.form, model.grants.formGranted)];
    // popupAttr fields name their popup by vModel: the popups of this form over the interface.
    const popups = new Set(fields.filter((f) => namesShown(f, exposure, target, new Set()).length)
      .map((f) => f.__vModel__ as string));
    for (const f of fields) {
      for (const name of namesShown(f, exposure, target, popups)) {
        const code = exposure.through === 'relation' ? name : exposure.columnOf(name);
        if (code) out.add(code);
      }
    }
  }
  return out;
}

/**
 * What of `model`'s records the user may read and do. `menuId` narrows the codes to one menu; `exposure` adds the
 * fields that forms the user may use show through that door (only when the user cannot read every field already).
 */
export async function recordAccess(db: Db, user: User, model: FormModel,
  opts: { menuId?: string; exposure?: Exposure; access?: Access | null } = {}): Promise<RecordAccess> {
  // `access` when the caller holds the user's grants already (visualdev/guard.ts keeps them per grants version).
  const access = opts.access !== undefined ? opts.access : await accessOf(db, user);
  const grants = formGrants(access, model, opts.menuId);
  const admin = !access;
  const readable: Set<string> | null = !grants.usable ? new Set()
    : grants.formGranted ? visibleCodes(model.form, grants.formGranted) : null;
  if (readable && opts.exposure) {
    for (const code of await exposedCodes(db, access, model.id, opts.exposure)) readable.add(code);
  }
  return { ...grants, admin, readable };
}
