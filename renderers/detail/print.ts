/**
 * Printing a detail view until print templates exist (print issue): the viewer's content is copied, with the page's
 * styles, into a new window that opens the browser's print dialog. Answers false when nothing could be printed.
 */
export function printElement(element: HTMLElement | null, title: string): boolean {
  if (!element) return false;
  const win = window.open('', '_blank');
  if (!win) return false;
  const styles = [...document.querySelectorAll('style, link[rel="stylesheet"]')].map((n) => n.outerHTML).join('\n');
  const doc = win.document;
  doc.open();
  doc.write(`<!doctype html><html><head><meta charset="utf-8"><title></title>${styles}</head><body style="padding:16px"></body></html>`);
  doc.close();
  doc.title = title;
  doc.body.appendChild(doc.importNode(element, true));
  win.onafterprint = () => win.close();
  win.focus();
  win.print();
  return true;
}
