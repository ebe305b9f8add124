/**
 * The rich-text editor (Tiptap/ProseMirror): the document is a schema, not a contentEditable box, so what is
 * stored is always the schema's HTML. `basic` is the generated forms' editor field; `print` adds the print
 * templates' placeholders, page break and table tools. The HTML is handed out on every change; a value coming
 * back in that differs from the last one handed out replaces the content.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { richTextExtensions, type RichTextMode } from './extensions';
import { Toolbar } from './Toolbar';
import './richText.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  mode?: RichTextMode;
  readOnly?: boolean;
  id?: string;
  ariaLabel?: string;
  labelId?: string;
  invalid?: boolean;
  /** Reads the HTML an outside value holds before it is loaded (the editor field sanitises it). */
  clean?: (html: string) => string;
  /** The editor once made (and null when it goes): callers insert content into it (the print template's fields). */
  onEditor?: (editor: Editor | null) => void;
  minHeight?: number;
  maxHeight?: number;
}

/** The editor's HTML: '' for an empty document (one empty paragraph). */
export const editorHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor(p: RichTextEditorProps) {
  const { t } = useTranslation('form');
  const mode = p.mode ?? 'basic';
  const clean = p.clean ?? ((html: string) => html);
  // The HTML last handed out or loaded: its echo must not reset the content (and the caret).
  const shown = useRef<string | null>(null);
  const change = useRef(p.onChange);
  change.current = p.onChange;
  const extensions = useMemo(() => richTextExtensions(mode, { pageBreak: t('richText.pageBreak') }), [mode, t]);
  const editor = useEditor({
    extensions,
    content: clean(p.value ?? ''),
    editable: !p.readOnly,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        ...(p.id ? { id: p.id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        ...(p.ariaLabel ? { 'aria-label': p.ariaLabel } : p.labelId ? { 'aria-labelledby': p.labelId } : {}),
        class: 'loom-rich-text-content',
      },
    },
    onCreate: ({ editor: e }) => { shown.current = editorHtml(e); },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      shown.current = html;
      change.current(html);
    },
  }, [extensions]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = clean(p.value ?? '');
    if (next === shown.current) return;
    editor.commands.setContent(next, { emitUpdate: false });
    shown.current = editorHtml(editor);
  }, [editor, p.value]);

  useEffect(() => { editor?.setEditable(!p.readOnly); }, [editor, p.readOnly]);

  const { onEditor } = p;
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  return (
    <div className="loom-rich-text-editor" data-editor={mode}
      style={{ border: `1px solid ${p.invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6, background: '#fff' }}>
      {editor && !p.readOnly && <Toolbar editor={editor} mode={mode} />}
      <EditorContent editor={editor}
        style={{ minHeight: p.minHeight ?? 120, maxHeight: p.maxHeight ?? 400, overflowY: 'auto', padding: '6px 11px' }} />
    </div>
  );
}
