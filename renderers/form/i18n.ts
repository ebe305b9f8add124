/**
 * Strings of the form's validation messages beyond `required`, merged into the `form` namespace under the key `model`
 * (t('model.someKey')). The words are the server's for the same problems, so a refused form and a refused save agree.
 */
const zhCN = {
  typeInvalid: '{{label}}格式不正确',
  optionInvalid: '{{label}}的值不在可选项中',
};

type Messages = typeof zhCN;

const zhTW: Messages = {
  typeInvalid: '{{label}}格式不正確',
  optionInvalid: '{{label}}的值不在可選項中',
};

const en: Messages = {
  typeInvalid: '"{{label}}" is not valid',
  optionInvalid: '"{{label}}" is not one of the options',
};

export const formModelMessages: Record<'zh-CN' | 'zh-TW' | 'en', Messages> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en };
