/** Words of the definition editor (the 功能设计 form's formData and columnData fields) in the three languages. */
import { useTranslation } from 'react-i18next';
import { screenLangOf } from '../../../../engine/screen';

const TEXTS = {
  'zh-CN': {
    preview: '预览', formPreview: '表单预览', listPreview: '列表预览', noProblems: '没有发现问题',
    problems: '发现 {n} 个问题', previewUnavailable: '修正问题后显示预览', search: '查询条件', buttons: '按钮',
    noData: '暂无数据', billRules: '单据规则字段', chooseRule: '选择规则', noRule: '未选择规则',
  },
  'zh-TW': {
    preview: '預覽', formPreview: '表單預覽', listPreview: '列表預覽', noProblems: '沒有發現問題',
    problems: '發現 {n} 個問題', previewUnavailable: '修正問題後顯示預覽', search: '查詢條件', buttons: '按鈕',
    noData: '暫無資料', billRules: '單據規則欄位', chooseRule: '選擇規則', noRule: '未選擇規則',
  },
  en: {
    preview: 'Preview', formPreview: 'Form preview', listPreview: 'List preview', noProblems: 'No problems found',
    problems: '{n} problem(s) found', previewUnavailable: 'The preview shows once the problems are fixed', search: 'Search',
    buttons: 'Buttons', noData: 'No data', billRules: 'Serial-number fields', chooseRule: 'Choose rule',
    noRule: 'No rule chosen',
  },
} as const;

export type EditorTexts = { [K in keyof (typeof TEXTS)['en']]: string };

/** The editor's words in the interface language, and that language for the checker's messages. */
export function useEditorTexts(): { texts: EditorTexts; lang: 'zh-CN' | 'zh-TW' | 'en' } {
  const { i18n } = useTranslation();
  const lang = screenLangOf(i18n.language ?? 'zh-CN');
  return { texts: TEXTS[lang], lang };
}
