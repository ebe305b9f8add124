/**
 * 系统日志: the user's own login log from GET SystemLog, newest first, paged on the server (page size
 * 20, options 20/50/100/500, total, sizes, pager and jumper). Times show relative with the absolute one on hover.
 * The server logs logins only (no browser or platform), so the columns are the ones it returns.
 */
import { useEffect, useState } from 'react';
import { DatePicker, Input, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getSystemLog, type SystemLogRow } from '../../api/current';
import { RelativeTime } from './RelativeTime';

const PAGE_SIZES = [20, 50, 100, 500];

interface Query { currentPage: number; pageSize: number; keyword: string; range: [Dayjs, Dayjs] | null }

export function SystemLogTab() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<Query>({ currentPage: 1, pageSize: PAGE_SIZES[0], keyword: '', range: null });
  const [rows, setRows] = useState<SystemLogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    getSystemLog({
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      startTime: query.range?.[0].startOf('day').valueOf(),
      endTime: query.range?.[1].endOf('day').valueOf(),
    }).then(
      (page) => {
        if (!live) return;
        setRows(page.list);
        setTotal(page.total);
      },
      () => {}, // a failed load only stops the spinner
    ).finally(() => live && setLoading(false));
    return () => {
      live = false; // an older page answering late must not replace a newer one
    };
  }, [query]);

  return (
    <div data-testid="profile-log">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('profile.log.keyword')} style={{ width: 240 }} data-testid="profile-log-keyword"
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }))} />
        <DatePicker.RangePicker
          onChange={(range) => setQuery((q) => ({ ...q, range: range?.[0] && range[1] ? [range[0], range[1]] : null, currentPage: 1 }))} />
      </Space>
      <Table<SystemLogRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        data-testid="profile-log-table"
        scroll={{ x: 720 }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (n) => t('profile.log.total', { total: n }),
          onChange: (currentPage, pageSize) =>
            setQuery((q) => ({ ...q, currentPage: pageSize === q.pageSize ? currentPage : 1, pageSize })),
        }}
        columns={[
          { key: 'time', title: t('profile.log.time'), width: 140, render: (_, r) => <RelativeTime time={r.loginTime} /> },
          { key: 'account', dataIndex: 'account', title: t('profile.log.account'), width: 120 },
          { key: 'ip', dataIndex: 'ipAddress', title: t('profile.log.ip'), width: 140, render: (v: string | null) => v || '-' },
          { key: 'place', dataIndex: 'ipAddressName', title: t('profile.log.place'), render: (v: string | null) => v || '-' },
          { key: 'result', title: t('profile.log.result'), width: 90, render: (_, r) => (r.success ? (
            <Tag color="green">{t('profile.log.success')}</Tag>
          ) : <Tag color="red">{t('profile.log.failure')}</Tag>) },
          { key: 'description', dataIndex: 'description', title: t('profile.log.description') },
        ]}
      />
    </div>
  );
}
