/**
 * The words of the record validation's problems in the form, in the user's language: an empty required field reads
 * `<label>不能为空`, a regList rule its own message, a value outside the field's options `<label>的值不在可选项中`,
 * anything else `<label>格式不正确`. A sub-table cell's message sits in the cell, so it names the column, not the row.
 */
import type { TFunction } from 'i18next';
import type { RecordProblem } from '../../src/engine/record/validate';

export function problemText(t: TFunction, p: RecordProblem): string {
  if (p.rule === 'required') return String(t('required', { label: p.label }));
  if (p.rule === 'pattern' && p.message) return p.message;
  return String(t(p.rule === 'option' ? 'model.optionInvalid' : 'model.typeInvalid', { label: p.label }));
}
