/**
 * Tables that keep the look templates give them: the table's inline style and border attribute, and each cell's
 * inline style (column widths in percent), so a stored template reads back and prints as it was written.
 */
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';

const kept = (name: string) => ({
  default: null,
  parseHTML: (el: HTMLElement) => el.getAttribute(name),
  renderHTML: (attrs: Record<string, unknown>) => (attrs[name] ? { [name]: String(attrs[name]) } : {}),
});

const PrintTable = Table.extend({
  addAttributes() {
    return { ...this.parent?.(), style: kept('style'), border: kept('border') };
  },
});

const cellStyle = {
  default: null,
  parseHTML: (el: HTMLElement) => {
    // text-align is the cell's own align attribute; keep the rest as written.
    const rest = (el.getAttribute('style') ?? '').split(';').map((s) => s.trim())
      .filter((s) => s && !/^text-align\s*:/i.test(s));
    return rest.length ? `${rest.join('; ')};` : null;
  },
  renderHTML: (attrs: { style?: string | null }) => (attrs.style ? { style: attrs.style } : {}),
};

const PrintCell = TableCell.extend({ addAttributes() { return { ...this.parent?.(), style: cellStyle }; } });
const PrintHeader = TableHeader.extend({ addAttributes() { return { ...this.parent?.(), style: cellStyle }; } });

/** A new table has a border and full width, as the templates' tables do. */
export const NEW_TABLE_ATTRS = { style: 'border-collapse: collapse; width: 100%;', border: '1' };

export const tableExtensions = () => [PrintTable.configure({ resizable: false }), TableRow, PrintHeader, PrintCell];
