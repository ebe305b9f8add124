/**
 * What a saved set of grants implies, so the stored grants read the way the 权限授权 tree shows them:
 * - an item (button, column, form field) brings its menu, and a menu brings its ancestors and its system: a grant
 *   under an ungranted parent could never be reached;
 * - a container (a system, or a directory menu, type 1) that has children is held only while something below it is:
 *   it offers nothing of its own, so a directory whose last granted child was unticked is not left granted.
 * A menu of another type (a page) is granted for itself, with or without its buttons; a container with nothing
 * below it at all is a plain node that can be granted alone.
 */
export interface SettleMenu { id: string; parentId: string; systemId: string; type: number }

export interface Wanted { system: Set<string>; module: Set<string>; button: Set<string>; column: Set<string>;
  form: Set<string> }

/** The menu type of a directory. */
export const DIRECTORY = 1;

/**
 * Settles `wanted` in place. `itemMenus` gives the menu of every granted item; `withItems` the menus that have any
 * item at all (granted or not), which makes a directory holding items a parent.
 */
export function settleGrants(wanted: Wanted, menus: Map<string, SettleMenu>, itemMenus: Map<string, string>,
  withItems: Set<string>): void {
  const up = (id: string | undefined, visit: (m: SettleMenu) => void) => {
    for (let m = id ? menus.get(id) : undefined; m; m = menus.get(m.parentId)) visit(m);
  };
  for (const type of ['button', 'column', 'form'] as const) {
    for (const item of wanted[type]) up(itemMenus.get(`${type}:${item}`), (m) => wanted.module.add(m.id));
  }
  for (const id of [...wanted.module]) up(id, (m) => { wanted.module.add(m.id); wanted.system.add(m.systemId); });

  const hasChildren = new Set(withItems);
  const systemsWithMenus = new Set<string>();
  for (const m of menus.values()) {
    hasChildren.add(m.parentId);
    systemsWithMenus.add(m.systemId);
  }
  const container = (m: SettleMenu) => m.type === DIRECTORY && hasChildren.has(m.id);
  // Only what is held for itself keeps the containers above it: a directory held only because of another held
  // directory with nothing below goes too.
  const keptMenus = new Set<string>(), keptSystems = new Set<string>();
  const keep = (from: SettleMenu, self: boolean) => {
    keptSystems.add(from.systemId);
    up(self ? from.id : from.parentId, (m) => keptMenus.add(m.id));
  };
  for (const type of ['button', 'column', 'form'] as const) {
    for (const item of wanted[type]) {
      const menu = menus.get(itemMenus.get(`${type}:${item}`) ?? '');
      if (menu) keep(menu, true);
    }
  }
  for (const id of wanted.module) {
    const m = menus.get(id);
    if (m && !container(m)) keep(m, false);
  }
  for (const id of [...wanted.module]) {
    const m = menus.get(id);
    if (m && container(m) && !keptMenus.has(id)) wanted.module.delete(id);
  }
  for (const id of [...wanted.system]) if (systemsWithMenus.has(id) && !keptSystems.has(id)) wanted.system.delete(id);
}
