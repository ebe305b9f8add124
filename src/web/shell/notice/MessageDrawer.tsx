/**
 * The message drawer (right, 280 px): search, type filter (All, System, Flow, Notice), 'unread only' on by
 * default, pages of 20 loaded when the list is scrolled within 200 px of its bottom, mark-all-read after its
 * confirmation, and 'more' to the message centre. A pushed message reloads the open list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { App as AntApp, Badge, Button, Drawer, Empty, Input, List, Segmented, Space, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../engine/time/relative';
import { setUnreadNotices } from '../navbar/unread';
import { listMessages, readAll, unreadTotal, type MessageInfo, type MessageRow } from './api';
import { MessageDialog } from './MessageDialog';
import { openMessage } from './openMessage';
import { onSocketFrame } from './socket';

export const DRAWER_WIDTH = 280;
export const PAGE_SIZE = 20;
/** Distance from the bottom within which the next page loads. */
export const LOAD_MORE_PX = 200;

export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(true);
  const [rows, setRows] = useState<MessageRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [shown, setShown] = useState<MessageInfo | null>(null);
  const page = useRef(1);
  const busy = useRef(false);
  const filter = { keyword: keyword.trim(), type, isRead: unreadOnly ? '0' : '' };
  const filterKey = JSON.stringify(filter);

  const load = useCallback(async (reset: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const next = reset ? 1 : page.current + 1;
    try {
      const data = await listMessages({ ...JSON.parse(filterKey) as object, currentPage: next, pageSize: PAGE_SIZE });
      page.current = next;
      setRows((old) => (reset ? data.list : [...old, ...data.list]));
      setTotal(data.pagination.total);
    } catch {
      // A failed load only stops the loading indicator (the request already told the user).
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [filterKey]);

  useEffect(() => {
    if (open) void load(true);
  }, [open, load]);
  useEffect(() => onSocketFrame((f) => {
    if (f.method === 'messagePush' && open) void load(true);
  }), [open, load]);

  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_PX && rows.length < total) void load(false);
  };

  const confirmReadAll = () => modal.confirm({
    title: t('notice.tip'), content: t('notice.readAllConfirm'), okText: t('notice.ok'), cancelText: t('notice.cancel'),
    onOk: async () => {
      await readAll({ keyword: filter.keyword, type: filter.type, isRead: filter.isRead });
      // Everything read: the badge is 0 (spec §4). Under a type or keyword filter other messages may still be
      // unread, so the badge takes the server's count.
      setUnreadNotices(!filter.type && !filter.keyword ? 0 : await unreadTotal());
      await load(true);
    },
  });

  const open1 = async (row: MessageRow) => {
    const { info, route } = await openMessage(row);
    setRows((old) => old.map((r) => (r.id === row.id ? { ...r, isRead: '1' } : r)));
    if (route) {
      onClose();
      navigate(route);
    } else setShown(info);
  };

  const types = [{ label: t('notice.all'), value: '' }, { label: t('notice.type3'), value: '3' },
    { label: t('notice.type2'), value: '2' }, { label: t('notice.type1'), value: '1' }];
  return (
    <>
      <Drawer open={open} onClose={onClose} width={DRAWER_WIDTH} title={t('notice.drawerTitle')} placement="right"
        data-testid="message-drawer" styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        footer={(
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button size="small" onClick={confirmReadAll} data-testid="message-read-all">{t('notice.readAll')}</Button>
            <Button size="small" type="link" data-testid="message-more"
              onClick={() => { onClose(); navigate('/messageRecord'); }}>{t('notice.more')}</Button>
          </Space>
        )}>
        <div style={{ padding: 8 }}>
          <Input.Search allowClear size="small" placeholder={t('notice.search')} aria-label={t('notice.search')}
            onSearch={setKeyword} data-testid="message-search" />
          <Segmented size="small" block options={types} value={type} onChange={(v) => setType(String(v))}
            style={{ margin: '8px 0' }} data-testid="message-type" />
          <Space size="small">
            <Switch size="small" checked={unreadOnly} onChange={setUnreadOnly} aria-label={t('notice.unreadOnly')}
              data-testid="message-unread-only" />
            <Typography.Text>{t('notice.unreadOnly')}</Typography.Text>
          </Space>
        </div>
        <div style={{ flex: 1, overflowY: 'auto' }} onScroll={onScroll} data-testid="message-list">
          <List size="small" loading={loading} dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
            renderItem={(row) => (
              <List.Item style={{ cursor: 'pointer', padding: '8px 12px' }} onClick={() => void open1(row)}
                data-testid="message-item" data-read={row.isRead}>
                <List.Item.Meta
                  title={<Space size={4}><Badge status={row.isRead === '0' ? 'error' : 'default'} />
                    <Typography.Text ellipsis style={{ maxWidth: 200 }}>{row.title}</Typography.Text></Space>}
                  description={<Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`notice.type${row.type}`)} · {row.releaseTime ? absoluteTime(row.releaseTime) : ''}</Typography.Text>} />
              </List.Item>
            )} />
        </div>
      </Drawer>
      <MessageDialog message={shown} onClose={() => setShown(null)} />
    </>
  );
}
