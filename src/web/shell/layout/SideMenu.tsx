/**
 * The side navigation of the classic, blend and plain layouts: permitted menu tree, nested submenus
 * with one open at a time, in-app entries as router links and outside addresses in a new tab.
 */
import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { flattenMenu, menuAncestors, type MenuNode } from '../../../engine/menu';
import { MenuIcon } from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

const iconOf = (node: MenuNode) => <MenuIcon node={node} />;

function toItems(nodes: MenuNode[]): Item[] {
  return nodes.map((node): Item => {
    if (node.children) return { key: node.key, icon: iconOf(node), label: node.title, children: toItems(node.children) };
    const label = node.href ? (
      <a href={node.href} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    ) : (
      <Link to={node.path ?? '/'}>{node.title}</Link>
    );
    return { key: node.key, icon: iconOf(node), label };
  });
}

/** Keys from the root to the group `key` (inclusive), so opening a group closes its siblings. */
function groupChain(nodes: MenuNode[], key: string): string[] {
  for (const node of nodes) {
    if (!node.children) continue;
    if (node.key === key) return [key];
    const below = groupChain(node.children, key);
    if (below.length) return [node.key, ...below];
  }
  return [];
}

export interface SideMenuProps {
  menus: MenuNode[];
  /** Icons only, submenus as popups (collapsed sidebar, plain layout). */
  collapsed: boolean;
  /** Dark navigation (settings.themeClass 'dark'). */
  dark?: boolean;
}

export function SideMenu({ menus, collapsed, dark = false }: SideMenuProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const leaves = useMemo(() => flattenMenu(menus), [menus]);
  const active = leaves.find((n) => n.path === here) ?? leaves.find((n) => n.path === location.pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (active?.path ? menuAncestors(menus, active.path) : []));

  // Arriving on a page (e.g. by URL) opens the groups leading to it.
  useEffect(() => {
    if (active?.path) setOpenKeys(menuAncestors(menus, active.path));
  }, [active?.path, menus]);

  const items = useMemo(() => toItems(menus), [menus]);
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    setOpenKeys(opened ? groupChain(menus, opened) : keys);
  };

  return (
    <Menu
      data-testid="side-menu"
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={active ? [active.key] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
