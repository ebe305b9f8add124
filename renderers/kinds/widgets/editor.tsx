/**
 * editor (rich text, stored as HTML): the shared Tiptap editor (renderers/richText) in its basic form. A stored
 * value is sanitised with DOMPurify before it is loaded, what the editor hands out is sanitised again before it is
 * stored, and every display sanitises once more, so HTML from elsewhere cannot run scripts.
 */
import { lazy, memo, Suspense, useCallback } from 'react';
import { registerField, type FieldInputProps, type FieldViewProps } from '../../registry';
import { richTextToPlain, sanitizeHtml } from './sanitize';

// Tiptap loads with the first form that has an editor field, not with every form.
const RichTextEditor = lazy(() => import('../../richText/RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

export const EditorInput = memo(function EditorInput(p: FieldInputProps) {
  const locked = p.disabled || p.readonly || p.field.disabled === true;
  const { onChange } = p;
  const change = useCallback((html: string) => {
    const clean = sanitizeHtml(html);
    onChange(clean || null);
  }, [onChange]);
  return (
    <Suspense fallback={<div style={{ minHeight: 120, border: '1px solid #d9d9d9', borderRadius: 6 }} />}>
      <RichTextEditor mode="basic" value={typeof p.value === 'string' ? p.value : ''} onChange={change} clean={sanitizeHtml}
        readOnly={locked} id={p.id} ariaLabel={p.ariaLabel} labelId={p.labelId} invalid={p.invalid} />
    </Suspense>
  );
});

/** Detail view: the sanitised HTML. */
export function EditorDetail({ value }: FieldViewProps) {
  return <div className="loom-rich-text" data-rich-text dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />;
}

/** List cell: the text only. */
export function EditorCell({ value }: FieldViewProps) {
  return <span>{richTextToPlain(value)}</span>;
}

registerField({ kind: 'editor', input: EditorInput, cell: EditorCell, detail: EditorDetail });
