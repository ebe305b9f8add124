/**
 * Saving a generated-form record: parse, validate against the stored formData (the same validateRecord the web
 * runs), keep only fields of the form, fill the system fields. Nothing is stored when a check fails. The rules that
 * need no server (keeping, system fields, calculations) are the engine's (engine/record/save.ts).
 */
import type { FormDefinition } from '../../../engine/types';
import { validateRecord, type RecordProblem, type ValidateOptions } from '../../../engine/record/validate';
import { ApiError } from '../../http/envelope';
import { parseJsonObject } from '../../http/json';
import { translate, type Lang, type MessageKey } from '../../i18n';
import { isVisualdevText, vdText } from './messages';

/** Localised text of a problem, e.g. 订单编号不能为空 / 采购明细第2行：数量格式不正确，应为数字. */
export function problemMessage(lang: Lang, p: RecordProblem): string {
  const prefix = p.row !== undefined ? translate(lang, 'rowPrefix', { table: p.tableLabel ?? '', row: p.row + 1 }) : '';
  if (p.rule === 'pattern') return prefix + (p.message || translate(lang, 'paramInvalid', { field: p.label }));
  if (p.rule === 'required') return prefix + translate(lang, 'fieldRequired', { label: p.label });
  if (p.rule === 'option') return prefix + vdText(lang, 'optionInvalid', { label: p.label });
  const kindKey = `kind_${p.expected ?? 'string'}`;
  const type = isVisualdevText(kindKey) ? vdText(lang, kindKey) : translate(lang, kindKey as MessageKey);
  return prefix + translate(lang, 'fieldType', { label: p.label, type });
}

/** Parses the `data` JSON string of a save request into an object, or refuses it. */
export function parseRecordData(data: string): Record<string, unknown> {
  return parseJsonObject(data, 'dataNotObject');
}

/** Throws 400 with the first problem, localised. */
export function assertValid(lang: Lang, form: FormDefinition, record: Record<string, unknown>, opts?: ValidateOptions) {
  const problems = validateRecord(form, record, opts);
  if (problems.length) throw new ApiError(400, 'paramInvalid', {}, problemMessage(lang, problems[0]));
}

export { fillSystemFields, keepKnownFields, recomputeCalcs, type SystemValues } from '../../../engine/record/save';
