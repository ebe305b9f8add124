/**
 * A light antd grid column: the same element and classes as antd's `Col` (`ant-col ant-col-12` with the theme's
 * hash), without Col's per-instance hooks. A 200-field form has 200 columns, and antd's Col registers its style and
 * walks six breakpoints on every render (measured in Chromium: 0.15 ms a column, 30 ms a keystroke when the layout
 * re-rendered). The style is registered once per tree by `useColClasses`.
 */
import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useColStyle } from 'antd/es/grid/style';

export interface ColClasses {
  prefix: string;
  /** The theme's hash and css-var classes. */
  extra: string;
}

/** Registers antd's column style once and gives the classes a column needs. */
export function useColClasses(): ColClasses {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('col');
  const [hashId, cssVarCls] = useColStyle(prefix);
  return { prefix, extra: `${hashId} ${cssVarCls}` };
}

export function LightCol({ classes, span, gutter, children }: { classes: ColClasses; span?: number; gutter: number; children: ReactNode }) {
  const { prefix, extra } = classes;
  return (
    <div className={`${prefix}${span !== undefined ? ` ${prefix}-${span}` : ''} ${extra}`}
      style={gutter ? { paddingInline: gutter / 2 } : undefined}>
      {children}
    </div>
  );
}
