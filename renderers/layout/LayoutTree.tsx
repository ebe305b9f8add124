/**
 * Renders the compiled layout tree (rows, cards, tabs, collapses, table grids) and places each field where the
 * designer put it. The caller says how a field looks (`renderField`): the form passes rjsf's property content, the
 * detail viewer a read-only view. Unknown kinds render the visible error block.
 */
import { Fragment, memo, type ReactNode } from 'react';
import { Card, Collapse, Row, Tabs } from 'antd';
import type { ContainerNode, FieldNode, LayoutNode } from '../../src/engine/form/types';
import { getField } from '../registry';
import { UnknownField } from '../UnknownField';
import { LightCol, useColClasses } from './grid';

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
      return <UnknownField kind={node.kind} path={node.path} />;
    case 'static': {
      const renderer = getField(node.kind);
      if (!renderer) return <UnknownField kind={node.kind} path={node.path} />;
      const View = renderer.detail;
      return <View field={node.field} value={undefined} />;
    }
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
    case 'tab': {
      const active = Number(field.__config__.active);
      return (
        <Tabs
          type={field.type === 'card' || field.type === 'border-card' ? 'card' : 'line'}
          defaultActiveKey={children[Number.isInteger(active) ? active : 0]?.path}
          tabPlacement={field['tab-position'] === 'left' || field['tab-position'] === 'right' ? (field['tab-position'] === 'left' ? 'start' : 'end') : field['tab-position'] === 'bottom' ? 'bottom' : 'top'}
          // Every pane is mounted: its fields hold values and must be validated even when not shown.
          items={children.map((pane) => ({
            key: pane.path,
            label: str(pane.field.title),
            forceRender: true,
            children: pane.type === 'container'
              ? <LayoutTree nodes={pane.children} renderField={renderField} gutter={gutter} />
              : <LayoutNodeView node={pane} renderField={renderField} gutter={gutter} />,
          }))}
        />
      );
    }
    case 'collapse': {
      const raw = field.__config__.active;
      const activeNames = (Array.isArray(raw) ? raw : raw == null ? [] : [raw]).map(String);
      return (
        <Collapse
          accordion={field.accordion === true}
          defaultActiveKey={children.filter((p) => activeNames.includes(str(p.field.name))).map((p) => p.path)}
          style={{ marginBottom: 12 }}
          items={children.map((pane) => ({
            key: pane.path,
            label: str(pane.field.title),
            forceRender: true,
            children: pane.type === 'container'
              ? <LayoutTree nodes={pane.children} renderField={renderField} gutter={gutter} />
              : <LayoutNodeView node={pane} renderField={renderField} gutter={gutter} />,
          }))}
        />
      );
    }
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
