/**
 * The top navigation of the functional and blend layouts: the root menu entries in a horizontal
 * bar, as many as fit at 116 px each, the rest in one 'more ...' group. In the functional layout categories open
 * as popups; in the blend layout (`flat`) a category is one entry that fills the left menu instead.
 */
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MENU_MORE_KEY, menuKeyPath, splitTopMenu, type MenuNode } from '../../../engine/menu';
import { MenuIcon } from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

export interface TopMenuProps {
  /** The root entries. */
  menus: MenuNode[];
  /** Blend layout: categories are single entries reported through `onChoose`, not popups. */
  flat?: boolean;
  onChoose?: (node: MenuNode) => void;
  /** modelId of the entry to highlight (with the groups leading to it). */
  activeModelId?: string;
  /** Width of the bar in px; measured when absent (tests pass it, jsdom has no layout). */
  width?: number;
}

function leafLabel(node: MenuNode) {
  return node.href ? (
    <a href={node.href} target="_blank" rel="noopener noreferrer">
      {node.title}
    </a>
  ) : (
    <Link to={node.path ?? '/'}>{node.title}</Link>
  );
}

function toItems(nodes: MenuNode[], flat: boolean): Item[] {
  return nodes.map((node): Item => {
    if (node.key === MENU_MORE_KEY) {
      return { key: node.key, label: <span data-testid="top-menu-more">{node.title}</span>, children: toItems(node.children ?? [], flat) };
    }
    const icon = <MenuIcon node={node} />;
    if (node.children) {
      return flat ? { key: node.key, icon, label: node.title } : { key: node.key, icon, label: node.title, children: toItems(node.children, flat) };
    }
    return { key: node.key, icon, label: leafLabel(node) };
  });
}

/** Width of the element, followed as it resizes; undefined until known (no layout, e.g. jsdom, reports 0). */
function useWidth(ref: RefObject<HTMLElement | null>, skip: boolean): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (skip || !el) return;
    const read = () => {
      const w = el.clientWidth;
      setWidth(w > 0 ? w : undefined);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, skip]);
  return width;
}

export function TopMenu({ menus, flat = false, onChoose, activeModelId, width }: TopMenuProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const measured = useWidth(box, width !== undefined);
  const available = width ?? measured;
  const moreTitle = t('shellLayout.more');

  // Until the width is known every entry shows: better too many than an empty bar.
  const bar = useMemo(
    () => (available === undefined ? menus : splitTopMenu(menus, available, moreTitle)),
    [menus, available, moreTitle],
  );
  const items = useMemo(() => toItems(bar, flat), [bar, flat]);
  const selectedKeys = useMemo(() => menuKeyPath(bar, activeModelId), [bar, activeModelId]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (!flat || !onChoose) return;
    const node = menus.find((n) => n.key === key);
    if (node?.children) onChoose(node);
  };

  return (
    // The box takes the navbar's free space and is what gets measured, so the menu inside never widens it.
    <div ref={box} style={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
      <Menu
        data-testid="top-menu"
        mode="horizontal"
        // The bar splits itself at 116 px an entry; antd's own overflow folding would fight that.
        disabledOverflow
        items={items}
        selectedKeys={selectedKeys}
        onClick={onClick}
        style={{ borderBottom: 0, lineHeight: '54px', whiteSpace: 'nowrap' }}
      />
    </div>
  );
}
