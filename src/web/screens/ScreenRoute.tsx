/**
 * A type-2 menu whose address has no page in src/web/pages/registry.ts: its screen document (GET
 * /api/system/Screen?path=<address>) drawn by ScreenPage, with the buttons the menu grants; 'page not found' when
 * there is no document.
 */
import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SCREEN_PATH } from '../../engine/screen';
import { RequestError } from '../api/http';
import { useSession } from '../session/store';
import { fetchScreen } from './api';
import { useScreenT } from './i18n';
import { ScreenPage } from './ScreenPage';

export default function ScreenRoute({ address, menuId, missing }: { address: string; menuId: string; missing: ReactNode }) {
  const { t } = useScreenT();
  const { permissions, userInfo } = useSession();
  const valid = SCREEN_PATH.test(address);
  const query = useQuery({ queryKey: ['screen', address], queryFn: () => fetchScreen(address), enabled: valid, retry: false, staleTime: 60_000 });
  if (!valid) return <>{missing}</>;
  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (query.error) {
    if (query.error instanceof RequestError && query.error.code === 404) return <>{missing}</>;
    return <Result status="error" title={t('loadFailed')} subTitle={query.error.message} />;
  }
  if (!query.data) return <>{missing}</>;
  const entry = permissions.find((p) => p.modelId === menuId);
  const granted = userInfo?.isAdministrator ? null : new Set((entry?.button ?? []).map((b) => b.enCode));
  return <ScreenPage doc={query.data} granted={granted} />;
}
