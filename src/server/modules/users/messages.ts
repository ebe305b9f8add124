/**
 * Texts of user administration (/api/permission/Users and the administrator list) in the three UI languages.
 * 账户已存在 and 两次密码输入不一致 are the product's wording; the last-administrator texts say what must remain so
 * the administrator knows what to do instead.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    accountExists: '账户已存在',
    organizeMissing: '所属组织不存在或已禁用',
    positionMissing: '岗位不存在',
    roleMissing: '角色不存在',
    groupMissing: '分组不存在',
    managerMissing: '直属主管不存在',
    managerSelf: '直属主管不能是自己',
    passwordMismatch: '两次密码输入不一致',
    idMismatch: '参数id与请求地址中的用户不一致',
    passwordReset: '重置密码成功',
    enabled: '启用成功',
    disabled: '禁用成功',
    lastAdmin: '至少需要保留一位启用的管理员，不能删除、禁用或撤销最后一位管理员',
    deleteSelf: '不能删除自己的账户',
    disableSelf: '不能禁用自己的账户',
    adminListEmpty: '管理员列表不能为空',
    adminNotFound: '管理员中有不存在或已禁用的用户',
    adminOnly: '只有管理员可以修改管理员的账户',
  },
  'zh-TW': {
    accountExists: '賬戶已存在',
    organizeMissing: '所屬組織不存在或已停用',
    positionMissing: '崗位不存在',
    roleMissing: '角色不存在',
    groupMissing: '分組不存在',
    managerMissing: '直屬主管不存在',
    managerSelf: '直屬主管不能是自己',
    passwordMismatch: '兩次密碼輸入不一致',
    idMismatch: '參數id與請求地址中的用戶不一致',
    passwordReset: '重置密碼成功',
    enabled: '啟用成功',
    disabled: '停用成功',
    lastAdmin: '至少需要保留一位啟用的管理員，不能刪除、停用或撤銷最後一位管理員',
    deleteSelf: '不能刪除自己的賬戶',
    disableSelf: '不能停用自己的賬戶',
    adminListEmpty: '管理員列表不能為空',
    adminNotFound: '管理員中有不存在或已停用的用戶',
    adminOnly: '只有管理員可以修改管理員的賬戶',
  },
  en: {
    accountExists: 'The account already exists',
    organizeMissing: 'The organisation does not exist or is disabled',
    positionMissing: 'The position does not exist',
    roleMissing: 'The role does not exist',
    groupMissing: 'The group does not exist',
    managerMissing: 'The manager does not exist',
    managerSelf: 'A user cannot be their own manager',
    passwordMismatch: 'The two passwords are inconsistent',
    idMismatch: 'The id does not match the user of the address',
    passwordReset: 'Password reset',
    enabled: 'Enabled',
    disabled: 'Disabled',
    lastAdmin: 'At least one enabled administrator must remain: the last one cannot be deleted, disabled or demoted',
    deleteSelf: 'You cannot delete your own account',
    disableSelf: 'You cannot disable your own account',
    adminListEmpty: 'The administrator list cannot be empty',
    adminNotFound: 'The administrator list names a user who does not exist or is disabled',
    adminOnly: 'Only an administrator may change an administrator\'s account',
  },
} satisfies Record<Lang, Record<string, string>>;

export type UsersText = keyof (typeof texts)['zh-CN'];

export const usersText = textLookup(texts);

/** A 400 refusal in the caller's language. */
export const refuseUser = (req: FastifyRequest, key: UsersText) =>
  new ApiError(400, 'paramInvalid', {}, usersText(req.lang, key));
