import { registerField } from '../../registry';
import { SubTableCell, SubTableDetail, SubTableInput } from './SubTable';

registerField({
  kind: 'table',
  input: SubTableInput,
  cell: SubTableCell,
  detail: SubTableDetail,
});
