/**
 * Texts of the current-user endpoints in the three UI languages. The password texts keep the product's Chinese
 * wording; the toasts are the product's answers (切换成功 / Switch Language Success / 切換成功).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';
import { type Lang, textLookup } from '../../i18n';

export const CURRENT = '/api/permission/Users/Current';

const texts = {
  'zh-CN': {
    oldPasswordRequired: '旧密码不能为空',
    newPasswordRequired: '新密码不能为空',
    oldPasswordWrong: '旧密码错误，请重新输入',
    passwordSameAsOld: '新密码不能与旧密码相同',
    passwordChanged: '修改成功，请牢记新密码',
    themeSaved: '设置成功',
    languageSaved: '切换成功',
    systemSwitched: '切换成功',
    systemNotMine: '您不属于该系统，无法切换',
    mobileInvalid: '请正确输入您的手机号',
    emailInvalid: '请正确输入您的邮箱',
    realNameRequired: '姓名不能为空',
    avatarMissing: '头像文件不存在，请重新上传',
    avatarSaved: '头像更换成功',
    signImgInvalid: '签名图片格式不正确',
    signImgNotFound: '签名不存在',
    signImgDefault: '设置默认签名成功',
    log_login: '登录成功',
    log_wrongPassword: '密码错误',
    log_wrongPasswordLocked: '密码错误，账号已锁定',
    log_locked: '账号已锁定',
    log_disabled: '账号已禁用',
  },
  'zh-TW': {
    oldPasswordRequired: '舊密碼不能為空',
    newPasswordRequired: '新密碼不能為空',
    oldPasswordWrong: '舊密碼錯誤，請重新輸入',
    passwordSameAsOld: '新密碼不能與舊密碼相同',
    passwordChanged: '修改成功，請牢記新密碼',
    themeSaved: '設置成功',
    languageSaved: '切換成功',
    systemSwitched: '切換成功',
    systemNotMine: '您不屬於該系統，無法切換',
    mobileInvalid: '請正確輸入您的手機號',
    emailInvalid: '請正確輸入您的郵箱',
    realNameRequired: '姓名不能為空',
    avatarMissing: '頭像文件不存在，請重新上傳',
    avatarSaved: '頭像更換成功',
    signImgInvalid: '簽名圖片格式不正確',
    signImgNotFound: '簽名不存在',
    signImgDefault: '設置默認簽名成功',
    log_login: '登錄成功',
    log_wrongPassword: '密碼錯誤',
    log_wrongPasswordLocked: '密碼錯誤，帳號已鎖定',
    log_locked: '帳號已鎖定',
    log_disabled: '帳號已禁用',
  },
  en: {
    oldPasswordRequired: 'Old password cannot be empty',
    newPasswordRequired: 'New password cannot be empty',
    oldPasswordWrong: 'The old password is wrong, please enter it again',
    passwordSameAsOld: 'The new password cannot be the same as the old one',
    passwordChanged: 'Password changed, please remember the new password',
    themeSaved: 'Saved',
    languageSaved: 'Switch Language Success',
    systemSwitched: 'Switched',
    systemNotMine: 'You do not belong to that system',
    mobileInvalid: 'Please enter a valid mobile number',
    emailInvalid: 'Please enter a valid email address',
    realNameRequired: 'Name cannot be empty',
    avatarMissing: 'The avatar file does not exist, please upload it again',
    avatarSaved: 'Avatar changed',
    signImgInvalid: 'The signature image is not valid',
    signImgNotFound: 'The signature does not exist',
    signImgDefault: 'Default signature set',
    log_login: 'Logged in',
    log_wrongPassword: 'Wrong password',
    log_wrongPasswordLocked: 'Wrong password, account locked',
    log_locked: 'Account locked',
    log_disabled: 'Account disabled',
  },
} satisfies Record<Lang, Record<string, string>>;

export type CurrentText = keyof (typeof texts)['zh-CN'];

/** Localised text of the current-user endpoints. */
export const currentText = textLookup(texts);

/** A 400 with a localised current-user text. */
export const refuse = (req: FastifyRequest, key: CurrentText) =>
  new ApiError(400, 'paramInvalid', {}, currentText(req.lang, key));
