/**
 * A screen's form in a dialog or a drawer (or on the page): the form file's schema and uiSchema in the user's
 * language, drawn by @rjsf/antd with Loom's widgets and checked by ajv 8 with localised messages. Values outside
 * the schema's properties are left out (the server refuses unknown keys), and password fields are sent as md5.
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Drawer, Modal, Space } from 'antd';
import Form from '@rjsf/antd';
import type FormClass from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { getDefaultFormState, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import SparkMD5 from 'spark-md5';
import { errorText, localiseForm, screenLangOf, type ScreenFormFile, type ScreenFormRef } from '../../engine/screen';
import { localiseErrors } from './formErrors';
import { formStringTranslator } from './formStrings';
import { useScreenT } from './i18n';
import { screenFields, screenWidgets } from './widgets';
import { withContextWidgets } from './widgets/treeSelect';
import { dropDraft } from '../session/drafts';
import { DraftNotice } from '../session/DraftNotice';
import { getSession } from '../session/store';
import { useScreenDraft } from './useScreenDraft';

type Obj = Record<string, unknown>;

/** The top-level properties whose widget is `password` (sent as md5). */
export function passwordFields(uiSchema: Obj): string[] {
  return Object.entries(uiSchema).filter(([, ui]) => (ui as Obj | undefined)?.['ui:widget'] === 'password').map(([k]) => k);
}

/** Only the schema's own properties, without empty values (null from the server would fail a string type). */
export function formValues(schema: Obj, values: unknown): Obj {
  const props = (schema.properties ?? {}) as Obj;
  const out: Obj = {};
  for (const [k, v] of Object.entries((values ?? {}) as Obj)) if (k in props && v !== null && v !== undefined) out[k] = v;
  return out;
}

export interface ScreenFormBodyProps {
  form: ScreenFormFile;
  initial: unknown;
  readOnly?: boolean;
  onSubmit: (values: Obj) => Promise<void> | void;
  /** Where the caller's buttons trigger submit. */
  formRef?: React.RefObject<FormClass | null>;
  /** The row the form was opened on: fields fill their urls from it (formContext.row). */
  row?: Obj;
  /** The form's key in the drafts: set, what is typed is kept when the session ends and offered back here. */
  draftKey?: string;
  children?: ReactNode;
}

/** The rjsf form itself. */
export function ScreenFormBody({ form, initial, readOnly, onSubmit, formRef, row, draftKey, children }: ScreenFormBodyProps) {
  const { t, lang } = useScreenT();
  const { schema, uiSchema } = useMemo(() => localiseForm(form, screenLangOf(lang)), [form, lang]);
  const [data, setData] = useState(() => formValues(schema, initial));
  const [opened] = useState(() => formValues(schema, getDefaultFormState(validator, schema as RJSFSchema, data)));
  const restoredDraft = useScreenDraft(draftKey && !readOnly ? draftKey : undefined, data, opened, row?.id);
  const transformErrors = useMemo(() => (errors: Parameters<typeof localiseErrors>[0]) => localiseErrors(errors, schema, t,
    (field, keyword) => errorText(form, field, keyword, screenLangOf(lang))), [schema, t, form, lang]);
  const translateString = useMemo(() => formStringTranslator(t), [t]);
  const passwords = useMemo(() => passwordFields(uiSchema), [uiSchema]);
  const widgets = useMemo(() => withContextWidgets(screenWidgets()), []);
  // Widgets read the other values (computed, treeSelect urls) and whether a stored row is edited (lockOnEdit).
  const formContext = useMemo(() => ({ row: row ?? {}, values: data, editing: row?.id !== undefined && row?.id !== null }),
    [row, data]);
  const form_ = (
    <Form
      ref={formRef}
      schema={schema as RJSFSchema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } } as UiSchema}
      formData={data}
      validator={validator}
      widgets={widgets}
      fields={screenFields()}
      formContext={formContext}
      transformErrors={transformErrors}
      translateString={translateString}
      showErrorList={false}
      noHtml5Validate
      disabled={readOnly}
      onChange={(e) => setData(e.formData as Obj)}
      onSubmit={(e) => {
        const values = formValues(schema, e.formData);
        for (const k of passwords) if (typeof values[k] === 'string') values[k] = SparkMD5.hash(values[k] as string);
        return onSubmit(values);
      }}
    >
      {children}
    </Form>
  );
  if (!draftKey || readOnly) return form_;
  return (
    <>
      <DraftNotice formKey={draftKey} onRestore={(d) => {
        restoredDraft();
        setData(formValues(schema, d.record));
      }} />
      {form_}
    </>
  );
}

export interface ScreenFormDialogProps {
  title: string;
  formRef: ScreenFormRef;
  form: ScreenFormFile;
  initial: unknown;
  readOnly?: boolean;
  /** The row the form was opened on (formContext.row). */
  row?: Obj;
  /** The form's key in the drafts (see ScreenFormBody); a successful save removes its draft. */
  draftKey?: string;
  onSubmit: (values: Obj) => Promise<void>;
  onClose: () => void;
}

/** The form in the container its reference names (dialog by default). */
export function ScreenFormDialog({ title, formRef, form, initial, readOnly, row, draftKey, onSubmit, onClose }: ScreenFormDialogProps) {
  const { t } = useScreenT();
  const rjsf = useRef<FormClass>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (values: Obj) => {
    setSaving(true);
    // Read before the call: a session that ends during it is already forgotten when the call resolves.
    const userId = getSession().userInfo?.userId ?? '';
    try {
      await onSubmit(values);
      if (draftKey && userId) dropDraft(userId, draftKey);
    } catch {
      // The request layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const body = <ScreenFormBody form={form} initial={initial} readOnly={readOnly} onSubmit={submit} formRef={rjsf} row={row}
    draftKey={draftKey} />;
  const footer = readOnly ? (
    <Button onClick={onClose}>{t('cancel')}</Button>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => rjsf.current?.submit()}>{t('ok')}</Button>
    </Space>
  );
  if (formRef.container === 'drawer') {
    return (
      <Drawer open title={title} size={formRef.width ?? 600} onClose={onClose} footer={footer} destroyOnHidden>
        {body}
      </Drawer>
    );
  }
  return (
    <Modal open title={title} width={formRef.width ?? 600} onCancel={onClose} footer={footer} destroyOnHidden mask={{ closable: false }}>
      {body}
    </Modal>
  );
}
