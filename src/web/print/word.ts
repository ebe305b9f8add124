/**
 * 下载 in the print preview: the pages on screen as a Word document (src/engine/print/word.ts). Page breaks of the
 * template and the boundaries between records become Word page breaks; pictures are read (same origin, the page's
 * own addresses) and inlined, so the file opens without the server.
 */
import { WORD_PAGE_BREAK, wordDocument } from '../../engine/print/word';

function pageBreak(doc: Document): Element {
  const holder = doc.createElement('div');
  holder.innerHTML = WORD_PAGE_BREAK;
  return holder.firstElementChild!;
}

/** The picture at `src` as a data: address; '' when it cannot be read. */
async function inline(src: string): Promise<string> {
  try {
    const res = await fetch(src, { credentials: 'same-origin' });
    if (!res.ok) return '';
    const blob = await res.blob();
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result ?? ''));
      reader.onerror = () => resolve('');
      reader.readAsDataURL(blob);
    });
  } catch {
    return '';
  }
}

/** The Word document of the pages under `root` (each `.print-page` one record). */
export async function wordFile(root: HTMLElement, title: string, style: string): Promise<Blob> {
  const copy = root.cloneNode(true) as HTMLElement;
  const doc = root.ownerDocument;
  for (const marker of [...copy.querySelectorAll('.print-page-break')]) marker.replaceWith(pageBreak(doc));
  copy.querySelectorAll('.print-page').forEach((page, i) => {
    (page as HTMLElement).removeAttribute('style');
    if (i > 0) page.before(pageBreak(doc));
  });
  await Promise.all([...copy.querySelectorAll('img')].map(async (img) => {
    const src = img.getAttribute('src') ?? '';
    if (!src || src.startsWith('data:')) return;
    const data = await inline(src);
    if (data) img.setAttribute('src', data);
  }));
  return new Blob([wordDocument(title, copy.innerHTML, style)], { type: 'application/msword' });
}
