/** GET /api/oauth/CurrentUser: the user's menus per system, permissions, user info and system configuration. */
import type { Db } from '../../db';
import type { Module, User } from '../../db/schema';
import type { CurrentUserData, MenuItem, MenuType, PermissionEntry, SysConfigInfo, SystemRef, UserInfo }
  from '../../../engine/types';
import { readSysConfig, type SysConfig } from '../../db/sysConfig';
import { loadAccess, type Access } from '../permission/access';

function menuItem(m: Module): MenuItem {
  return {
    id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, icon: m.icon ?? '',
    urlAddress: m.urlAddress, linkTarget: m.linkTarget ?? '_self', type: m.type as MenuType,
    propertyJson: m.propertyJson ?? '{}', sortCode: m.sortCode, category: m.category === 'App' ? 'App' : 'Web',
    systemId: m.systemId, hidden: m.hidden === 1, hasChildren: false, children: [],
  };
}

/** Builds the menu tree of one system; items whose parent is not permitted are left out (unreachable). */
function menuTree(modules: Module[], systemId: string): MenuItem[] {
  const items = modules.filter((m) => m.systemId === systemId).map(menuItem);
  const byId = new Map(items.map((i) => [i.id, i]));
  const roots: MenuItem[] = [];
  for (const item of items) {
    if (item.parentId === '-1' || item.parentId === systemId) roots.push(item);
    else byId.get(item.parentId!)?.children!.push(item);
  }
  const mark = (list: MenuItem[]) => list.forEach((i) => {
    i.hasChildren = i.children!.length > 0;
    mark(i.children!);
  });
  mark(roots);
  return roots;
}

function permissionList(access: Access): PermissionEntry[] {
  return access.modules.map((m) => {
    const codes = (kind: 'button' | 'column' | 'form') => access.parts[kind].filter((p) => p.moduleId === m.id)
      .map((p) => ({ id: p.id, fullName: p.fullName, enCode: p.enCode }));
    return { modelId: m.id, moduleName: m.fullName, button: codes('button'), column: codes('column'),
      form: codes('form'), resource: [] };
  });
}

function sysConfigInfo(cfg: SysConfig): SysConfigInfo {
  const s = (k: string, d = '') => (cfg[k] === undefined || cfg[k] === null ? d : String(cfg[k]));
  return { sysName: s('sysName', 'Loom'), sysVersion: s('sysVersion'), logoIcon: s('logoIcon'),
    navigationIcon: s('navigationIcon'), loginIcon: s('loginIcon'), copyright: s('copyright'),
    companyName: s('companyName'), title: s('title') };
}

/** Walks up the organize tree from a department to its company. */
async function orgChain(db: Db, organizeId: string | null) {
  const all = await db.selectFrom('organize').select(['id', 'parentId', 'category', 'fullName']).execute();
  const byId = new Map(all.map((o) => [o.id, o]));
  const dept = organizeId ? byId.get(organizeId) : undefined;
  let company = dept;
  for (let i = 0; company && company.category !== 'company' && i < 50; i++) company = byId.get(company.parentId);
  return { dept, company: company ?? dept };
}

async function userInfo(db: Db, user: User, access: Access, currentSystemId: string): Promise<UserInfo> {
  const { dept, company } = await orgChain(db, user.organizeId);
  const positions = await db.selectFrom('userRelation').innerJoin('position', 'position.id', 'userRelation.objectId')
    .select(['position.id', 'position.fullName']).where('userRelation.userId', '=', user.id)
    .where('userRelation.objectType', '=', 'Position').orderBy('userRelation.sortCode').execute();
  const roles = access.roleIds.length
    ? await db.selectFrom('role').select(['id', 'fullName']).where('id', 'in', access.roleIds).execute() : [];
  const logins = await db.selectFrom('loginLog').selectAll().where('userId', '=', user.id).where('success', '=', 1)
    .orderBy('loginTime', 'desc').orderBy('id', 'desc').limit(2).execute();
  const [current, prev] = logins;
  const systems = await db.selectFrom('system').selectAll().orderBy('sortCode').execute();
  const systemIds: SystemRef[] = systems.filter((s) => access.systemIds.has(s.id)).map((s) => ({
    id: s.id, enCode: s.enCode, name: s.fullName, icon: s.icon ?? '', currentSystem: s.id === currentSystemId,
    sortCode: s.sortCode,
  }));
  return {
    userId: user.id, userAccount: user.account, userName: user.realName, headIcon: user.headIcon ?? '',
    gender: user.gender, organizeId: company?.id ?? '', organizeName: company?.fullName ?? '',
    departmentId: dept?.id ?? '', departmentName: dept?.fullName ?? '',
    positionIds: positions.map((p) => ({ id: p.id, name: p.fullName })), positionId: positions[0]?.id ?? '',
    positionName: positions.map((p) => p.fullName).join(','), roleIds: access.roleIds,
    roleName: roles.map((r) => r.fullName).join(','), isAdministrator: user.isAdministrator === 1,
    portalId: user.portalId ?? '', signImg: user.signImg ?? '', changePasswordDate: user.changePasswordDate,
    prevLogin: prev ? 1 : 0, prevLoginTime: prev?.loginTime ?? null, prevLoginIPAddress: prev?.ipAddress ?? null,
    prevLoginIPAddressName: prev?.ipAddressName ?? null, loginTime: current?.loginTime ?? null,
    loginIPAddress: current?.ipAddress ?? null, systemIds, systemId: currentSystemId, theme: user.theme ?? 'classic',
    // '' until the user picks one: the client then keeps its own default (stored choice, else browser language).
    language: user.language ?? '', mobilePhone: user.mobilePhone, email: user.email,
  };
}

export async function buildCurrentUser(db: Db, user: User): Promise<CurrentUserData> {
  const access = await loadAccess(db, user);
  const systems = await db.selectFrom('system').selectAll().where('enabledMark', '=', 1).orderBy('sortCode').execute();
  const permitted = systems.filter((s) => access.systemIds.has(s.id));
  const current = permitted.find((s) => s.id === user.systemId) ?? permitted.find((s) => s.isMain === 1)
    ?? permitted[0];
  const routerList: MenuItem[] = permitted.map((s) => {
    const children = menuTree(access.modules, s.id);
    return { id: s.id, parentId: '-1', fullName: s.fullName, enCode: s.enCode, icon: s.icon ?? '', type: 0,
      urlAddress: null, linkTarget: '_self', propertyJson: '{}', sortCode: s.sortCode, category: 'Web',
      systemId: s.id, hidden: false, hasChildren: children.length > 0, children };
  });
  return {
    menuList: current ? routerList.find((r) => r.id === current.id)!.children! : [],
    routerList,
    permissionList: permissionList(access),
    userInfo: await userInfo(db, user, access, current?.id ?? ''),
    sysConfigInfo: sysConfigInfo(await readSysConfig(db)),
  };
}
