/** Shapes of the definition checker (issue 3 item 7). */

/** Every kind of problem the checker reports; each has a message in the three UI languages (messages.ts). */
export type DefinitionCode =
  | 'invalidJson'
  | 'notObject'
  | 'schema.required'
  | 'schema.type'
  | 'schema.enum'
  | 'schema.empty'
  | 'schema.range'
  | 'schema.invalid'
  | 'unknownKind'
  | 'missingName'
  | 'badName'
  | 'duplicateName'
  | 'calcMissing'
  | 'calcNotNumber'
  | 'relationNotSet'
  | 'relationMissing'
  | 'relationWrongKind'
  | 'notAllowedInTable'
  | 'summaryNotColumn'
  | 'listPropMissing'
  | 'unknownUploadCheck';

/** Which document a problem is in: the form definition (formData) or the list definition (columnData). */
export type DefinitionSource = 'formData' | 'columnData';

export interface DefinitionProblem {
  /** JSON path inside its document, e.g. `$.fields[3].__config__.jnpfKey` or `$.columnList[0].prop`. */
  path: string;
  code: DefinitionCode;
  params: Record<string, string>;
  /** English default text; `definitionMessage(problem, lang)` gives it in the user's language. */
  message: string;
  source: DefinitionSource;
}
