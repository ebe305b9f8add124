/**
 * Pictures: an <img> with its address, size and, in print templates, the data-tag of an image field (the print
 * engine prints one picture per file of that field at this size). An inline atom, so it sits in text and cells.
 */
import { mergeAttributes, Node } from '@tiptap/core';

export interface ImageAttrs { src?: string | null; alt?: string | null; width?: string | null; height?: string | null;
  dataTag?: string | null }

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    image: { insertImage: (attrs: ImageAttrs) => ReturnType };
  }
}

/** Only addresses a page may load: the app's own, http(s) and inline pictures. */
const SAFE_SRC = /^(\/|https?:|data:image\/(png|jpe?g|gif|bmp|webp);)/i;

const plain = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(name),
  renderHTML: (attrs: Record<string, unknown>) => (attrs[name === 'data-tag' ? 'dataTag' : name]
    ? { [name]: String(attrs[name === 'data-tag' ? 'dataTag' : name]) } : {}),
});

export const Image = Node.create({
  name: 'image',
  inline: true,
  group: 'inline',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (el: HTMLElement) => {
          const src = el.getAttribute('src');
          return src && SAFE_SRC.test(src.trim()) ? src : null;
        },
        renderHTML: (attrs: ImageAttrs) => (attrs.src ? { src: attrs.src } : {}),
      },
      alt: plain('alt'),
      width: plain('width'),
      height: plain('height'),
      dataTag: plain('data-tag'),
    };
  },
  parseHTML() {
    return [{ tag: 'img' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      insertImage: (attrs) => ({ commands }) => commands.insertContent({ type: this.name, attrs }),
    };
  },
});
