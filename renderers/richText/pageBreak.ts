/**
 * The print page break: stored as `<p><!-- pagebreak --></p>` (the marker the print engine turns into a new page),
 * shown in the editor as a dashed rule with its name.
 */
import { Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pageBreak: { insertPageBreak: () => ReturnType };
  }
}

const COMMENT = 8;

/** Whether `el` is a paragraph holding only the pagebreak comment (and white space). */
export function isPageBreak(el: HTMLElement): boolean {
  const nodes = [...el.childNodes].filter((n) => n.nodeType === COMMENT || (n.textContent ?? '').trim() !== '');
  return nodes.length === 1 && nodes[0].nodeType === COMMENT && (nodes[0].textContent ?? '').trim().toLowerCase() === 'pagebreak';
}

export const PageBreak = Node.create<{ label: string }>({
  name: 'pageBreak',
  group: 'block',
  atom: true,
  selectable: true,
  addOptions() {
    return { label: 'Page break' };
  },
  parseHTML() {
    // Before the paragraph rule, which would read the marker as an empty paragraph.
    return [{ tag: 'p', priority: 60, getAttrs: (el) => (isPageBreak(el) ? null : false) }];
  },
  renderHTML() {
    const p = document.createElement('p');
    p.appendChild(document.createComment(' pagebreak '));
    return p;
  },
  addNodeView() {
    return () => {
      const dom = document.createElement('div');
      dom.className = 'loom-page-break';
      dom.setAttribute('data-page-break', '');
      dom.setAttribute('contenteditable', 'false');
      dom.textContent = this.options.label;
      return { dom };
    };
  },
  addCommands() {
    return {
      // Followed by an empty paragraph, so writing goes on below the break.
      insertPageBreak: () => ({ commands }) => commands.insertContent([{ type: this.name }, { type: 'paragraph' }]),
    };
  },
});
