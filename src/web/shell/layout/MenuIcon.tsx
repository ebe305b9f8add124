/**
 * The icon of a navigation entry. A menu's icon string that names an @ant-design/icons icon ("HomeOutlined") shows
 * that icon; the platform's own icon-font names (icon-ym-*) of the seeded menus map to close antd icons, since the
 * font is not shipped; anything else falls back to a folder, page or link icon.
 */
import { useEffect, useState, type ComponentType } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  FileOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  LayoutOutlined,
  LinkOutlined,
  PrinterOutlined,
  SwapOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { MenuNode } from '../../../engine/menu';

type IconComponent = ComponentType<{ className?: string }>;

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

const ANT_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/** The antd icon name in a menu's icon string, if it carries one. */
export function antIconName(icon: string | undefined): string | undefined {
  return (icon ?? '').split(/\s+/).find((word) => ANT_NAME.test(word));
}

// The whole icon set is large, so it loads on first need, in its own chunk, once for every menu.
let antIcons: Record<string, unknown> | null = null;
let loading: Promise<void> | null = null;
function loadAntIcons(): Promise<void> {
  loading ??= import('@ant-design/icons').then((mod) => {
    antIcons = mod as unknown as Record<string, unknown>;
  });
  return loading;
}

function fallback(node: MenuNode): IconComponent {
  for (const word of (node.icon ?? '').split(/\s+/)) if (ICON_FONT[word]) return ICON_FONT[word];
  if (node.children) return AppstoreOutlined;
  return node.href ? LinkOutlined : FileOutlined;
}

/** `className` is passed on because antd's Menu adds its icon class to the element it is given. */
export function MenuIcon({ node, className }: { node: MenuNode; className?: string }) {
  const name = antIconName(node.icon);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!name || antIcons) return;
    let live = true;
    void loadAntIcons().then(() => live && loaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [name]);
  const Named = name && antIcons ? (antIcons[name] as IconComponent | undefined) : undefined;
  const Icon = Named ?? fallback(node);
  return <Icon className={className} />;
}
