/**
 * Paragraph and heading alignment, kept as the inline `text-align` style templates and rich text already carry
 * (<h2 style="text-align: center;">), so stored HTML reads back as it was written.
 */
import { Extension } from '@tiptap/core';

export type Alignment = 'left' | 'center' | 'right' | 'justify';
const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'justify'];
const ALIGNED = ['paragraph', 'heading'];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: { setTextAlign: (align: Alignment) => ReturnType };
  }
}

export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [{
      types: ALIGNED,
      attributes: {
        textAlign: {
          default: null,
          parseHTML: (el: HTMLElement) => {
            const align = el.style.textAlign as Alignment;
            return ALIGNMENTS.includes(align) ? align : null;
          },
          renderHTML: (attrs: { textAlign?: string | null }) =>
            (attrs.textAlign ? { style: `text-align: ${attrs.textAlign};` } : {}),
        },
      },
    }];
  },
  addCommands() {
    return {
      setTextAlign: (align) => ({ commands }) => {
        if (!ALIGNMENTS.includes(align)) return false;
        const value = align === 'left' ? null : align;
        return ALIGNED.map((type) => commands.updateAttributes(type, { textAlign: value })).some(Boolean);
      },
    };
  },
});
