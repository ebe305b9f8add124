/**
 * `definitionJson`: a screen form widget editing one document of a generated function's definition (ui:options
 * document: formData or columnData) as JSON text. The definition checker (src/engine/definition, the one the server
 * and check-form use) runs while typing, with the other document read from the form's values, and each problem is
 * marked at the text its JSON path names and listed below; the form or list it makes is previewed beside it. Below
 * formData, the form's billRule fields with the rule picker (BillRulePanel.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Typography } from 'antd';
import type { ScreenFormContext } from '../treeSelect';
import { JsonEditor } from './JsonEditor';
import { DefinitionPreview } from './DefinitionPreview';
import { BillRulePanel } from './BillRulePanel';
import { useEditorTexts } from './texts';
import { definitionDiagnostics, type DefinitionDoc, type Shown } from './diagnostics';

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function DefinitionJsonWidget(p: WidgetProps) {
  const doc: DefinitionDoc = (p.options as { document?: string }).document === 'columnData' ? 'columnData' : 'formData';
  const other: DefinitionDoc = doc === 'formData' ? 'columnData' : 'formData';
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
  // The other editor's text is checked against this one's once its typing pauses, not on every keystroke.
  const settledOther = doc === 'formData' ? columnText : formText;

  return (
    <div id={p.id} style={{ display: 'flex', gap: 12, alignItems: 'stretch' }}>
      <div style={{ flex: '1 1 50%', minWidth: 0 }}>
        <JsonEditor value={text} onChange={change} lint={lint} relint={settledOther} readOnly={p.disabled || p.readonly}
          ariaLabel={p.label} testId={`definition-${doc}`} />
        {doc === 'formData' && <BillRulePanel text={text} onChange={change} texts={texts} disabled={p.disabled || p.readonly} />}
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
