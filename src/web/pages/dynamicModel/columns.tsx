/** antd Table columns of a compiled list: each cell drawn by the kind's registry `cell`. */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { getField, UnknownField } from '../../../../renderers';
import type { ListColumnSpec } from '../../../engine/list/compile';
import type { OnlineDevRow } from '../../../engine/types';

function CellOf({ spec, value }: { spec: ListColumnSpec; value: unknown }) {
  const renderer = getField(spec.kind);
  if (!renderer || spec.unknown) return <UnknownField kind={spec.kind} path={spec.prop} />;
  const Cell = renderer.cell;
  return <Cell field={spec.field} value={value} />;
}

/** A sub-table column (`table-field`) lists the column's value of every row of the sub-table. */
function SubTableColumnCell({ spec, row }: { spec: ListColumnSpec; row: OnlineDevRow }) {
  const rows = row[spec.parent!];
  if (!Array.isArray(rows)) return null;
  return (
    <div>
      {rows.map((r, i) => (
        <div key={i}><CellOf spec={spec} value={(r as Record<string, unknown>)?.[spec.child!]} /></div>
      ))}
    </div>
  );
}

export function dataColumns(specs: ListColumnSpec[]): TableColumnsType<OnlineDevRow> {
  return specs.map((spec) => ({
    key: spec.prop,
    dataIndex: spec.parent ? undefined : spec.prop,
    title: spec.label,
    width: spec.width,
    align: spec.align,
    fixed: spec.fixed,
    sorter: spec.sortable ? true : undefined,
    render: (value: unknown, row: OnlineDevRow): ReactNode =>
      spec.parent ? <SubTableColumnCell spec={spec} row={row} /> : <CellOf spec={spec} value={value} />,
  }));
}
