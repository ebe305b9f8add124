/**
 * The definition checker's problems of one document (formData or columnData, the other given for the checks that
 * need both) as CodeMirror diagnostics at the text their JSON paths name, and as lines for the list under the editor.
 */
import type { Diagnostic } from '@codemirror/lint';
import { checkDefinition, definitionMessage, jsonLayout, locatePath } from '../../../../engine/definition';

export type DefinitionDoc = 'formData' | 'columnData';

export interface Shown { path: string; message: string; line: number }

/** The checker's problems of `doc` as editor diagnostics and as lines of the list below the editor. */
export function definitionDiagnostics(doc: DefinitionDoc, text: string, other: string, lang: string): { diagnostics: Diagnostic[]; shown: Shown[] } {
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

