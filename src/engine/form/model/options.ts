/** What a form model is made with: the form, its calculations, who the record is, the clock and the wording. */
import type { FormDefinition } from '../../types';
import type { CalcGraph } from '../calc';
import type { IndexedField } from '../types';
import type { RecordProblem, ValidateOptions } from '../../record/validate';
import type { Clock } from './clock';

/** Who the record is, for the QR code's form payload (id, mid, mt, fid, pid, ftid, opt). */
export interface FormMeta {
  /** The record id (empty for a new record). */
  id?: string;
  /** The model (visual-dev) id. */
  modelId?: string;
  /** The model type (webType). */
  modelType?: string | number;
  flowId?: string;
  processId?: string;
  taskId?: string;
  opType?: string | number;
}

/** Delay between the last change and the recomputation of the calculate fields. */
export const CALC_DEBOUNCE_MS = 100;

export interface FormModelOptions {
  /** The form: a submit validates the record against it. Without one (a detail view) nothing is validated. */
  definition?: FormDefinition | null;
  /** The compiled field index (labels, kinds) for readers that need a field's definition by name. */
  index?: Record<string, IndexedField>;
  /** The form's calculation graph: the model runs the form-level calculate fields. */
  graph?: CalcGraph | null;
  meta?: FormMeta;
  /** Debounce of the calculations (ms), 100 by default. */
  delay?: number;
  clock?: Clock;
  /** Words a validation problem in the user's language (the view's i18n); the rule and label by default. */
  message?: (problem: RecordProblem) => string;
  /** Passed to the record validation (option lookups, fields whose emptiness is allowed). */
  validate?: ValidateOptions;
}
