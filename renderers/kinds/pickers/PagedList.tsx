/**
 * A flat list of selector items loaded a page at a time: the next page is asked for when the list is scrolled to
 * within 200px of its bottom, and no more once a page comes back shorter than the page size.
 */
import { Empty, Spin } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SelectorNode } from './api';

const NEAR_BOTTOM_PX = 200;

export interface PagedListProps {
  /** Cache identity of the list (source and keyword). */
  queryKey: unknown[];
  pageSize: number;
  fetchPage: (currentPage: number) => Promise<SelectorNode[]>;
  /** Whether an item answers a click (type restriction, disabled). */
  pickable: (n: SelectorNode) => boolean;
  onPick: (n: SelectorNode) => void;
}

export function PagedList({ queryKey, pageSize, fetchPage, pickable, onPick }: PagedListProps) {
  const { t } = useTranslation('form');
  const query = useInfiniteQuery({
    queryKey: ['pagedList', ...queryKey],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length < pageSize ? undefined : pages.length + 1),
    staleTime: 30_000,
  });
  const items = query.data?.pages.flat() ?? [];
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollTop + el.clientHeight < el.scrollHeight - NEAR_BOTTOM_PX) return;
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <div data-testid="picker-list" onScroll={onScroll} style={{ overflow: 'auto', flex: 1 }}>
      {items.map((n, i) => {
        const ok = pickable(n);
        return (
          <div key={`${n.id}-${i}`} role="option" aria-selected={false} aria-disabled={!ok} title={n.fullName}
            onClick={() => { if (ok) onPick(n); }}
            style={{ padding: '4px 8px', cursor: ok ? 'pointer' : 'not-allowed', opacity: ok ? 1 : 0.5 }}>
            <div>{n.fullName}</div>
            {n.organize ? <div style={{ fontSize: 12, opacity: 0.6 }}>{n.organize}</div> : null}
          </div>
        );
      })}
      {query.isFetching ? <Spin size="small" style={{ display: 'block', margin: 8 }} /> : null}
      {!query.isFetching && items.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> : null}
    </div>
  );
}
