/**
 * The words of the record validation's problems in the form, in the user's language: an empty required field reads
 * `<label>不能为空`, a regList rule its own message, anything else `<label> 格式不正确`. A sub-table cell's message
 * sits in the cell, so it names the column without the row.
 */
import type { TFunction } from 'i18next';
import type { RecordProblem } from '../../src/engine/record/validate';

export function problemText(t: TFunction, p: RecordProblem): string {
  if (p.rule === 'required') return String(t('required', { label: p.label }));
  if (p.rule === 'pattern' && p.message) return p.message;
  return `${p.label} ${String(t('list.invalidValue'))}`;
}
