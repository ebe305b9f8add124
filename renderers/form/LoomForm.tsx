/**
 * The generated form: the compiled layout with the registry's inputs, over a form model (src/engine/form/model)
 * that holds the record, runs the calculations and validates a submit with the record validation the server runs.
 * Its `formData` prop is the starting record only, so a failed save never resets anything. Submit from outside with
 * `ref.current.submit()`.
 */
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCalcGraph } from '../../src/engine/form/calc';
import { createFormModel, type FormMeta, type FormModel } from '../../src/engine/form/model';
import type { RecordProblem } from '../../src/engine/record/validate';
import type { CompiledForm } from '../../src/engine/form/types';
import { SubmitAttemptContext } from './freshErrors';
import { FrameClassesContext, useFrameClasses } from './frame';
import { problemText } from './messages';
import { formSettings, FormSettingsContext } from './settings';
import { FormBody } from './slots';
import { FormValuesContext } from './values';
import { StaticFrameContext } from '../layout/staticFrame';
import { staticFieldFrame } from './staticField';

export type Record_ = Record<string, unknown>;

/** What the page holding a form can do with it. */
export interface LoomFormHandle {
  /** Validates the record and hands it to `onSubmit`, or shows what is wrong. */
  submit(): void;
  /** The form model holding the record. */
  readonly model: FormModel;
}

export interface LoomFormProps {
  compiled: CompiledForm;
  /** The starting record; keep the same object for the life of the form. */
  formData: Record_;
  onSubmit: (record: Record_) => void;
  onChange?: (record: Record_) => void;
  formRef?: Ref<LoomFormHandle>;
  disabled?: boolean;
  readonly?: boolean;
  /** Who the record is (id, model id …), for the QR code's form payload. */
  meta?: FormMeta;
}

export function LoomForm({ compiled, formData, onSubmit, onChange, formRef, disabled, readonly, meta }: LoomFormProps) {
  const { t } = useTranslation('form');
  // Messages are worded when a submit is refused, in the language of that moment.
  const words = useRef((p: RecordProblem) => problemText(t, p));
  words.current = (p: RecordProblem) => problemText(t, p);
  const [model] = useState(() => createFormModel(formData, {
    definition: compiled.definition,
    index: compiled.index,
    graph: buildCalcGraph(compiled.definition.fields),
    meta,
    message: (p) => words.current(p),
  }));
  useEffect(() => () => model.dispose(), [model]);
  useEffect(() => (onChange ? model.subscribe(() => onChange(model.snapshot())) : undefined), [model, onChange]);
  // Sub-table cells compare their value with the one they were refused with; each refusal starts that anew.
  const [refusals, setRefusals] = useState(0);
  const submitted = useRef(onSubmit);
  submitted.current = onSubmit;
  useImperativeHandle(formRef, () => ({
    model,
    submit() {
      const record = model.submit();
      if (record) submitted.current(record);
      else setRefusals(model.refusals);
    },
  }), [model]);
  const settings = useMemo(() => formSettings(compiled, disabled, readonly), [compiled, disabled, readonly]);
  const frameClasses = useFrameClasses();
  return (
    <FormValuesContext.Provider value={model}>
    <FormSettingsContext.Provider value={settings}>
    <FrameClassesContext.Provider value={frameClasses}>
    <SubmitAttemptContext.Provider value={refusals}>
    <StaticFrameContext.Provider value={staticFieldFrame}>
      <form className="loom-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <FormBody layout={compiled.layout} gutter={settings.gutter} labelOnTop={settings.labelPosition === 'top'} />
      </form>
    </StaticFrameContext.Provider>
    </SubmitAttemptContext.Provider>
    </FrameClassesContext.Provider>
    </FormSettingsContext.Provider>
    </FormValuesContext.Provider>
  );
}
