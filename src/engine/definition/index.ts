export * from './types';
export { checkDefinition } from './check';
export { definitionMessage, definitionLang, formatProblems, type DefinitionLang } from './messages';
export { formSchema, listSchema, schemaProblems, toJsonPath } from './schema';
export { jsonLayout, locatePath, type JsonLayout, type TextSpan } from './locate';
export { completeColumnData, completeDefinition, completeFormData } from './legacy';
export { billRuleFields, setBillRule, type BillRuleField } from './billRules';
