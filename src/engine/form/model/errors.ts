/**
 * Per-field error messages from the record validation's problems, as a tree per top-level field: a field's own
 * messages under `__errors`, a sub-table cell's under `[row][column].__errors` (the shape the sub-table reads).
 */
import type { RecordProblem } from '../../record/validate';

export interface ErrorTree {
  __errors?: string[];
  [child: string]: ErrorTree | string[] | undefined;
}

/** A sub-table cell's code (`<table>-<column>`) as its table and column; vModels may hold '-' themselves. */
export type CellOf = (code: string) => [table: string, column: string] | undefined;

const firstDash: CellOf = (code) => {
  const cut = code.indexOf('-');
  return cut > 0 ? [code.slice(0, cut), code.slice(cut + 1)] : undefined;
};

/**
 * Builds the trees, keyed by the top-level field name; `message` words a problem in the user's language, `cellOf`
 * (the compiled field index) names a cell's table and column.
 */
export function errorTrees(problems: RecordProblem[], message: (p: RecordProblem) => string, cellOf: CellOf = firstDash):
  Map<string, ErrorTree> {
  const trees = new Map<string, ErrorTree>();
  for (const p of problems) {
    const text = message(p);
    if (p.row === undefined) {
      const tree = trees.get(p.field) ?? {};
      tree.__errors = [...(tree.__errors ?? []), text];
      trees.set(p.field, tree);
      continue;
    }
    const [table, column] = cellOf(p.field) ?? firstDash(p.field) ?? [p.field, ''];
    const tree = trees.get(table) ?? {};
    const row = (tree[p.row] as ErrorTree | undefined) ?? {};
    const cell = (row[column] as ErrorTree | undefined) ?? {};
    cell.__errors = [...(cell.__errors ?? []), text];
    row[column] = cell;
    tree[p.row] = row;
    trees.set(table, tree);
  }
  return trees;
}
