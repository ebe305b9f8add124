/**
 * Placeholders of print templates, in the markup the print engine fills (src/engine/print):
 * `<span data-tag="headTable.<field>">{field}</span>` for a main field, `data-tag="<table>.<field>"` for a sub-table
 * field (a table row holding one is repeated per sub-table row), and the 千位分隔符 / 大写金额 wrappers
 * (`<span data-tag="thousands">千位分隔符(<placeholder>,2)</span>`) around a placeholder. A placeholder is one
 * unbreakable piece (an atom) so it is inserted, moved and deleted whole; a wrapper keeps its text and placeholder.
 */
import { mergeAttributes, Node } from '@tiptap/core';

/** Wrappers that format the placeholder inside them. */
export const WRAPPER_TAGS = ['thousands', 'isAmountChinese'];

/** The class the templates' placeholders carry (kept as written; the editor styles placeholders by data-tag). */
export const TAG_CLASS = 'wk-print-tag-wukong wk-tiny-color--common';

export interface PrintTagAttrs { tag: string; label: string }

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    printTag: { insertPrintTag: (attrs: PrintTagAttrs) => ReturnType };
  }
}

const classAttr = {
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute('class'),
  renderHTML: (attrs: { cls?: string | null }) => (attrs.cls ? { class: attrs.cls } : {}),
};

export const PrintTag = Node.create({
  name: 'printTag',
  inline: true,
  group: 'inline',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return {
      tag: { default: '', parseHTML: (el: HTMLElement) => el.getAttribute('data-tag') ?? '', renderHTML: () => ({}) },
      label: { default: '', parseHTML: (el: HTMLElement) => el.textContent ?? '', renderHTML: () => ({}) },
      cls: classAttr,
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-tag]', priority: 60,
      getAttrs: (el) => (el.getAttribute('data-tag')?.includes('.') ? null : false) }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { contenteditable: 'false', 'data-tag': node.attrs.tag as string }),
      node.attrs.label as string];
  },
  renderText({ node }) {
    return node.attrs.label as string;
  },
  addCommands() {
    return {
      insertPrintTag: ({ tag, label }) => ({ commands }) =>
        commands.insertContent({ type: this.name, attrs: { tag, label, cls: TAG_CLASS } }),
    };
  },
});

export const PrintWrapper = Node.create({
  name: 'printWrapper',
  inline: true,
  group: 'inline',
  content: 'inline*',
  addAttributes() {
    return {
      tag: { default: 'thousands', parseHTML: (el: HTMLElement) => el.getAttribute('data-tag'), renderHTML: () => ({}) },
      cls: classAttr,
    };
  },
  parseHTML() {
    return WRAPPER_TAGS.map((tag) => ({ tag: `span[data-tag="${tag}"]`, priority: 61 }));
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { contenteditable: 'false', 'data-tag': node.attrs.tag as string }), 0];
  },
});
