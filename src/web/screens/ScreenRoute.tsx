/**
 * A type-2 menu whose address has no page in src/web/pages/registry.ts: its screen document (GET
 * /api/system/Screen?path=<address>) drawn by ScreenPage, with the buttons the menu grants; 'page not found' when
 * there is no document. The document is asked for each time the page opens, so an edited document shows at once.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { SCREEN_PATH, type ServedScreen } from '../../engine/screen';
import { RequestError } from '../api/http';
import { useSession } from '../session/store';
import { fetchScreen } from './api';
import { useScreenT } from './i18n';
import { ScreenPage } from './ScreenPage';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; doc: ServedScreen };

export default function ScreenRoute({ address, menuId, missing, context }: {
  address: string; menuId: string; missing: ReactNode;
  /** Values the screen is opened with (a dynamic-dictionary menu's category). */
  context?: Record<string, unknown>;
}) {
  const { t } = useScreenT();
  const { permissions, userInfo } = useSession();
  const valid = SCREEN_PATH.test(address);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!valid) return;
    let live = true;
    setLoad({ state: 'loading' });
    fetchScreen(address).then(
      (doc) => { if (live) setLoad(doc ? { state: 'ready', doc } : { state: 'missing' }); },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof RequestError && e.code === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => { live = false; };
  }, [address, valid]);
  if (!valid || load.state === 'missing') return <>{missing}</>;
  if (load.state === 'loading') return <Spin style={{ display: 'block', margin: 48 }} />;
  if (load.state === 'failed') return <Result status="error" title={t('loadFailed')} subTitle={load.message} />;
  const entry = permissions.find((p) => p.modelId === menuId);
  const granted = userInfo?.isAdministrator ? null : new Set((entry?.button ?? []).map((b) => b.enCode));
  return <ScreenPage doc={load.doc} granted={granted} context={context} />;
}
