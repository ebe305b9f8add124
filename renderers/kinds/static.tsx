/** Display-only elements of a form (they store nothing): divider, group title, text, alert, link. */
import type { CSSProperties, MouseEvent } from 'react';
import { Alert, Divider, Typography } from 'antd';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { externalLinkPath } from '../../src/engine/menu/link';
import { registerField, type FieldInputProps, type FieldViewProps } from '../registry';

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const placement = (v: unknown): 'start' | 'center' | 'end' => (v === 'left' ? 'start' : v === 'right' ? 'end' : 'center');

/** The designer writes CSS in kebab-case (`text-align`); React wants camelCase. */
function cssOf(style: unknown): CSSProperties {
  const out: Record<string, unknown> = {};
  if (style && typeof style === 'object') {
    for (const [k, v] of Object.entries(style)) {
      const key = k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      out[key] = (key === 'lineHeight' || key === 'fontSize') && typeof v === 'number' ? `${v}px` : v;
    }
  }
  return out as CSSProperties;
}

function DividerView({ field }: FieldInputProps | FieldViewProps) {
  const slot = (field.__slot__ ?? {}) as { default?: string };
  return <Divider titlePlacement={placement(field['content-position'])}>{str(slot.default)}</Divider>;
}

function GroupTitleView({ field }: FieldInputProps | FieldViewProps) {
  const align = field['content-position'] === 'center' || field['content-position'] === 'right' ? field['content-position'] : 'left';
  return (
    <Typography.Title level={5} style={{ textAlign: align as 'left', margin: '8px 0' }}>
      {str(field.content, field.__config__.label ?? '')}
    </Typography.Title>
  );
}

function TextView({ field }: FieldInputProps | FieldViewProps) {
  return <div style={cssOf(field.textStyle)}>{str(field.__config__.defaultValue)}</div>;
}

function AlertView({ field }: FieldInputProps | FieldViewProps) {
  const type = ['success', 'info', 'warning', 'error'].includes(String(field.type)) ? (field.type as 'info') : 'info';
  return <Alert title={str(field.title)} type={type} showIcon={field['show-icon'] === true} closable={field.closable === true} />;
}

/**
 * Target _self shows the address inside the app (/externalLink?href=<URL-encoded base64>); _blank opens
 * the plain address in a new window.
 */
function LinkView({ field }: FieldInputProps | FieldViewProps) {
  const href = str(field.href);
  const blank = field.target === '_blank';
  const inRouter = useInRouterContext();
  const content = str(field.content, str(field.__config__.label));
  if (!href) return <div style={cssOf(field.textStyle)}><Typography.Link>{content}</Typography.Link></div>;
  if (blank) {
    return (
      <div style={cssOf(field.textStyle)}>
        <a href={href} target="_blank" rel="noopener noreferrer">{content}</a>
      </div>
    );
  }
  return (
    <div style={cssOf(field.textStyle)}>
      {inRouter ? <InAppLink href={href}>{content}</InAppLink> : <a href={externalLinkPath(href)}>{content}</a>}
    </div>
  );
}

function InAppLink({ href, children }: { href: string; children: string }) {
  const navigate = useNavigate();
  const to = externalLinkPath(href);
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={go}>{children}</a>;
}

registerField({ kind: 'divider', input: DividerView, cell: DividerView });
registerField({ kind: 'groupTitle', input: GroupTitleView, cell: GroupTitleView });
registerField({ kind: 'JNPFText', aliases: ['text'], input: TextView, cell: TextView });
registerField({ kind: 'alert', input: AlertView, cell: AlertView });
registerField({ kind: 'link', input: LinkView, cell: LinkView });
