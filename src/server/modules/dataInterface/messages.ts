/** Texts of the data-interface endpoints in the three UI languages. */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': { missing: '数据接口不存在或已停用', badConfig: '数据接口{name}的配置无效，请联系管理员',
    unknownColumn: '参数{field}不合法：数据接口没有字段{column}' },
  'zh-TW': { missing: '數據接口不存在或已停用', badConfig: '數據接口{name}的配置無效，請聯繫管理員',
    unknownColumn: '參數{field}不合法：數據接口沒有欄位{column}' },
  en: { missing: 'The data interface does not exist or is disabled',
    badConfig: 'The data interface {name} is misconfigured, please contact the administrator',
    unknownColumn: 'Parameter {field} is invalid: the data interface has no field {column}' },
} satisfies Record<Lang, Record<string, string>>;

/** Localised text with {name} placeholders filled. */
export const interfaceText = textLookup(texts);
