/**
 * Refusals of the dictionary, serial-number rule and area administration in the three UI languages; the wording
 * follows the original product where it has one (字典值编码已存在 ...).
 */
import { type Lang, textLookup } from '../../i18n';

const texts = {
  'zh-CN': {
    typeNameTaken: '字典分类名称已存在',
    typeCodeTaken: '字典分类编码已存在',
    typeParentMissing: '上级分类不存在',
    typeParentLoop: '上级分类不能是自己或自己的下级',
    typeHasChildren: '该字典分类下有子分类，不能删除',
    typeHasData: '该字典分类下有字典值，不能删除',
    typeMissing: '字典分类不存在',
    dataNameTaken: '字典值名称已存在',
    dataCodeTaken: '字典值编码已存在',
    dataParentMissing: '上级字典值不存在',
    dataParentLoop: '上级字典值不能是自己或自己的下级',
    dataHasChildren: '该字典值下有子数据，不能删除',
    importInvalid: '导入文件格式错误，请选择导出的字典文件',
    importExists: '字典分类{name}已存在，不能重复导入',
    importParentMissing: '上级分类不存在，请先导入上级分类',
    imported: '导入成功',
    topNode: '顶级节点',
  },
  'zh-TW': {
    typeNameTaken: '字典分類名稱已存在',
    typeCodeTaken: '字典分類編碼已存在',
    typeParentMissing: '上級分類不存在',
    typeParentLoop: '上級分類不能是自己或自己的下級',
    typeHasChildren: '該字典分類下有子分類，不能刪除',
    typeHasData: '該字典分類下有字典值，不能刪除',
    typeMissing: '字典分類不存在',
    dataNameTaken: '字典值名稱已存在',
    dataCodeTaken: '字典值編碼已存在',
    dataParentMissing: '上級字典值不存在',
    dataParentLoop: '上級字典值不能是自己或自己的下級',
    dataHasChildren: '該字典值下有子數據，不能刪除',
    importInvalid: '導入文件格式錯誤，請選擇導出的字典文件',
    importExists: '字典分類{name}已存在，不能重複導入',
    importParentMissing: '上級分類不存在，請先導入上級分類',
    imported: '導入成功',
    topNode: '頂級節點',
  },
  en: {
    typeNameTaken: 'A dictionary category of this name already exists',
    typeCodeTaken: 'A dictionary category of this code already exists',
    typeParentMissing: 'The parent category does not exist',
    typeParentLoop: 'A category cannot be its own parent or the parent of its parent',
    typeHasChildren: 'This category has sub-categories, so it cannot be deleted',
    typeHasData: 'This category has entries, so it cannot be deleted',
    typeMissing: 'The dictionary category does not exist',
    dataNameTaken: 'An entry of this name already exists in the category',
    dataCodeTaken: 'An entry of this code already exists in the category',
    dataParentMissing: 'The parent entry does not exist',
    dataParentLoop: 'An entry cannot be its own parent or the parent of its parent',
    dataHasChildren: 'This entry has child entries, so it cannot be deleted',
    importInvalid: 'The file is not an exported dictionary file',
    importExists: 'The dictionary category {name} already exists and cannot be imported again',
    importParentMissing: 'The parent category does not exist; import it first',
    imported: 'Imported',
    topNode: 'Top level',
  },
} satisfies Record<Lang, Record<string, string>>;

export type DictionaryText = keyof (typeof texts)['zh-CN'];

/** Localised text with {name} placeholders filled. */
export const dictionaryText = textLookup(texts);
