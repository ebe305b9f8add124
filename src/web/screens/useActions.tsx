/**
 * What a screen's buttons do: open a form (create, update, detail, an action with a form) and save it through the
 * button's call, or ask the document's confirmation and make the call (delete, state, an action without a form);
 * export downloads what api.export answers for the list's search, import opens the import wizard on api.import.
 * A button whose call uploads a file is an upload button of its own (ScreenUpload.tsx); it reports back here.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  fillValues, formOfButton, localise, type ScreenApi, type ScreenButton, type ScreenCall, type ScreenSection,
  type ServedScreen,
} from '../../engine/screen';
import { callCapabilities } from '../../engine/screen/capabilities';
import { downloadUrl } from '../pages/dynamicModel/ExportDialog';
import { ImportDialog } from '../pages/dynamicModel/import/ImportDialog';
import { callScreen } from './api';
import { exportList, screenImportCalls, screenImportIndex } from './exchange';
import { useScreenT } from './i18n';
import { ScreenFormDialog } from './ScreenForm';
import { ResultDialog, resultRows, type ResultPage, type ScreenResult } from './ResultDialog';

type Row = Record<string, unknown>;

interface Open { button: ScreenButton; formName: string; row: Row; initial: unknown; call?: ScreenCall; readOnly: boolean }

/** An answer shown in a dialog (a call declaring `result`). */
interface Shown { title: string; result: ScreenResult; first?: ResultPage;
  fetchPage?: (currentPage: number, pageSize: number) => Promise<ResultPage> }

/** The `result` a call declares: its answer is shown as a table instead of a success message. */
const resultOf = (call: ScreenCall | undefined) => (call as { result?: ScreenResult } | undefined)?.result;

/** The call a button makes. */
export function callOf(button: ScreenButton, api: ScreenApi): ScreenCall | undefined {
  switch (button.action) {
    case 'create': case 'update': case 'delete': case 'state': return api[button.action];
    case 'detail': case 'import': return undefined;
    case 'export': return api.export;
    default: return api.actions?.[button.action];
  }
}

/** How long a success message stays: a state change 1 s, the rest (save, delete, import) 1.5 s. */
const successSeconds = (button: ScreenButton) => (button.action === 'state' ? 1 : 1.5);

export function useActions(doc: ServedScreen, section: ScreenSection, reload: () => void) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { t, lang } = useScreenT();
  const [open, setOpen] = useState<Open | null>(null);
  const [importing, setImporting] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const api = section.api ?? {};
  const importCalls = useMemo(() => (api.import ? screenImportCalls(api.import) : undefined), [api.import]);
  const importIndex = useMemo(() => screenImportIndex(api.import?.display), [api.import?.display]);

  const done = (button: ScreenButton, msg: string, call?: ScreenCall) => {
    // Caches the call changes (the dictionary options of open forms) load again on their next use.
    for (const key of callCapabilities(call).clears ?? []) void queryClient.invalidateQueries({ queryKey: [key] });
    message.success({ content: button.success ? localise(button.success, lang) : msg || t('success'), duration: successSeconds(button) });
    reload();
  };

  const run = async (button: ScreenButton, row: Row, filters: Row) => {
    if (button.action === 'import') {
      if (importCalls) setImporting(true);
      return;
    }
    if (button.action === 'export') {
      if (api.export) await exportList(api.export, filters);
      return;
    }
    const call = callOf(button, api);
    // An upload call's button is an upload button (uploadCallOf): it picks, checks and sends the file itself.
    if (callCapabilities(call).upload) return;
    const formName = formOfButton(button, api);
    if (formName && section.forms?.[formName]) {
      let initial: unknown = { ...fillValues(button.defaults, row) };
      // Editing and viewing read the whole record when the document has a get call; the row may be a summary.
      if (call?.load) initial = { ...(initial as Row), ...((await callScreen(call.load, row)).data as Row) };
      else if ((button.action === 'update' || button.action === 'detail') && api.get) initial = (await callScreen(api.get, row)).data;
      else if (button.action !== 'create' && !button.defaults) initial = row;
      setOpen({ button, formName, row, initial, call, readOnly: button.action === 'detail' });
      return;
    }
    if (!call) return;
    const caps = callCapabilities(call);
    const result = resultOf(call);
    const go = async () => {
      if (result) {
        const title = localise(result.title ?? button.label, lang);
        if (call.paged && call.method === 'GET') {
          const fetchPage = async (currentPage: number, pageSize: number) =>
            resultRows((await callScreen(call, row, { params: { currentPage, pageSize } })).data);
          setShown({ title, result, fetchPage });
        } else {
          setShown({ title, result, first: resultRows((await callScreen(call, row)).data) });
        }
        return;
      }
      const res = await callScreen<{ name?: string; url?: string } | null>(call, row);
      if (caps.download) {
        if (res.data?.url) downloadUrl(res.data.url, res.data.name);
        return;
      }
      done(button, res.msg, call);
    };
    if (button.confirm) {
      modal.confirm({
        title: t('confirmTitle'), content: localise(button.confirm, lang), okText: t('ok'), cancelText: t('cancel'),
        // The request layer shows a refusal; a rejected promise would leave the dialog spinning.
        onOk: () => go().catch(() => undefined),
      });
    } else await go();
  };

  /** The call of a button that uploads a file (drawn as ScreenUploadButton), else undefined. */
  const uploadCallOf = (button: ScreenButton): ScreenCall | undefined => {
    const call = callOf(button, api);
    return callCapabilities(call).upload ? call : undefined;
  };
  /** After an upload button's file was taken: its success message, caches cleared, the list again. */
  const uploaded = (button: ScreenButton, msg: string) => done(button, msg, callOf(button, api));

  /** `filters`: the list's search and tree values (what export sends). */
  const trigger = (button: ScreenButton, row: Row, filters: Row = {}) => { run(button, row, filters).catch(() => undefined); };

  let dialog: ReactNode = null;
  if (open) {
    const ref = section.forms![open.formName];
    const file = doc.formFiles[ref.file];
    const submit = async (values: Row) => {
      if (!open.call) return;
      const res = await callScreen(open.call, open.row, { body: values });
      const result = resultOf(open.call);
      if (result) {
        // The form asked for what the call answers (a preview with parameters): the form stays open behind it.
        setShown({ title: localise(result.title ?? open.button.label, lang), result, first: resultRows(res.data) });
        return;
      }
      setOpen(null);
      done(open.button, res.msg, open.call);
    };
    dialog = file ? (
      <ScreenFormDialog key={`${open.formName}-${String(open.row.id ?? '')}`} title={localise(ref.title ?? open.button.label, lang)}
        formRef={ref} form={file} initial={open.initial} readOnly={open.readOnly} row={open.row} onSubmit={submit} onClose={() => setOpen(null)}
        draftKey={`screen:${open.call?.url ?? ref.file}:${open.formName}:${String(open.row.id ?? '')}`} />
    ) : null;
  }
  if (importing && importCalls) {
    // Mounted while open only, so every opening starts at step 1 with nothing uploaded.
    dialog = (
      <ImportDialog calls={importCalls} index={importIndex} onClose={(imported) => {
        setImporting(false);
        if (imported) reload();
      }} />
    );
  }
  const resultDialog = shown ? (
    <ResultDialog key={shown.title} title={shown.title} result={shown.result} first={shown.first} fetchPage={shown.fetchPage}
      onClose={() => setShown(null)} />
  ) : null;
  return { trigger, uploadCallOf, uploaded, dialog: <>{dialog}{resultDialog}</> };
}
