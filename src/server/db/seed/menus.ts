/**
 * Seed of systems, menus, their permission items (buttons, columns, form fields) and the roles' grants, from
 * fixtures/menus.json, the generated forms (fixtures/visualdev.json) and the screen documents (schemas/screens/).
 *
 * Idempotent like the rest of the seed, with one more rule for grants: a grant row is written only when its role or
 * its item is new in this run. An administrator who revoked a grant on the 权限授权 screen keeps it revoked across
 * restarts, while a menu or button that a later version adds still reaches the roles the fixture grants it to.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable, Transaction } from 'kysely';
import type { FormDefinition, ColumnData } from '../../../engine/types';
import { valueFields } from '../../../engine/record/validate';
import type { Database } from '../schema';
import { insertMissing } from './insert';
import { readFixture } from './people';

type Trx = Transaction<Database>;
type PartRow = Insertable<Database['moduleButton']>;
export type Parts = Record<'moduleButton' | 'moduleColumn' | 'moduleForm', PartRow[]>;
type ModuleFixture = Record<string, unknown> & { id: string; parentId: string; systemId: string; type: number };
export interface ButtonFixture { enCode: string; fullName: string }
interface GrantFixture {
  roleId: string; systems: string[];
  /** Menu ids, or a system id for every menu of that system. */
  modules: string | string[];
  /** Menus left out of the grant, with everything under them (management holds the business, not 系统管理). */
  excludeModules?: string[];
  /** The listed menus come with every menu under them. */
  withChildren?: boolean;
  denyButtons?: Record<string, string[]>; denyColumns?: Record<string, string[]>; denyForms?: Record<string, string[]>;
}

/** The screen a dynamic dictionary menu (type 4) opens (web MenuRouteView). */
const DICTIONARY_ENTRIES_SCREEN = 'system/dictionaryEntries';
const SCREENS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'schemas', 'screens');

/**
 * The button codes a screen document names in its toolbars and row buttons (tabs included), with the zh-CN label
 * of their first mention: the buttons a type-2 menu opening that screen can grant.
 */
export function screenButtons(urlAddress: string): ButtonFixture[] {
  const file = join(SCREENS, `${urlAddress}.screen.json`);
  if (!/^[\w/-]+$/.test(urlAddress) || !existsSync(file)) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return []; // a document being edited is the checker's business (check-screen), not the seed's
  }
  const found = new Map<string, string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'toolbar' || key === 'rowButtons') && Array.isArray(value)) {
        for (const b of value as { permission?: unknown; label?: Record<string, unknown> }[]) {
          if (typeof b?.permission === 'string' && b.permission && !found.has(b.permission)) {
            found.set(b.permission, String(b.label?.['zh-CN'] ?? b.permission));
          }
        }
      }
      walk(value);
    }
  };
  walk(doc);
  return [...found].map(([enCode, fullName]) => ({ enCode, fullName }));
}

/** Buttons, columns and form fields of a generated-form menu, from its definition. */
export function formParts(id: string, def: { formData: FormDefinition; columnData: ColumnData }, buttons: ButtonFixture[],
  parts: Parts) {
  buttons.forEach((b, i) => parts.moduleButton.push(
    { id: `${id}:button:${b.enCode}`, moduleId: id, fullName: b.fullName, enCode: b.enCode, sortCode: i, enabledMark: 1 }));
  // Toolbar buttons the list definition shows beyond 新增 (导出 btn_download, 批量删除 btn_batchRemove, …).
  (def.columnData.btnsList ?? []).filter((b) => b.value !== 'add').forEach((b, i) => parts.moduleButton.push(
    { id: `${id}:button:btn_${b.value}`, moduleId: id, fullName: b.label, enCode: `btn_${b.value}`,
      sortCode: buttons.length + i, enabledMark: 1 }));
  def.columnData.columnList.forEach((c, i) => parts.moduleColumn.push(
    { id: `${id}:column:${c.prop}`, moduleId: id, fullName: c.label, enCode: c.prop, sortCode: i, enabledMark: 1 }));
  let i = 0;
  for (const f of valueFields(def.formData.fields)) {
    const code = f.__vModel__ as string;
    parts.moduleForm.push({ id: `${id}:form:${code}`, moduleId: id, fullName: f.__config__.label ?? code, enCode: code,
      sortCode: i++, enabledMark: 1 });
    if (f.__config__.jnpfKey !== 'table') continue;
    for (const c of valueFields(f.__config__.children)) {
      const sub = `${code}-${c.__vModel__}`;
      parts.moduleForm.push({ id: `${id}:form:${sub}`, moduleId: id, fullName: `${f.__config__.label}-${c.__config__.label}`,
        enCode: sub, sortCode: i++, enabledMark: 1 });
    }
  }
}

/**
 * Buttons of a screen menu (type 2 opening a screen document, marked `"screen": true` in the fixture or with a
 * document that names buttons): the standard four, the fixture's `buttons` of the menu, then the screen's own codes.
 */
function screenParts(id: string, urlAddress: string, screen: boolean, buttons: ButtonFixture[], parts: Parts) {
  const own = screenButtons(urlAddress);
  if (!own.length && !screen) return;
  const all: ButtonFixture[] = [];
  for (const b of [...buttons, ...own]) if (!all.some((a) => a.enCode === b.enCode)) all.push(b);
  all.forEach((b, i) => parts.moduleButton.push(
    { id: `${id}:button:${b.enCode}`, moduleId: id, fullName: b.fullName, enCode: b.enCode, sortCode: i, enabledMark: 1 }));
}

/** The menus a grant covers: listed (or a whole system), their ancestors, optionally their descendants, less exclusions. */
function grantedMenus(g: GrantFixture, modules: ModuleFixture[]): Set<string> {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const under = (roots: string[]) => {
    const out = new Set(roots);
    for (let grew = true; grew;) {
      grew = false;
      for (const m of modules) if (out.has(m.parentId) && !out.has(m.id)) { out.add(m.id); grew = true; }
    }
    return out;
  };
  let listed = typeof g.modules === 'string' ? modules.filter((m) => m.systemId === g.modules).map((m) => m.id)
    : g.modules;
  if (g.withChildren) listed = [...under(listed)];
  const excluded = under(g.excludeModules ?? []);
  const all = new Set<string>();
  for (const start of listed.filter((id) => !excluded.has(id))) {
    for (let id: string | undefined = start; id && byId.has(id); id = byId.get(id)!.parentId) all.add(id);
  }
  return all;
}

export async function seedMenus(trx: Trx, freshRoles: Set<string>): Promise<void> {
  const menus = readFixture('menus.json');
  const freshSystems = await insertMissing(trx, 'system', menus.systems.map((s: Record<string, unknown>) => ({
    id: s.id, fullName: s.fullName, enCode: s.enCode, icon: s.icon ?? null, sortCode: s.sortCode ?? 0, enabledMark: 1,
    isMain: s.isMain ? 1 : 0, description: null })));
  const modules = menus.modules as ModuleFixture[];
  const freshModules = await insertMissing(trx, 'module', modules.map((m, i) => ({ id: m.id, parentId: m.parentId,
    systemId: m.systemId, fullName: m.fullName, enCode: m.enCode, icon: m.icon ?? null, type: m.type,
    urlAddress: m.urlAddress ?? null, linkTarget: m.linkTarget ?? '_self', category: 'Web',
    propertyJson: JSON.stringify(m.property ?? {}), sortCode: i, enabledMark: 1, hidden: m.hidden ? 1 : 0,
    description: null })) as Insertable<Database['module']>[]);

  const forms = new Map<string, { formData: FormDefinition; columnData: ColumnData }>();
  for (const v of readFixture('visualdev.json')) forms.set(v.id, readFixture(v.form));
  const parts: Parts = { moduleButton: [], moduleColumn: [], moduleForm: [] };
  for (const m of modules) {
    const def = m.type === 3 ? forms.get((m.property as { moduleId: string }).moduleId) : undefined;
    if (def) formParts(m.id, def, menus.buttons, parts);
    else if (m.type === 2 && typeof m.urlAddress === 'string') {
      // The fixture may name buttons a screen's routes check that its document does not show (导出, 导入).
      const extra = (m.buttons ?? []) as ButtonFixture[];
      screenParts(m.id, m.urlAddress, m.screen === true, [...menus.buttons, ...extra], parts);
    } else if (m.type === 4) {
      // A dynamic dictionary opens its category's entries screen: its holders maintain those entries with these.
      screenParts(m.id, DICTIONARY_ENTRIES_SCREEN, true, menus.buttons, parts);
    }
  }
  const freshParts = new Set<string>();
  for (const table of ['moduleButton', 'moduleColumn', 'moduleForm'] as const) {
    for (const id of await insertMissing(trx, table, parts[table])) freshParts.add(id);
  }

  // A role gets the menus of its grant plus every part of those menus except the denied ones.
  const rows: Insertable<Database['authorize']>[] = [];
  const grant = (roleId: string, itemType: string, itemId: string, fresh: boolean) => {
    if (fresh || freshRoles.has(roleId)) {
      rows.push({ id: `${roleId}:${itemType}:${itemId}`, itemType, itemId, objectType: 'Role', objectId: roleId });
    }
  };
  for (const g of menus.grants as GrantFixture[]) {
    g.systems.forEach((s) => grant(g.roleId, 'system', s, freshSystems.has(s)));
    for (const id of grantedMenus(g, modules)) {
      grant(g.roleId, 'module', id, freshModules.has(id));
      const denied = {
        button: new Set(g.denyButtons?.[id] ?? []), column: new Set(g.denyColumns?.[id] ?? []),
        form: new Set(g.denyForms?.[id] ?? []),
      };
      for (const [kind, table] of [['button', 'moduleButton'], ['column', 'moduleColumn'], ['form', 'moduleForm']] as const) {
        parts[table].filter((p) => p.moduleId === id && !denied[kind].has(p.enCode))
          .forEach((p) => grant(g.roleId, kind, p.id!, freshParts.has(p.id!)));
      }
    }
  }
  await insertMissing(trx, 'authorize', rows);
}
