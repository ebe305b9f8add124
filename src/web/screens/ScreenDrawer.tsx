/**
 * Another screen document in a drawer (a tree action: the dictionary's category management): loaded by its menu
 * address and drawn by ScreenPage with the opening screen's grants; closing it lets the opener reload.
 */
import { Drawer, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { localise } from '../../engine/screen';
import type { ScreenLink } from '../../engine/screen/capabilities';
import { fetchScreen } from './api';
import { useScreenT } from './i18n';
import { ScreenPage } from './ScreenPage';

export function ScreenDrawer({ link, granted, onClose }: { link: ScreenLink; granted: ReadonlySet<string> | null; onClose: () => void }) {
  const { t, lang } = useScreenT();
  const doc = useQuery({ queryKey: ['screenDoc', link.screen], queryFn: () => fetchScreen(link.screen), staleTime: 0 });
  return (
    <Drawer open title={doc.data ? localise(doc.data.title, lang) : localise(link.label, lang)} size={link.width ?? 700}
      onClose={onClose} destroyOnHidden>
      {doc.isLoading && <Spin />}
      {doc.isError && <Result status="error" title={t('loadFailed')} />}
      {doc.data && <ScreenPage doc={doc.data} granted={granted} />}
    </Drawer>
  );
}
