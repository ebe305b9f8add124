/**
 * editor (rich text, stored as HTML): a contentEditable box with a small toolbar (bold, italic, underline, lists,
 * link, clear formatting). Whatever the user types or pastes is sanitised with DOMPurify before it is stored, and
 * every display sanitises again, so stored HTML from elsewhere cannot run scripts either.
 */
import { memo, useLayoutEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { richTextToPlain, sanitizeHtml } from './sanitize';

interface Tool { key: string; command: string; icon: ReactNode }

const TOOLS: Tool[] = [
  { key: 'bold', command: 'bold', icon: <BoldOutlined /> },
  { key: 'italic', command: 'italic', icon: <ItalicOutlined /> },
  { key: 'underline', command: 'underline', icon: <UnderlineOutlined /> },
  { key: 'orderedList', command: 'insertOrderedList', icon: <OrderedListOutlined /> },
  { key: 'bulletList', command: 'insertUnorderedList', icon: <UnorderedListOutlined /> },
  { key: 'clearFormat', command: 'removeFormat', icon: <ClearOutlined /> },
];

const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;

export const EditorInput = memo(function EditorInput(p: FieldInputProps) {
  const { t } = useTranslation('form');
  const box = useRef<HTMLDivElement>(null);
  // The HTML last written to or read from the box: an echo of our own change must not reset the caret.
  const shown = useRef<string | null>(null);
  const locked = p.disabled || p.readonly || p.field.disabled === true;

  useLayoutEffect(() => {
    const clean = sanitizeHtml(p.value);
    if (box.current && clean !== shown.current) {
      box.current.innerHTML = clean;
      shown.current = clean;
    }
  }, [p.value]);

  const emit = () => {
    if (!box.current) return;
    const clean = sanitizeHtml(box.current.innerHTML);
    shown.current = clean;
    p.onChange(clean || null);
  };

  const run = (command: string, arg?: string) => {
    box.current?.focus();
    document.execCommand?.(command, false, arg);
    emit();
  };

  const addLink = () => {
    const href = window.prompt(t('widgets.linkPrompt'), 'https://');
    if (href && SAFE_LINK.test(href.trim())) run('createLink', href.trim());
  };

  // Pasted HTML is cleaned before it enters the page (an <img onerror> would run on insertion).
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    const clean = html ? sanitizeHtml(html) : escapeText(e.clipboardData.getData('text/plain'));
    if (!document.execCommand?.('insertHTML', false, clean) && box.current) box.current.innerHTML += clean;
    emit();
  };

  return (
    <div style={{ border: `1px solid ${p.invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6 }} data-editor>
      {!locked && (
        <Space size={2} style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }} role="toolbar">
          {TOOLS.map((tool) => (
            <Tooltip key={tool.key} title={t(`widgets.${tool.key}`)}>
              <Button size="small" type="text" icon={tool.icon} aria-label={t(`widgets.${tool.key}`)}
                onMouseDown={(e) => e.preventDefault()} onClick={() => run(tool.command)} />
            </Tooltip>
          ))}
          <Tooltip title={t('widgets.link')}>
            <Button size="small" type="text" icon={<LinkOutlined />} aria-label={t('widgets.link')}
              onMouseDown={(e) => e.preventDefault()} onClick={addLink} />
          </Tooltip>
        </Space>
      )}
      <div
        ref={box}
        id={p.id}
        role="textbox"
        aria-multiline="true"
        aria-label={p.ariaLabel}
        aria-labelledby={p.ariaLabel ? undefined : p.labelId}
        contentEditable={!locked}
        suppressContentEditableWarning
        data-placeholder={typeof p.field.placeholder === 'string' ? p.field.placeholder : undefined}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        style={{ minHeight: 120, padding: '6px 11px', outline: 'none', overflowY: 'auto', maxHeight: 400 }}
      />
    </div>
  );
});

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');
}

/** Detail view: the sanitised HTML. */
export function EditorDetail({ value }: FieldViewProps) {
  return <div className="loom-rich-text" data-rich-text dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />;
}

/** List cell: the text only. */
export function EditorCell({ value }: FieldViewProps) {
  return <span>{richTextToPlain(value)}</span>;
}

registerField({ kind: 'editor', input: EditorInput, cell: EditorCell, detail: EditorDetail });
