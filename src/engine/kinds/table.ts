/** The sub-table: rows of its columns' values (the compiler builds its schema from the columns). */
import { defineKind } from './catalogue';

export const table = defineKind({
  kind: 'table',
  value: () => null,
  shape: () => 'rows',
  compare: 'text',
  valueComparable: false,
  entered: false,
  importable: false,
});
