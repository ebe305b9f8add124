/**
 * Small pictures of the four layouts and the two colour blocks for the settings drawer, drawn with boxes:
 * the navigation parts take the navigation colour, the rest is the page.
 */
import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import type { LayoutType } from './store';
import { DARK_NAV } from './theme';

const W = 56;
const H = 42;

function Frame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden
      style={{ position: 'relative', width: W, height: H, borderRadius: 4, overflow: 'hidden', background: token.colorFillSecondary }}
    >
      {children}
    </div>
  );
}

const box = (style: CSSProperties): CSSProperties => ({ position: 'absolute', ...style });

/** A layout: where its navigation sits (side, top, both, or a narrow icon bar). */
export function LayoutThumb({ kind }: { kind: LayoutType }) {
  const nav = DARK_NAV.background;
  const header = '#ffffff';
  switch (kind) {
    case 'functional':
      return (
        <Frame>
          <div style={box({ left: 0, top: 0, right: 0, height: 10, background: nav })} />
        </Frame>
      );
    case 'blend':
      return (
        <Frame>
          <div style={box({ left: 0, top: 0, right: 0, height: 10, background: nav })} />
          <div style={box({ left: 0, top: 10, bottom: 0, width: 14, background: header })} />
        </Frame>
      );
    case 'plain':
      return (
        <Frame>
          <div style={box({ left: 0, top: 0, bottom: 0, width: 7, background: nav })} />
          <div style={box({ left: 7, top: 0, right: 0, height: 10, background: header })} />
        </Frame>
      );
    default:
      return (
        <Frame>
          <div style={box({ left: 0, top: 0, bottom: 0, width: 16, background: nav })} />
          <div style={box({ left: 16, top: 0, right: 0, height: 10, background: header })} />
        </Frame>
      );
  }
}

/** A colour block: light or dark side navigation beside a light header. */
export function BlockThumb({ dark }: { dark: boolean }) {
  return (
    <Frame>
      <div style={box({ left: 0, top: 0, bottom: 0, width: 16, background: dark ? DARK_NAV.background : '#ffffff' })} />
      <div style={box({ left: 16, top: 0, right: 0, height: 10, background: '#ffffff' })} />
    </Frame>
  );
}
