/**
 * The billRule fields of a formData text and the edit that sets one's rule, for the 功能设计 JSON editor's rule
 * picker. The edit touches only the text of `__config__.rule` and `__config__.ruleName` (inserted when absent), so
 * the administrator's layout, comments-free formatting and key order stay as typed; the rest of the document is not
 * re-serialised.
 */
import { jsonLayout } from './locate';
import { childPath } from './schema';

export interface BillRuleField {
  /** JSON path of the field (`$.fields[2]`, `$.fields[0].__config__.children[1]` ...). */
  path: string;
  label: string;
  field: string;
  /** The rule's code as written, '' when none. */
  rule: string;
  ruleName: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Every billRule field of the text, in the order they stand (inside containers and sub-tables too); [] when the text is no JSON. */
export function billRuleFields(text: string): BillRuleField[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  const out: BillRuleField[] = [];
  const walk = (items: unknown, path: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      if (!isObj(item)) return;
      const at = childPath(path, i);
      const config = isObj(item.__config__) ? item.__config__ : {};
      if (config.jnpfKey === 'billRule') {
        out.push({ path: at, label: str(config.label), field: str(item.__vModel__), rule: str(config.rule), ruleName: str(config.ruleName) });
      }
      walk(config.children, childPath(childPath(at, '__config__'), 'children'));
    });
  };
  if (isObj(doc)) walk(doc.fields, childPath('$', 'fields'));
  return out;
}

/**
 * The text with the field at `path` given `rule` and `ruleName` in its `__config__` (created when missing); null when
 * the text is no JSON or nothing stands at `path`.
 */
export function setBillRule(text: string, path: string, rule: string, ruleName: string): string | null {
  const layout = jsonLayout(text);
  if (!layout.ok) return null;
  const field = layout.spans.get(path);
  if (!field?.container || text[field.value.from] !== '{') return null;
  const configPath = childPath(path, '__config__');
  const config = layout.spans.get(configPath);
  const edits: { from: number; to: number; insert: string }[] = [];
  if (config && text[config.value.from] === '{') {
    const wanted = { rule, ruleName };
    const missing: string[] = [];
    for (const [key, value] of Object.entries(wanted)) {
      const at = layout.spans.get(childPath(configPath, key));
      if (at) edits.push({ from: at.value.from, to: at.value.to, insert: JSON.stringify(value) });
      else missing.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
    if (missing.length) {
      // After the opening brace, with a comma when the object already has members.
      const empty = /^\{\s*\}$/.test(text.slice(config.value.from, config.value.to));
      edits.push({ from: config.value.from + 1, to: config.value.from + 1, insert: ` ${missing.join(', ')}${empty ? ' ' : ','}` });
    }
  } else if (!config) {
    const empty = /^\{\s*\}$/.test(text.slice(field.value.from, field.value.to));
    edits.push({ from: field.value.from + 1, to: field.value.from + 1,
      insert: ` "__config__": ${JSON.stringify({ rule, ruleName })}${empty ? ' ' : ','}` });
  } else {
    return null;
  }
  edits.sort((a, b) => b.from - a.from);
  return edits.reduce((t, e) => t.slice(0, e.from) + e.insert + t.slice(e.to), text);
}
