/**
 * The editor's schema: StarterKit (paragraphs, headings, marks, lists, links, history), alignment, tables and
 * pictures; print templates add their placeholders and the page break. One list for the editor and for reading
 * stored HTML (round trips in tests use the same).
 */
import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Image } from './image';
import { PageBreak } from './pageBreak';
import { PrintTag, PrintWrapper } from './printTags';
import { tableExtensions } from './table';
import { TextAlign } from './textAlign';

export type RichTextMode = 'basic' | 'print';

export function richTextExtensions(mode: RichTextMode, labels: { pageBreak?: string } = {}): Extensions {
  const base: Extensions = [
    StarterKit.configure({ link: { openOnClick: false, autolink: false }, codeBlock: false, code: false,
      horizontalRule: false, trailingNode: false, blockquote: mode === 'basic' ? {} : false }),
    TextAlign,
    Image,
    ...tableExtensions(),
  ];
  if (mode === 'print') base.push(PrintTag, PrintWrapper, PageBreak.configure({ label: labels.pageBreak ?? 'Page break' }));
  return base;
}
