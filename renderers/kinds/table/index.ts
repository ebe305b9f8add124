import { registerField } from '../../registry';
import { SubTableCell, SubTableDetail, SubTableInput } from './SubTable';

// The value schema of a sub-table needs its children: the compiler builds it (compileTable), so `value` is a
// placeholder that only states the shape.
registerField({
  kind: 'table',
  value: () => ({ type: 'array', items: { type: 'object' } }),
  input: SubTableInput,
  cell: SubTableCell,
  detail: SubTableDetail,
});
