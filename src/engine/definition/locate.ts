/**
 * Where a checker problem sits in the JSON text it was found in: the text is read once, recording for every value
 * the span of its text (and of its key) under the JSON path the checker names it by (`$.fields[3].__config__.jnpfKey`,
 * built as toJsonPath/childPath build them). A path that names nothing (a required property that is missing) is
 * placed at its nearest existing ancestor. Text that is not JSON answers where reading stopped.
 */
import { childPath } from './schema';

export interface TextSpan { from: number; to: number }

interface Entry { value: TextSpan; key?: TextSpan; container: boolean }

export type JsonLayout =
  | { ok: true; spans: Map<string, Entry> }
  | { ok: false; error: { at: number; message: string } };

class Stop extends Error {
  constructor(readonly at: number, message: string) { super(message); }
}

/** Reads `text` as JSON, recording the span of each value under its path. */
export function jsonLayout(text: string): JsonLayout {
  const spans = new Map<string, Entry>();
  let i = 0;
  const ws = () => { while (i < text.length && ' \t\r\n'.includes(text[i])) i++; };
  const fail = (what: string): never => { throw new Stop(Math.min(i, text.length), what); };
  const str = (): TextSpan => {
    const from = i;
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\n') fail('unterminated string');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail('unterminated string');
    i++;
    return { from, to: i };
  };
  const value = (path: string, key?: TextSpan): void => {
    ws();
    const from = i;
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          ws();
          if (text[i] !== '"') fail('expected a property name');
          const k = str();
          const name = JSON.parse(text.slice(k.from, k.to)) as string;
          ws();
          if (text[i] !== ':') fail("expected ':'");
          i++;
          value(childPath(path, name), k);
          ws();
          if (text[i] === ',') { i++; continue; }
          if (text[i] === '}') { i++; break; }
          fail("expected ',' or '}'");
        }
      }
      spans.set(path, { value: { from, to: i }, key, container: true });
      return;
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') i++;
      else {
        for (let n = 0; ; n++) {
          value(childPath(path, n));
          ws();
          if (text[i] === ',') { i++; continue; }
          if (text[i] === ']') { i++; break; }
          fail("expected ',' or ']'");
        }
      }
      spans.set(path, { value: { from, to: i }, key, container: true });
      return;
    }
    if (c === '"') str();
    else {
      const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
      if (!m) fail('unexpected character');
      i += m![0].length;
    }
    spans.set(path, { value: { from, to: i }, key, container: false });
  };
  try {
    value('$');
    ws();
    if (i < text.length) fail('unexpected text after the end');
    return { ok: true, spans };
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: { at: e.at, message: e.message } };
    throw e;
  }
}

/** The path's parent (`$.a[2].b` → `$.a[2]`), or null for `$`. */
function parentOf(path: string): string | null {
  if (path === '$') return null;
  const m = /(\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\])$/.exec(path);
  return m ? path.slice(0, path.length - m[0].length) || '$' : '$';
}

/**
 * The span a problem at `path` is shown on: a scalar's value, an object's or array's key (its first character when
 * it has none, so a marker does not cover a whole block), the nearest ancestor when the path names nothing.
 */
export function locatePath(layout: Extract<JsonLayout, { ok: true }>, path: string): TextSpan {
  for (let p: string | null = path; p !== null; p = parentOf(p)) {
    const hit = layout.spans.get(p);
    if (!hit) continue;
    if (!hit.container) return hit.value;
    return hit.key ?? { from: hit.value.from, to: hit.value.from + 1 };
  }
  return { from: 0, to: 0 };
}
