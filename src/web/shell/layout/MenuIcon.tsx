/**
 * The icon of a navigation entry. A menu's icon string may name one of the @ant-design/icons icons below
 * ("CarOutlined"), or one of the platform's icon-font names (icon-ym-*) of the seeded menus, mapped to a close antd
 * icon since the font is not shipped; anything else falls back to a folder, page or link icon.
 *
 * A fixed list (menuIcons.ts) rather than the whole icon set on demand: importing '@ant-design/icons' as a whole, even
 * lazily, made the bundler put every icon (1 MB) into the chunk every page shares, login included.
 */
import type { ComponentType } from 'react';
import * as NAMED_ICONS from './menuIcons';
import {
  AppstoreOutlined, BarChartOutlined, BookOutlined, FileOutlined, FormOutlined, FundProjectionScreenOutlined,
  HomeOutlined, LayoutOutlined, LinkOutlined, PrinterOutlined, SwapOutlined, TableOutlined,
} from './menuIcons';
import type { MenuNode } from '../../../engine/menu';

type IconComponent = ComponentType<{ className?: string }>;

/** The antd icons a menu may name (menuIcons.ts). */
const NAMED: Record<string, IconComponent> = NAMED_ICONS;

const ICON_FONT: Record<string, IconComponent> = {
  'icon-ym-nav-home': HomeOutlined,
  'icon-ym-generator-table': TableOutlined,
  'icon-ym-btn-form': FormOutlined,
  'icon-ym-printer': PrinterOutlined,
  'icon-ym-sysDictionary': BookOutlined,
  'icon-ym-report': BarChartOutlined,
  'icon-ym-dataV': FundProjectionScreenOutlined,
  'icon-ym-portal': LayoutOutlined,
  'icon-ym-link': LinkOutlined,
  'icon-ym-systemToggle': SwapOutlined,
};

function iconOf(node: MenuNode): IconComponent {
  for (const word of (node.icon ?? '').split(/\s+/)) {
    const icon = NAMED[word] ?? ICON_FONT[word];
    if (icon) return icon;
  }
  if (node.children) return AppstoreOutlined;
  return node.href ? LinkOutlined : FileOutlined;
}

/** `className` is passed on because antd's Menu adds its icon class to the element it is given. */
export function MenuIcon({ node, className }: { node: MenuNode; className?: string }) {
  const Icon = iconOf(node);
  return <Icon className={className} />;
}
