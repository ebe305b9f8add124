/** Texts of 菜单管理 (systems, menus and their buttons, columns and form fields) and 权限授权, in the three UI languages. */
import type { Lang } from '../../i18n';

const texts = {
  'zh-CN': {
    systemNotFound: '系统不存在',
    menuNotFound: '菜单不存在',
    partNotFound: '数据不存在',
    roleNotFound: '角色不存在',
    enCodeTaken: '编码已存在',
    fullNameTaken: '名称已存在',
    mainSystemLocked: '主系统不能删除或禁用',
    systemHasMenus: '该系统下有菜单，不能删除',
    menuHasChildren: '该菜单下有子菜单，不能删除',
    parentInvalid: '上级菜单不存在或不属于该系统',
    parentCycle: '上级菜单不能是自己或自己的下级',
    propertyJsonInvalid: '扩展属性propertyJson必须是JSON对象',
    itemsUnknown: '授权项{type}中有不存在的数据：{id}',
    fieldListInvalid: '参数fieldList必须是JSON数组字符串',
    notAFormMenu: '该菜单不是功能表单菜单，或其表单不存在',
    thirdPartyNotConfigured: '三方同步未配置：请先在系统配置中填写{party}的企业参数',
    dingTalk: '钉钉',
    weCom: '企业微信',
  },
  'zh-TW': {
    systemNotFound: '系統不存在',
    menuNotFound: '菜單不存在',
    partNotFound: '數據不存在',
    roleNotFound: '角色不存在',
    enCodeTaken: '編碼已存在',
    fullNameTaken: '名稱已存在',
    mainSystemLocked: '主系統不能刪除或禁用',
    systemHasMenus: '該系統下有菜單，不能刪除',
    menuHasChildren: '該菜單下有子菜單，不能刪除',
    parentInvalid: '上級菜單不存在或不屬於該系統',
    parentCycle: '上級菜單不能是自己或自己的下級',
    propertyJsonInvalid: '擴展屬性propertyJson必須是JSON對象',
    itemsUnknown: '授權項{type}中有不存在的數據：{id}',
    fieldListInvalid: '參數fieldList必須是JSON數組字符串',
    notAFormMenu: '該菜單不是功能表單菜單，或其表單不存在',
    thirdPartyNotConfigured: '三方同步未配置：請先在系統配置中填寫{party}的企業參數',
    dingTalk: '釘釘',
    weCom: '企業微信',
  },
  en: {
    systemNotFound: 'The system does not exist',
    menuNotFound: 'The menu does not exist',
    partNotFound: 'The item does not exist',
    roleNotFound: 'The role does not exist',
    enCodeTaken: 'The code is already taken',
    fullNameTaken: 'The name is already taken',
    mainSystemLocked: 'The main system cannot be deleted or disabled',
    systemHasMenus: 'The system still has menus and cannot be deleted',
    menuHasChildren: 'The menu has sub-menus and cannot be deleted',
    parentInvalid: 'The parent menu does not exist or belongs to another system',
    parentCycle: 'A menu cannot be placed under itself or one of its sub-menus',
    propertyJsonInvalid: 'propertyJson must be a JSON object',
    itemsUnknown: 'The {type} grants name an item that does not exist: {id}',
    fieldListInvalid: 'fieldList must be a JSON array string',
    notAFormMenu: 'The menu does not open a generated form, or its form does not exist',
    thirdPartyNotConfigured: 'Third-party sync is not configured: enter the {party} organisation settings in System settings first',
    dingTalk: 'DingTalk',
    weCom: 'WeCom',
  },
} satisfies Record<Lang, Record<string, string>>;

export type MenuText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export function menuText(lang: Lang, key: MenuText, params: Record<string, string | number> = {}): string {
  return texts[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
