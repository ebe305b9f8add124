/**
 * Renders the compiled layout tree (rows, cards, tabs, collapses, table grids) and places each field where the
 * designer put it. The caller says how a field looks (`renderField`): the form passes a slot reading the form model,
 * the detail viewer a read-only view. Unknown kinds render the visible error block.
 */
import { createContext, Fragment, memo, useContext, useState, type ReactNode } from 'react';
import { Card, Collapse, Row, Tabs } from 'antd';
import type { ContainerNode, FieldNode, LayoutNode } from '../../src/engine/form/types';
import { renderView } from '../registry';
import { LightCol, useColClasses } from './grid';
import { FramedStatic } from './staticFrame';

export interface LayoutTreeProps {
  nodes: LayoutNode[];
  renderField: (node: FieldNode) => ReactNode;
  gutter?: number;
  /** A row container's `justify` and `align` (element-ui names). */
  justify?: unknown;
  align?: unknown;
}

const JUSTIFY: Record<string, 'start' | 'end' | 'center' | 'space-between' | 'space-around'> = {
  start: 'start', end: 'end', center: 'center', 'space-between': 'space-between', 'space-around': 'space-around',
};
const ALIGN: Record<string, 'top' | 'middle' | 'bottom'> = { top: 'top', middle: 'middle', bottom: 'bottom' };

/** Kinds drawn by this module; the compiler treats them as known containers. */
export const CONTAINER_RENDERERS = new Set([
  'row', 'card', 'tab', 'tabItem', 'collapse', 'collapseItem', 'tableGrid', 'tableGridTr', 'tableGridTd',
]);

/**
 * Whether the pane around a subtree is open (a tab pane that is not the active one, or a closed collapse panel, is
 * not). Every pane is mounted, but the form draws the fields of closed panes last (renderers/form/reveal.ts).
 */
export const PaneOpenContext = createContext(true);

function Pane({ open, children }: { open: boolean; children: ReactNode }) {
  const outer = useContext(PaneOpenContext);
  return <PaneOpenContext.Provider value={outer && open}>{children}</PaneOpenContext.Provider>;
}

const str = (v: unknown, fallback = '') => (typeof v === 'string' || typeof v === 'number' ? String(v) : fallback);

/**
 * Memoised: the form passes a stable `renderField` whose fields update themselves, so a keystroke never re-renders
 * the layout (rows, cards, tabs) around them.
 */
export const LayoutTree = memo(function LayoutTree({ nodes, renderField, gutter = 15, justify, align }: LayoutTreeProps) {
  const classes = useColClasses();
  return (
    <Row gutter={gutter} justify={JUSTIFY[String(justify)]} align={ALIGN[String(align)]}>
      {nodes.map((node) => (
        <LightCol key={node.path} classes={classes} gutter={gutter} span={node.type === 'container' ? 24 : node.span}>
          <LayoutNodeView node={node} renderField={renderField} gutter={gutter} />
        </LightCol>
      ))}
    </Row>
  );
});

function LayoutNodeView({ node, renderField, gutter }: { node: LayoutNode; renderField: LayoutTreeProps['renderField']; gutter: number }) {
  switch (node.type) {
    case 'field':
      return <>{renderField(node)}</>;
    case 'unknown':
      return renderView(node.kind, 'detail', { field: node.field, value: undefined }, { path: node.path, unknown: true });
    case 'static':
      return <FramedStatic node={node}>{renderView(node.kind, 'detail', { field: node.field, value: undefined }, { path: node.path })}</FramedStatic>;
    case 'container':
      return <ContainerView node={node} renderField={renderField} gutter={gutter} />;
  }
}

function ContainerView({ node, renderField, gutter }: { node: ContainerNode; renderField: LayoutTreeProps['renderField']; gutter: number }) {
  const { field, children } = node;
  const inner = <LayoutTree nodes={children} renderField={renderField} gutter={gutter} />;
  switch (node.kind) {
    case 'card':
      return (
        <Card size="small" title={str(field.header) || undefined}
          // element-ui shadow: always (a lasting shadow), hover (on hover only), never (flat).
          style={{ marginBottom: 12, boxShadow: field.shadow === 'never' || field.shadow === 'hover' ? undefined : '0 2px 12px 0 rgba(0,0,0,0.1)' }}
          hoverable={field.shadow === 'hover'} data-shadow={str(field.shadow, 'always')}>
          {inner}
        </Card>
      );
    case 'tab':
      return <TabsView node={node} renderField={renderField} gutter={gutter} />;
    case 'collapse':
      return <CollapseView node={node} renderField={renderField} gutter={gutter} />;
    case 'tableGrid': {
      const border = `${Number(field.__config__.borderWidth) || 1}px ${str(field.__config__.borderType, 'solid')} ${str(field.__config__.borderColor, '#E2E0E0')}`;
      return (
        <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 12 }}>
          <tbody>
            {children.map((tr) => (
              <tr key={tr.path}>
                {(tr.type === 'container' ? tr.children : []).map((td) => {
                  const cfg = td.field.__config__;
                  if (cfg.merged === true) return <Fragment key={td.path} />;
                  return (
                    <td key={td.path} colSpan={Number(cfg.colspan) || 1} rowSpan={Number(cfg.rowspan) || 1}
                      style={{ border, padding: 8, verticalAlign: 'top' }}>
                      {td.type === 'container' ? <LayoutTree nodes={td.children} renderField={renderField} gutter={gutter} /> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'row':
      // A row's children carry their own spans; the row lays them out with its gutter, justify and align.
      return <LayoutTree nodes={children} renderField={renderField} gutter={gutter} justify={field.justify} align={field.align} />;
    // the panes/cells when met on their own
    default:
      return inner;
  }
}

type ViewProps = { node: ContainerNode; renderField: LayoutTreeProps['renderField']; gutter: number };

function PaneContent({ pane, renderField, gutter }: { pane: LayoutNode; renderField: LayoutTreeProps['renderField']; gutter: number }) {
  return pane.type === 'container'
    ? <LayoutTree nodes={pane.children} renderField={renderField} gutter={gutter} />
    : <LayoutNodeView node={pane} renderField={renderField} gutter={gutter} />;
}

/**
 * The pane a tab container opens on. 3.1-era documents name their tab items ("1", "2", ...) and `active` names one,
 * as a collapse does; the 3.4.7 palette writes unnamed items and `active` as the index. Else the first pane.
 */
function openingPane(active: unknown, panes: LayoutNode[]): LayoutNode | undefined {
  const named = active == null ? undefined : panes.find((p) => str(p.field.name) === String(active));
  if (named) return named;
  const index = Number(active);
  return panes[Number.isInteger(index) ? index : 0] ?? panes[0];
}

// Every pane is mounted (forceRender): its fields hold values, are validated and may set values when they mount, even
// when not shown. The active key is held here so each pane knows whether it is open (PaneOpenContext).
function TabsView({ node: { field, children }, renderField, gutter }: ViewProps) {
  const [activeKey, setActiveKey] = useState(() => openingPane(field.__config__.active, children)?.path);
  return (
    <Tabs
      type={field.type === 'card' || field.type === 'border-card' ? 'card' : 'line'}
      activeKey={activeKey}
      onChange={setActiveKey}
      tabPlacement={field['tab-position'] === 'left' || field['tab-position'] === 'right' ? (field['tab-position'] === 'left' ? 'start' : 'end') : field['tab-position'] === 'bottom' ? 'bottom' : 'top'}
      items={children.map((pane) => ({
        key: pane.path,
        label: str(pane.field.title),
        forceRender: true,
        children: <Pane open={pane.path === activeKey}><PaneContent pane={pane} renderField={renderField} gutter={gutter} /></Pane>,
      }))}
    />
  );
}

function CollapseView({ node: { field, children }, renderField, gutter }: ViewProps) {
  const [activeKeys, setActiveKeys] = useState(() => {
    const raw = field.__config__.active;
    const activeNames = (Array.isArray(raw) ? raw : raw == null ? [] : [raw]).map(String);
    return children.filter((p) => activeNames.includes(str(p.field.name))).map((p) => p.path);
  });
  return (
    <Collapse
      accordion={field.accordion === true}
      activeKey={activeKeys}
      onChange={(keys: string | string[]) => setActiveKeys(Array.isArray(keys) ? keys : [keys])}
      style={{ marginBottom: 12 }}
      items={children.map((pane) => ({
        key: pane.path,
        label: str(pane.field.title),
        forceRender: true,
        children: <Pane open={activeKeys.includes(pane.path)}><PaneContent pane={pane} renderField={renderField} gutter={gutter} /></Pane>,
      }))}
    />
  );
}
