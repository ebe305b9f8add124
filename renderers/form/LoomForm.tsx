/**
 * The generated form: rjsf `Form` with the antd theme and ajv8, fields and templates from the registry, schema and
 * uiSchema from the compiled definition. The form owns what the user types: its `formData` prop is the starting
 * record only, so a failed save never resets anything. Submit from outside with `ref.current.submit()`.
 */
import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type FormClass from '@rjsf/core';
import { Theme as AntdTheme } from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { patternProblems } from '../../src/engine/form/messages';
import { buildCalcGraph, withoutDisplayOnly } from '../../src/engine/form/calc';
import { useTranslation } from 'react-i18next';
import type { CompiledForm } from '../../src/engine/form/types';
import type { LoomFormContext } from './context';
import { makeTransformErrors } from './errors';
import { SubmitAttemptContext } from './freshErrors';
import { loomFields } from './fields';
import { LoomRjsfForm } from './fastChange';
import { FrameClassesContext, useFrameClasses } from './frame';
import { LoomFieldTemplate } from './templates';
import { FormValuesContext, createFormValues, type FormMeta } from './values';

export type Record_ = Record<string, unknown>;
export type LoomFormHandle = FormClass<Record_, RJSFSchema, LoomFormContext>;

// The antd theme merged in once (rjsf's withTheme merges anew on every render), around rjsf's Form with the cheap
// value edit of fastChange.ts.
const TEMPLATES = {
  ...AntdTheme.templates,
  FieldTemplate: LoomFieldTemplate,
  ButtonTemplates: { ...AntdTheme.templates?.ButtonTemplates },
};
const WIDGETS = { ...AntdTheme.widgets };
// Arrays start as the record says: never pad them up to minItems with blank entries.
const DEFAULTS_BEHAVIOUR = { arrayMinItems: { populate: 'never' as const }, emptyObjectFields: 'skipDefaults' as const };

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
  const current = useRef<Record_>(formData);
  // Fields that read other fields (relation attributes, interface parameters) subscribe here.
  // It also runs the calculate fields (100 ms debounced) and hands the stored results to rjsf.
  const graph = useMemo(() => buildCalcGraph(compiled.definition.fields), [compiled]);
  const [values] = useState(() => createFormValues(formData, compiled.index, { graph, meta }));
  // The starting record with the calculated values the form starts with (stable: rjsf resets on a new object).
  const [initial] = useState(() => values.snapshot());
  const form = useRef<LoomFormHandle | null>(null);
  const setRefs = useCallback((instance: LoomFormHandle | null) => {
    form.current = instance;
    if (typeof formRef === 'function') formRef(instance);
    else if (formRef) (formRef as { current: LoomFormHandle | null }).current = instance;
  }, [formRef]);
  useEffect(() => {
    values.onStoredCalc = (stored) => {
      // setFieldValue is typed with the record type but takes the value at the path.
      for (const [name, value] of Object.entries(stored)) form.current?.setFieldValue([name], value as Record_);
    };
    return () => values.dispose();
  }, [values]);
  const [refusals, setRefusals] = useState(0);
  const handleError = useCallback(() => setRefusals((n) => n + 1), []);
  const def = compiled.definition;
  const formContext = useMemo<LoomFormContext>(() => ({
    compiled,
    labelWidth: typeof def.labelWidth === 'number' ? def.labelWidth : 100,
    labelPosition: def.labelPosition === 'left' || def.labelPosition === 'top' ? def.labelPosition : 'right',
    gutter: typeof def.gutter === 'number' ? def.gutter : 15,
  }), [compiled, def]);
  const transformErrors = useMemo(() => makeTransformErrors(compiled, t, () => current.current), [compiled, t]);
  // regList patterns carry their own messages, which JSON Schema `pattern` cannot; checked here instead.
  const customValidate = useCallback((data: Record_ | undefined, errors: FormValidation<Record_>) => {
    for (const problem of patternProblems(compiled, data ?? {})) {
      let node: unknown = errors;
      for (const segment of problem.path) node = (node as Record<string | number, unknown> | undefined)?.[segment];
      (node as { addError?: (m: string) => void } | undefined)?.addError?.(problem.message);
    }
    return errors;
  }, [compiled]);
  const handleChange = useCallback((e: IChangeEvent<Record_>) => {
    current.current = e.formData ?? {};
    values.set(current.current);
    onChange?.(current.current);
  }, [onChange, values]);
  const frameClasses = useFrameClasses();
  const handleSubmit = useCallback((e: IChangeEvent<Record_>) => {
    // Calculations still waiting for their debounce are taken in; display-only ones (isStorage 1) are not saved.
    current.current = withoutDisplayOnly(graph, { ...e.formData, ...values.storedCalcValues() });
    onSubmit(current.current);
  }, [onSubmit, graph, values]);
  return (
    <FormValuesContext.Provider value={values}>
    <FrameClassesContext.Provider value={frameClasses}>
    <SubmitAttemptContext.Provider value={refusals}>
      <LoomRjsfForm<Record_, RJSFSchema, LoomFormContext>
        ref={setRefs}
        schema={compiled.schema as RJSFSchema}
        uiSchema={compiled.uiSchema as UiSchema<Record_, RJSFSchema, LoomFormContext>}
        formData={initial}
        validator={validator}
        fields={loomFields()}
        templates={TEMPLATES}
        widgets={WIDGETS}
        formContext={formContext}
        onChange={handleChange}
        onSubmit={handleSubmit}
        onError={handleError}
        transformErrors={transformErrors}
        customValidate={customValidate}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        disabled={disabled}
        readonly={readonly}
      >
        {/* The dialog footer owns the buttons. */}
        <Fragment />
      </LoomRjsfForm>
    </SubmitAttemptContext.Provider>
    </FrameClassesContext.Provider>
    </FormValuesContext.Provider>
  );
}
