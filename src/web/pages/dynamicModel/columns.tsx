/**
 * antd Table columns of a compiled list: each cell drawn by the kind's registry `cell`; sub-table columns
 * (`table-field`) stacked one value per sub-table row; thousands separators for thousandsField; group header rows
 * (type 3) spanning the row; cells of the row being edited (type 4) drawn by the caller's editor.
 */
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { renderView } from '../../../../renderers';
import type { ListColumnSpec } from '../../../engine/list/compile';
import { isGroupRow } from '../../../engine/list/rows';
import type { FieldDef, OnlineDevRow } from '../../../engine/types';

export function CellOf({ spec, field, value }: { spec: ListColumnSpec; field?: FieldDef; value: unknown }) {
  return renderView(spec.kind, 'cell', { field: field ?? spec.field, value }, { path: spec.prop, unknown: spec.unknown });
}

/** A sub-table column (`table-field`) lists the column's value of every row of the sub-table. */
function SubTableColumnCell({ spec, field, row }: { spec: ListColumnSpec; field: FieldDef; row: OnlineDevRow }) {
  const rows = row[spec.parent!];
  if (!Array.isArray(rows)) return null;
  return (
    <div className="dm-stacked">
      {rows.map((r, i) => (
        <div key={i} style={i ? { borderTop: '1px solid rgba(5,5,5,0.06)' } : undefined}>
          <CellOf spec={spec} field={field} value={(r as Record<string, unknown>)?.[spec.child!]} />
        </div>
      ))}
    </div>
  );
}

export interface DataColumnOptions {
  /** Props shown with thousands separators (compiled list thousandsFields). */
  thousands?: readonly string[];
  /** Type 4: the editor of a cell of the row being edited, or undefined to draw the cell as usual. */
  editCell?: (spec: ListColumnSpec, row: OnlineDevRow) => ReactNode | undefined;
  /** Type 3: how a group header row reads, and how many columns it spans. */
  group?: { render: (row: OnlineDevRow) => ReactNode; span: number };
}

export function dataColumns(specs: ListColumnSpec[], opts: DataColumnOptions = {}): TableColumnsType<OnlineDevRow> {
  const thousands = new Set(opts.thousands ?? []);
  return specs.map((spec, index) => {
    const field = thousands.has(spec.prop) ? { ...spec.field, thousands: true } : spec.field;
    return {
      key: spec.prop,
      dataIndex: spec.parent ? undefined : spec.prop,
      title: spec.label,
      width: spec.width,
      align: spec.align,
      fixed: spec.fixed,
      sorter: spec.sortable ? true : undefined,
      onCell: opts.group
        ? (row: OnlineDevRow) => (isGroupRow(row) ? { colSpan: index === 0 ? opts.group!.span : 0 } : {})
        : undefined,
      render: (value: unknown, row: OnlineDevRow): ReactNode => {
        if (opts.group && isGroupRow(row)) return index === 0 ? opts.group.render(row) : null;
        const editor = opts.editCell?.(spec, row);
        if (editor !== undefined) return editor;
        return spec.parent
          ? <SubTableColumnCell spec={spec} field={field} row={row} />
          : <CellOf spec={spec} field={field} value={value} />;
      },
    };
  });
}
