/**
 * A message template's parameters: the {name} placeholders of its title and body. The administration lists them
 * with the template, and whoever sends a message from the template fills them with `fillTemplate`.
 */

/** A placeholder: a name of letters, digits and underscores, not starting with a digit, in braces. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export interface TemplateParam { field: string }

/** The parameters of the texts, each once, in order of first use (title before body). */
export function templateParams(...texts: (string | null | undefined)[]): TemplateParam[] {
  const seen = new Set<string>();
  for (const text of texts) {
    for (const m of (text ?? '').matchAll(PLACEHOLDER)) seen.add(m[1]);
  }
  return [...seen].map((field) => ({ field }));
}

/** The text with each placeholder replaced by its value; a placeholder without a value is left as written. */
export function fillTemplate(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (Object.prototype.hasOwnProperty.call(values, name) && values[name] != null ? String(values[name]) : whole));
}
