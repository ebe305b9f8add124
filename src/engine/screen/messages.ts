/**
 * Messages of the screen checker in zh-CN, zh-TW and en: `npm run check-screen` prints them and the tests read
 * them, so a writer of a screen document sees the same words wherever the check runs.
 */
import type { ScreenCode, ScreenLang, ScreenProblem } from './types';

const MESSAGES: Record<ScreenCode, Record<ScreenLang, string>> = {
  invalidJson: { 'zh-CN': '{what} 不是合法的 JSON：{detail}', 'zh-TW': '{what} 不是合法的 JSON：{detail}', en: '{what} is not valid JSON: {detail}' },
  unreadable: { 'zh-CN': '无法读取 {what}', 'zh-TW': '無法讀取 {what}', en: '{what} cannot be read' },
  notObject: { 'zh-CN': '{what} 应为 JSON 对象', 'zh-TW': '{what} 應為 JSON 物件', en: '{what} must be a JSON object' },
  'schema.required': { 'zh-CN': '缺少必需的属性 {property}', 'zh-TW': '缺少必需的屬性 {property}', en: 'the property {property} is required' },
  'schema.type': { 'zh-CN': '类型应为 {expected}', 'zh-TW': '類型應為 {expected}', en: 'must be of type {expected}' },
  'schema.enum': { 'zh-CN': '取值应为以下之一：{allowed}', 'zh-TW': '取值應為以下之一：{allowed}', en: 'must be one of: {allowed}' },
  'schema.empty': { 'zh-CN': '不能为空', 'zh-TW': '不能為空', en: 'must not be empty' },
  'schema.range': { 'zh-CN': '应 {comparison} {limit}', 'zh-TW': '應 {comparison} {limit}', en: 'must be {comparison} {limit}' },
  'schema.unknownProperty': {
    'zh-CN': '未知的属性 {property}', 'zh-TW': '未知的屬性 {property}', en: 'unknown property {property}',
  },
  'schema.invalid': {
    'zh-CN': '取值不符合定义格式（{detail}）', 'zh-TW': '取值不符合定義格式（{detail}）', en: 'has a value of the wrong form ({detail})',
  },
  unknownAction: {
    'zh-CN': '按钮的动作 {action} 不存在：应为 create、update、delete、state、detail、export、import 或 api.actions 中的名称',
    'zh-TW': '按鈕的動作 {action} 不存在：應為 create、update、delete、state、detail、export、import 或 api.actions 中的名稱',
    en: 'the button action {action} does not exist: use create, update, delete, state, detail, export, import or a name in api.actions',
  },
  toolbarOnly: {
    'zh-CN': '动作 {action} 作用于整个列表，只能放在 toolbar 中', 'zh-TW': '動作 {action} 作用於整個列表，只能放在 toolbar 中',
    en: 'the action {action} works on the whole list: it belongs in toolbar only',
  },
  actionWithoutCall: {
    'zh-CN': '动作 {action} 需要 api.{call}', 'zh-TW': '動作 {action} 需要 api.{call}', en: 'the action {action} needs api.{call}',
  },
  unknownForm: { 'zh-CN': '表单 {form} 未在 forms 中定义', 'zh-TW': '表單 {form} 未在 forms 中定義', en: 'the form {form} is not defined in forms' },
  formFileMissing: {
    'zh-CN': '找不到表单文件 {file}', 'zh-TW': '找不到表單檔案 {file}', en: 'the form file {file} cannot be found',
  },
  formFileInvalid: {
    'zh-CN': '表单文件的 schema 无法编译：{detail}', 'zh-TW': '表單檔案的 schema 無法編譯：{detail}', en: 'the form file\'s schema does not compile: {detail}',
  },
  badPermission: {
    'zh-CN': '权限编码 {code} 应以 btn_ 开头', 'zh-TW': '權限編碼 {code} 應以 btn_ 開頭', en: 'the permission code {code} must start with btn_',
  },
  unknownKind: {
    'zh-CN': '未知的类型 {kind}', 'zh-TW': '未知的類型 {kind}', en: 'unknown kind {kind}',
  },
  noListCall: {
    'zh-CN': '模板 {template} 需要 api.list', 'zh-TW': '模板 {template} 需要 api.list', en: 'the template {template} needs api.list',
  },
  duplicateField: {
    'zh-CN': '字段 {field} 重复', 'zh-TW': '欄位 {field} 重複', en: 'the field {field} appears twice',
  },
  labelUntranslated: {
    'zh-CN': '文本 {key} 缺少 {lang} 的翻译（写在 i18n.{lang} 中）', 'zh-TW': '文字 {key} 缺少 {lang} 的翻譯（寫在 i18n.{lang} 中）',
    en: 'the text {key} has no {lang} translation (write it in i18n.{lang})',
  },
  labelUnknown: {
    'zh-CN': 'i18n 的键 {key} 不对应任何字段、文本或选项', 'zh-TW': 'i18n 的鍵 {key} 不對應任何欄位、文字或選項',
    en: 'the i18n key {key} names no field, text or option',
  },
  uploadNotPost: {
    'zh-CN': '上传文件的调用应使用 POST，而不是 {method}', 'zh-TW': '上傳文件的調用應使用 POST，而不是 {method}',
    en: 'a call that uploads a file must be POST, not {method}',
  },
  uploadOptionWithoutUpload: {
    'zh-CN': '{property} 只用于上传文件的调用（upload: true）', 'zh-TW': '{property} 只用於上傳文件的調用（upload: true）',
    en: '{property} applies only to a call that uploads a file (upload: true)',
  },
  unknownUploadCheck: {
    'zh-CN': '上传前检查 {name} 不存在：应为 {known} 之一', 'zh-TW': '上傳前檢查 {name} 不存在：應為 {known} 之一',
    en: 'the pre-upload check {name} does not exist: use one of {known}',
  },
  badAccept: {
    'zh-CN': '文件类型 {entry} 无法识别：应为 .扩展名、类型/*、类型/子类型，或 image、video、audio、excel、word、pdf、txt',
    'zh-TW': '文件類型 {entry} 無法識別：應為 .擴展名、類型/*、類型/子類型，或 image、video、audio、excel、word、pdf、txt',
    en: 'the file type {entry} is not understood: use .ext, type/*, type/subtype, or image, video, audio, excel, word, pdf, txt',
  },
};

/** The language of `lang` among the three, English when unknown. */
export function screenLang(lang: string | undefined): ScreenLang {
  if (!lang) return 'en';
  const l = lang.toLowerCase();
  if (l === 'zh-cn' || l === 'zh' || l === 'zh-hans') return 'zh-CN';
  if (l === 'zh-tw' || l === 'zh-hk' || l === 'zh-hant') return 'zh-TW';
  return 'en';
}

/** The problem's text in a language, its params filled in. */
export function screenMessage(p: Pick<ScreenProblem, 'code' | 'params'>, lang: string = 'en'): string {
  const text = MESSAGES[p.code][screenLang(lang)];
  return text.replace(/\{(\w+)\}/g, (m, k: string) => p.params[k] ?? m);
}

/** `<file>: <path>: <message>` lines, for the CLI. */
export function formatScreenProblems(problems: ScreenProblem[], lang = 'en', documentName = 'screen'): string[] {
  return problems.map((p) => `${p.file ?? documentName}: ${p.path}: ${screenMessage(p, lang)}`);
}
