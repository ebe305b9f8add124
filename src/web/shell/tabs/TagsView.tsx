/**
 * The tabs bar: one tab per visited page, in a horizontally scrolling row. A click shows the page
 * (with its query), the close icon or a middle click closes the tab, the context menu refreshes or closes tabs;
 * pinned (affix) tabs have no close icon and survive every close.
 */
import { useEffect, useRef, type MouseEvent, type WheelEvent } from 'react';
import { Dropdown, Tag, theme, type MenuProps } from 'antd';
import { CloseOutlined, FileOutlined, HomeOutlined, LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { VisitedView } from '../../../engine/tabs';
import { MenuIcon } from '../layout/MenuIcon';
import { useShell } from '../settings/store';
import { useTabs } from './store';
import { useTabActions } from './useTabActions';

type Actions = ReturnType<typeof useTabActions>;

/** The menu's own icon (as the navigation shows it) when the page came from the menu, else one by kind of page. */
function iconOf(view: VisitedView, title: string) {
  if (view.path === '/home') return <HomeOutlined />;
  if (view.meta.icon) return <MenuIcon node={{ key: view.path, title, type: 2, modelId: '', icon: view.meta.icon, path: view.fullPath }} />;
  return view.path === '/externalLink' ? <LinkOutlined /> : <FileOutlined />;
}

function TagItem({ view, active, showIcon, actions }: { view: VisitedView; active: boolean; showIcon: boolean; actions: Actions }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const title = view.zhTitle || t(view.title);
  const affix = !!view.meta.affix;

  // data-path tells the menus of different tabs apart (each tab has its own, and a closed menu stays in the DOM).
  const label = (testId: string, key: string) => (
    <span data-testid={testId} data-path={view.fullPath}>
      {t(key)}
    </span>
  );
  const items: MenuProps['items'] = [
    { key: 'refresh', label: label('tag-refresh', 'tabs.refresh') },
    { key: 'close', label: label('tag-close-one', 'tabs.close'), disabled: affix },
    { key: 'closeOthers', label: label('tag-close-others', 'tabs.closeOthers') },
    { key: 'closeAll', label: label('tag-close-all', 'tabs.closeAll') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') actions.refresh(view);
    else if (key === 'close') actions.close(view);
    else if (key === 'closeOthers') actions.closeOthers(view);
    else actions.closeAll();
  };

  const onMouseUp = (e: MouseEvent) => {
    if (e.button === 1 && !affix) actions.close(view);
  };

  return (
    <Dropdown menu={{ items, onClick: onMenu }} trigger={['contextMenu']}>
      <Tag
        data-testid="tag"
        data-path={view.fullPath}
        data-active={active ? 'true' : 'false'}
        title={title}
        variant={active ? 'solid' : 'outlined'}
        color={active ? token.colorPrimary : undefined}
        icon={showIcon ? iconOf(view, title) : undefined}
        closable={!affix}
        closeIcon={affix ? undefined : <CloseOutlined data-testid="tag-close" aria-label={t('tabs.closeTab', { title })} />}
        onClose={(e) => {
          // The list decides what is shown; antd must not hide the tag itself, and the click must not open it.
          e.preventDefault();
          actions.close(view);
        }}
        onClick={() => actions.open(view)}
        // A middle press would start the browser's auto-scroll; the release closes the tab.
        onMouseDown={(e) => e.button === 1 && e.preventDefault()}
        onMouseUp={onMouseUp}
        style={{ cursor: 'pointer', marginInlineEnd: 4, userSelect: 'none' }}
      >
        {title}
      </Tag>
    </Dropdown>
  );
}

export function TagsView() {
  const { t } = useTranslation();
  const { settings } = useShell();
  const views = useTabs();
  const actions = useTabActions();
  const bar = useRef<HTMLDivElement>(null);
  const { activePath } = actions;

  // The tab on screen scrolls into sight, also when the list overflows the bar.
  useEffect(() => {
    bar.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, views.length]);

  if (!settings.tagsView) return null;

  // A vertical wheel scrolls the row sideways, as a mouse without a horizontal wheel expects.
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (bar.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) bar.current.scrollLeft += e.deltaY;
  };

  return (
    <div
      ref={bar}
      data-testid="tags-view"
      role="navigation"
      aria-label={t('tabs.bar')}
      onWheel={onWheel}
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 34,
        padding: '0 8px',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        scrollbarWidth: 'thin',
      }}
    >
      {views.map((view) => (
        <TagItem key={view.path} view={view} active={view.path === activePath} showIcon={settings.tagsIcon} actions={actions} />
      ))}
    </div>
  );
}
