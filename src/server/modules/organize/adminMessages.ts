/**
 * Refusals of the organisation, department, position, role and group administration (issue 11 items 3 and 7) in
 * the three UI languages. Duplicate texts follow the original product's wording (公司编码不能重复 ...).
 */
import type { Lang } from '../../i18n';

const texts = {
  'zh-CN': {
    companyNameTaken: '公司名称不能重复',
    companyCodeTaken: '公司编码不能重复',
    departmentNameTaken: '部门名称不能重复',
    departmentCodeTaken: '部门编码不能重复',
    positionNameTaken: '岗位名称不能重复',
    positionCodeTaken: '岗位编码不能重复',
    roleNameTaken: '角色名称不能重复',
    roleCodeTaken: '角色编码不能重复',
    groupNameTaken: '分组名称不能重复',
    groupCodeTaken: '分组编码不能重复',
    parentMissing: '上级组织不存在',
    parentNotCompany: '公司的上级只能是公司',
    parentIsSelf: '上级组织不能是自己或自己的下级',
    organizeMissing: '所属组织不存在',
    roleNeedsOrganize: '组织角色请选择所属组织',
    organizeHasChildren: '该组织下还有下级组织或部门，不能删除',
    organizeHasUsers: '该组织下还有用户，不能删除',
    organizeHasPositions: '该组织下还有岗位，不能删除',
    organizeHasRoles: '该组织还绑定着角色，不能删除',
    positionInUse: '该岗位下还有用户，不能删除',
    roleInUse: '该角色下还有用户，不能删除',
    groupInUse: '该分组下还有用户，不能删除',
    notCompany: '该数据不是公司',
    notDepartment: '该数据不是部门',
  },
  'zh-TW': {
    companyNameTaken: '公司名稱不能重複',
    companyCodeTaken: '公司編碼不能重複',
    departmentNameTaken: '部門名稱不能重複',
    departmentCodeTaken: '部門編碼不能重複',
    positionNameTaken: '崗位名稱不能重複',
    positionCodeTaken: '崗位編碼不能重複',
    roleNameTaken: '角色名稱不能重複',
    roleCodeTaken: '角色編碼不能重複',
    groupNameTaken: '分組名稱不能重複',
    groupCodeTaken: '分組編碼不能重複',
    parentMissing: '上級組織不存在',
    parentNotCompany: '公司的上級只能是公司',
    parentIsSelf: '上級組織不能是自己或自己的下級',
    organizeMissing: '所屬組織不存在',
    roleNeedsOrganize: '組織角色請選擇所屬組織',
    organizeHasChildren: '該組織下還有下級組織或部門，不能刪除',
    organizeHasUsers: '該組織下還有用戶，不能刪除',
    organizeHasPositions: '該組織下還有崗位，不能刪除',
    organizeHasRoles: '該組織還綁定著角色，不能刪除',
    positionInUse: '該崗位下還有用戶，不能刪除',
    roleInUse: '該角色下還有用戶，不能刪除',
    groupInUse: '該分組下還有用戶，不能刪除',
    notCompany: '該數據不是公司',
    notDepartment: '該數據不是部門',
  },
  en: {
    companyNameTaken: 'Another company under the same parent already has this name',
    companyCodeTaken: 'This company code is already in use',
    departmentNameTaken: 'Another department under the same parent already has this name',
    departmentCodeTaken: 'This department code is already in use',
    positionNameTaken: 'This organisation already has a position with this name',
    positionCodeTaken: 'This position code is already in use',
    roleNameTaken: 'This role name is already in use',
    roleCodeTaken: 'This role code is already in use',
    groupNameTaken: 'This group name is already in use',
    groupCodeTaken: 'This group code is already in use',
    parentMissing: 'The parent organisation does not exist',
    parentNotCompany: 'A company can only be placed under a company',
    parentIsSelf: 'An organisation cannot be placed under itself or one of its own sub-organisations',
    organizeMissing: 'The organisation does not exist',
    roleNeedsOrganize: 'Choose the organisations of a role that is not global',
    organizeHasChildren: 'This organisation still has sub-organisations or departments and cannot be deleted',
    organizeHasUsers: 'This organisation still has users and cannot be deleted',
    organizeHasPositions: 'This organisation still has positions and cannot be deleted',
    organizeHasRoles: 'Roles are still bound to this organisation, so it cannot be deleted',
    positionInUse: 'Users still hold this position, so it cannot be deleted',
    roleInUse: 'Users still hold this role, so it cannot be deleted',
    groupInUse: 'This group still has members and cannot be deleted',
    notCompany: 'This is not a company',
    notDepartment: 'This is not a department',
  },
} satisfies Record<Lang, Record<string, string>>;

export type AdminText = keyof (typeof texts)['zh-CN'];

/** Localised refusal text. */
export function adminText(lang: Lang, key: AdminText): string {
  return texts[lang][key];
}
