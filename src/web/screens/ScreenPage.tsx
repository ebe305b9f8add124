/**
 * A screen document drawn: a tabs page (each tab a section, merged with the screen), a form page (the named form
 * loaded by api.get and saved by api.update), or a single section (table, tree beside table, tree table).
 */
import { useRef, useState } from 'react';
import { App, Button, Card, Spin, Tabs } from 'antd';
import type FormClass from '@rjsf/core';
import { useQuery } from '@tanstack/react-query';
import { localise, sectionsOf, type ScreenSection, type ServedScreen } from '../../engine/screen';
import { callScreen } from './api';
import { useScreenT } from './i18n';
import { ScreenFormBody } from './ScreenForm';
import { dropDraft } from '../session/drafts';
import { getSession } from '../session/store';
import { ScreenSectionView } from './ScreenSection';

export interface ScreenPageProps {
  doc: ServedScreen;
  /** Button codes granted on the screen's menu; null when everything is (administrators). */
  granted: ReadonlySet<string> | null;
  /** Values the screen is opened with (e.g. a dynamic-dictionary menu's category), given to every section. */
  context?: Record<string, unknown>;
}

/** template form: one form on the page, saved with api.update (system configuration). */
function FormSection({ doc, section, granted }: { doc: ServedScreen; section: ScreenSection; granted: ReadonlySet<string> | null }) {
  const { t } = useScreenT();
  const { message } = App.useApp();
  const rjsf = useRef<FormClass>(null);
  const [saving, setSaving] = useState(false);
  const api = section.api ?? {};
  const ref = section.forms?.[section.page.form ?? ''];
  const file = ref ? doc.formFiles[ref.file] : undefined;
  const loaded = useQuery({ queryKey: ['screenForm', api.get?.url], queryFn: async () => (await callScreen(api.get!, {})).data, enabled: !!api.get });
  // The save button follows the first toolbar button's code when the document gives one (btn_edit usually).
  const code = section.toolbar?.[0]?.permission;
  const canSave = !!api.update && (!code || granted === null || granted.has(code));
  if (!file || loaded.isLoading) return <Spin />;
  // What is typed here and not saved is kept as a draft when the session ends or the screen locks (the avatar menu
  // is within reach of a form on the page).
  const draftKey = api.update ? `screen:${api.update.url}:page` : undefined;
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    const userId = getSession().userInfo?.userId ?? '';
    try {
      const res = await callScreen(api.update!, values, { body: values });
      message.success(res.msg || t('success'));
      if (draftKey && userId) dropDraft(userId, draftKey);
      // Read back what was stored: the form starts again from it, so only typing after this save is a draft.
      void loaded.refetch();
    } catch { /* shown by the request layer */ } finally { setSaving(false); }
  };
  return (
    <Card>
      <ScreenFormBody key={String(loaded.dataUpdatedAt)} form={file} initial={loaded.data} readOnly={!canSave} onSubmit={save} formRef={rjsf}
        draftKey={draftKey} />
      {canSave && <Button type="primary" loading={saving} onClick={() => rjsf.current?.submit()}>{t('ok')}</Button>}
    </Card>
  );
}

function SectionView({ doc, section, granted, context }: { doc: ServedScreen; section: ScreenSection; granted: ReadonlySet<string> | null; context?: Record<string, unknown> }) {
  if (section.page.template === 'form') return <FormSection doc={doc} section={section} granted={granted} />;
  return <ScreenSectionView doc={doc} section={section} granted={granted} context={context} />;
}

export function ScreenPage({ doc, granted, context }: ScreenPageProps) {
  const { lang } = useScreenT();
  const sections = sectionsOf(doc);
  if (doc.page.template === 'tabs') {
    const tabs = doc.page.tabs ?? [];
    return (
      <Tabs items={sections.map((s, i) => ({
        key: tabs[i].key ?? String(i),
        label: localise(tabs[i].title, lang),
        children: <SectionView doc={doc} section={s.section} granted={granted} context={context} />,
      }))} />
    );
  }
  return <SectionView doc={doc} section={doc} granted={granted} context={context} />;
}
