/**
 * /messageRecord, the message centre: every message of the user with keyword, type and read filters, pages of
 * 20, mark-all-read (after its confirmation), deleting the user's copies, and opening one as the drawer does.
 */
import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Badge, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../engine/time/relative';
import { setUnreadNotices } from '../../shell/navbar/unread';
import { deleteRecords, listMessages, readAll, unreadTotal, type MessageInfo, type MessageRow } from '../../shell/notice/api';
import { MessageDialog } from '../../shell/notice/MessageDialog';
import { openMessage } from '../../shell/notice/openMessage';
import { onSocketFrame } from '../../shell/notice/socket';

export default function MessageRecordPage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [isRead, setIsRead] = useState('');
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [data, setData] = useState<{ list: MessageRow[]; total: number }>({ list: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [shown, setShown] = useState<MessageInfo | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const d = await listMessages({ keyword: keyword.trim(), type, isRead, ...page });
      setData({ list: d.list, total: d.pagination.total });
    } catch {
      // the request told the user
    } finally {
      setLoading(false);
    }
  }, [keyword, type, isRead, page]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => onSocketFrame((f) => {
    if (f.method === 'messagePush') void load();
  }), [load]);

  const open = async (row: MessageRow) => {
    const { info, route } = await openMessage(row);
    if (route) navigate(route);
    else setShown(info);
    void load();
  };
  const typeOptions = [{ value: '', label: t('notice.all') }, { value: '1', label: t('notice.type1') },
    { value: '2', label: t('notice.type2') }, { value: '3', label: t('notice.type3') }];
  const readOptions = [{ value: '', label: t('notice.all') }, { value: '0', label: t('notice.unread') },
    { value: '1', label: t('notice.read') }];
  const confirmReadAll = () => modal.confirm({
    title: t('notice.tip'), content: t('notice.readAllConfirm'), okText: t('notice.ok'), cancelText: t('notice.cancel'),
    onOk: async () => {
      await readAll({ keyword: keyword.trim(), type, isRead });
      // Everything read: the badge is 0 (spec §4). Under a type or keyword filter other messages may still be
      // unread, so the badge takes the server's count instead of keeping the old one.
      setUnreadNotices(!type && !keyword.trim() ? 0 : await unreadTotal());
      await load();
    },
  });
  const confirmDelete = () => modal.confirm({
    title: t('notice.tip'), content: t('notice.deleteConfirm'), okText: t('notice.ok'), cancelText: t('notice.cancel'),
    onOk: async () => {
      await deleteRecords(selected);
      setSelected([]);
      // A deleted unread copy no longer counts in the badge.
      if (data.list.some((r) => selected.includes(r.id) && r.isRead === '0')) setUnreadNotices(await unreadTotal());
      await load();
    },
  });

  return (
    <Card data-testid="message-record">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('notice.search')} aria-label={t('notice.search')} style={{ width: 220 }}
          onSearch={(v) => { setKeyword(v); setPage((p) => ({ ...p, currentPage: 1 })); }} />
        <Select style={{ width: 120 }} options={typeOptions} value={type} aria-label={t('notice.type')}
          onChange={(v) => { setType(v); setPage((p) => ({ ...p, currentPage: 1 })); }} />
        <Select style={{ width: 120 }} options={readOptions} value={isRead} aria-label={t('notice.status')}
          onChange={(v) => { setIsRead(v); setPage((p) => ({ ...p, currentPage: 1 })); }} />
        <Button onClick={confirmReadAll}>{t('notice.readAll')}</Button>
        <Button danger disabled={!selected.length} onClick={confirmDelete}>{t('notice.delete')}</Button>
      </Space>
      <Table<MessageRow> rowKey="id" size="small" loading={loading} dataSource={data.list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onRow={(row) => ({ onClick: () => void open(row), style: { cursor: 'pointer' } })}
        pagination={{ current: page.currentPage, pageSize: page.pageSize, total: data.total, showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 500], showQuickJumper: true, showTotal: (total) => t('notice.total', { total }),
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }) }}
        columns={[
          { title: t('notice.title'), dataIndex: 'title', render: (v: string, r) => (
            <Space><Badge status={r.isRead === '0' ? 'error' : 'default'} />{v}</Space>) },
          { title: t('notice.type'), dataIndex: 'type', width: 90, render: (v: number) => <Tag>{t(`notice.type${v}`)}</Tag> },
          { title: t('notice.releaseUser'), dataIndex: 'releaseUser', width: 160 },
          { title: t('notice.releaseTime'), dataIndex: 'releaseTime', width: 160,
            render: (v: number | null) => (v ? absoluteTime(v) : '') },
          { title: t('notice.status'), dataIndex: 'isRead', width: 80,
            render: (v: string) => (v === '1' ? t('notice.read') : t('notice.unread')) },
        ]} />
      <MessageDialog message={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
