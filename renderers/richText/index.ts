/** The rich-text editor shared by the generated forms' editor field and the print template editor. */
export { editorHtml, RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { richTextExtensions, type RichTextMode } from './extensions';
export { TAG_CLASS, WRAPPER_TAGS, type PrintTagAttrs } from './printTags';
export { NEW_TABLE_ATTRS } from './table';
export { richTextMessages } from './i18n';
