/**
 * Cells of a screen's columns: the screen's own kinds (text, status, date, dictionary, options, boolean, icon, tags)
 * and, for any other kind, the field registry's cell of that kind (people, organisations, areas ...).
 */
import { memo, type ReactNode } from 'react';
import { Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { localise, valueAt, type ScreenColumn } from '../../engine/screen';
import { renderView } from '../../../renderers';
import { screenField } from './fieldDef';
import { ScreenIcon } from './widgets/icons';

export interface CellContext {
  lang: string;
  t: (key: string) => string;
  /** Flips a row's state (api.state); undefined when the user may not. */
  toggle?: (row: Record<string, unknown>) => void;
}

const isOn = (v: unknown) => v === 1 || v === true || v === '1';

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(text).join(', ');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const RegistryCell = memo(function RegistryCell({ column, value }: { column: ScreenColumn; value: unknown }) {
  const kind = column.kind === 'dictionary' ? 'select' : column.kind!;
  return renderView(kind, 'cell', { value,
    field: screenField(kind, { name: column.field, multiple: column.multiple, dictionary: column.dictionary }) },
  { path: column.field });
});

/** What a column draws for a row. */
export function renderCell(column: ScreenColumn, row: Record<string, unknown>, ctx: CellContext): ReactNode {
  const value = valueAt(row, column.field);
  switch (column.kind ?? 'text') {
    case 'text':
      return text(value);
    case 'status':
      if (ctx.toggle) {
        return (
          <Switch size="small" checked={isOn(value)} aria-label={localise(column.label, ctx.lang)}
            onChange={() => ctx.toggle?.(row)} />
        );
      }
      return isOn(value) ? <Tag color="success">{ctx.t('enabled')}</Tag> : <Tag color="error">{ctx.t('disabled')}</Tag>;
    case 'boolean':
      return isOn(value) ? ctx.t('yes') : ctx.t('no');
    case 'date': {
      if (value === null || value === undefined || value === '') return '';
      const d = dayjs(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value as string | number);
      return d.isValid() ? d.format(column.format ?? 'YYYY-MM-DD HH:mm') : text(value);
    }
    case 'options': {
      const values = Array.isArray(value) ? value : [value];
      return values.filter((v) => v !== null && v !== undefined && v !== '').map((v) => {
        const option = column.options?.find((o) => o.value === v || String(o.value) === String(v));
        const label = option ? localise(option.label, ctx.lang) : text(v);
        return option?.color ? <Tag key={String(v)} color={option.color}>{label}</Tag> : <span key={String(v)}>{label} </span>;
      });
    }
    case 'tags':
      return (Array.isArray(value) ? value : text(value).split(',').filter(Boolean)).map((v) => <Tag key={text(v)}>{text(v)}</Tag>);
    case 'icon':
      return typeof value === 'string' && value ? <ScreenIcon name={value} /> : null;
    default:
      return <RegistryCell column={column} value={value} />;
  }
}
