export * from './types';
export { checkScreen, formFilesOf, SCREEN_CELL_KINDS, SCREEN_SEARCH_KINDS, BUILTIN_ACTIONS, TOOLBAR_ACTIONS } from './check';
export { screenMessage, screenLang, formatScreenProblems } from './messages';
export { screenSchema, screenFormSchema, screenSchemaProblems, formFileSchemaProblems } from './schema';
export { formAjv, compileFormSchema } from './formSchema';
export * from './load';
export * from './formText';
export { formLabelProblems } from './formLabels';
