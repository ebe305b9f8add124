/** Rich text is stored and shown only after DOMPurify: no scripts, no event handlers, no javascript: links. */
import DOMPurify from 'dompurify';

/** The HTML of a rich-text value made safe to store and to display; '' for anything that is not text. */
export function sanitizeHtml(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  return DOMPurify.sanitize(value, { USE_PROFILES: { html: true } });
}

/** The visible text of a rich-text value (list cells). */
export function richTextToPlain(value: unknown): string {
  const html = sanitizeHtml(value);
  if (!html) return '';
  const box = document.createElement('div');
  box.innerHTML = html;
  return (box.textContent ?? '').replace(/\s+/g, ' ').trim();
}
