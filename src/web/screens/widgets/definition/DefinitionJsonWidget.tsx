/**
 * `definitionJson`: a screen form widget editing one document of a generated function's definition (ui:options
 * document: formData or columnData) as JSON text. The definition checker (src/engine/definition, the one the server
 * and check-form use) runs while typing, with the other document read from the form's values, and each problem is
 * marked at the text its JSON path names and listed below; the form or list it makes is previewed beside it.
 */
import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Typography } from 'antd';
import type { Diagnostic } from '@codemirror/lint';
import { checkDefinition, definitionMessage, jsonLayout, locatePath } from '../../../../engine/definition';
import type { ScreenFormContext } from '../treeSelect';
import { JsonEditor } from './JsonEditor';
import { DefinitionPreview } from './DefinitionPreview';
import { useEditorTexts } from './texts';

type Doc = 'formData' | 'columnData';

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Shown { path: string; message: string; line: number }

/** The checker's problems of `doc` as editor diagnostics and as lines of the list below the editor. */
export function definitionDiagnostics(doc: Doc, text: string, other: string, lang: string): { diagnostics: Diagnostic[]; shown: Shown[] } {
  const [formText, columnText] = doc === 'formData' ? [text, other] : [other, text];
  const problems = checkDefinition(formText, columnText || undefined).filter((p) => p.source === doc);
  const layout = jsonLayout(text);
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  const diagnostics: Diagnostic[] = [];
  const shown: Shown[] = [];
  for (const p of problems) {
    let span = layout.ok ? locatePath(layout, p.path) : { from: layout.error.at, to: layout.error.at + 1 };
    span = { from: Math.min(span.from, text.length), to: Math.min(Math.max(span.to, span.from + 1), text.length) };
    const message = definitionMessage(p, lang);
    diagnostics.push({ from: span.from, to: span.to, severity: 'error', message: `${p.path}: ${message}`, source: doc });
    shown.push({ path: p.path, message, line: lineOf(span.from) });
  }
  return { diagnostics, shown };
}

export function DefinitionJsonWidget(p: WidgetProps) {
  const doc: Doc = (p.options as { document?: string }).document === 'columnData' ? 'columnData' : 'formData';
  const other: Doc = doc === 'formData' ? 'columnData' : 'formData';
  const { values = {} } = (p.registry.formContext ?? {}) as ScreenFormContext;
  const text = typeof p.value === 'string' ? p.value : '';
  const otherText = typeof values[other] === 'string' ? values[other] as string : '';
  const { texts, lang } = useEditorTexts();
  const [shown, setShown] = useState<Shown[] | null>(null);
  const { onChange } = p;

  const lint = useCallback((current: string) => {
    const found = definitionDiagnostics(doc, current, otherText, lang);
    setShown(found.shown);
    return found.diagnostics;
  }, [doc, otherText, lang]);
  const change = useCallback((next: string) => onChange(next === '' ? undefined : next), [onChange]);

  const formText = useSettled(doc === 'formData' ? text : otherText, 400);
  const columnText = useSettled(doc === 'columnData' ? text : otherText, 400);

  return (
    <div id={p.id} style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
      <div style={{ flex: '1 1 50%', minWidth: 0 }}>
        <JsonEditor value={text} onChange={change} lint={lint} relint={otherText} readOnly={p.disabled || p.readonly}
          ariaLabel={p.label} testId={`definition-${doc}`} />
        <div data-testid={`definition-problems-${doc}`} style={{ marginTop: 6, maxHeight: 120, overflow: 'auto' }}>
          {shown && (shown.length === 0
            ? <Typography.Text type="success">{texts.noProblems}</Typography.Text>
            : (
              <>
                <Typography.Text type="danger">{texts.problems.replace('{n}', String(shown.length))}</Typography.Text>
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {shown.map((s, i) => (
                    <li key={`${s.path}:${i}`}><Typography.Text type="danger" code>{`${s.line}: ${s.path}`}</Typography.Text> {s.message}</li>
                  ))}
                </ul>
              </>
            ))}
        </div>
      </div>
      <div style={{ flex: '1 1 50%', minWidth: 0, maxHeight: 560 }}>
        <DefinitionPreview document={doc} formText={formText} columnText={columnText} texts={texts} />
      </div>
    </div>
  );
}
