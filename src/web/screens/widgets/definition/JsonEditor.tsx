/**
 * A JSON text editor on CodeMirror 6: line numbers, folding, bracket matching, undo, JSON highlighting, and the
 * problems a lint function finds marked in the text and the gutter while typing. The editor owns its text; a value
 * given from outside (another way of setting the field) replaces it only when it differs.
 */
import { useEffect, useRef } from 'react';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { json } from '@codemirror/lang-json';
import { forceLinting, lintGutter, linter, lintKeymap, type Diagnostic } from '@codemirror/lint';

export interface JsonEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** The problems of the text; called a moment after typing stops, and again when `relint` changes. */
  lint: (text: string) => Diagnostic[];
  relint?: unknown;
  readOnly?: boolean;
  height?: number;
  ariaLabel?: string;
  testId?: string;
}

export function JsonEditor({ value, onChange, lint, relint, readOnly, height = 420, ariaLabel, testId }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const lintRef = useRef(lint);
  lintRef.current = lint;
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const current = useRef(value);
  current.current = value;

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: current.current,
        extensions: [
          lineNumbers(), foldGutter(), history(), drawSelection(), bracketMatching(), highlightActiveLine(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          json(), syntaxHighlighting(defaultHighlightStyle),
          linter((ed) => lintRef.current(ed.state.doc.toString()), { delay: 300 }), lintGutter(),
          EditorState.readOnly.of(readOnly === true),
          EditorView.contentAttributes.of(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          EditorView.updateListener.of((u) => { if (u.docChanged) changeRef.current(u.state.doc.toString()); }),
          EditorView.theme({ '&': { height: `${height}px`, fontSize: '12px' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    view.current = v;
    return () => { v.destroy(); view.current = null; };
  }, [readOnly, height, ariaLabel]);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => { if (view.current) forceLinting(view.current); }, [relint]);

  return <div ref={host} data-testid={testId} style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }} />;
}
