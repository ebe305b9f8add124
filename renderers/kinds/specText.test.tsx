// A list draws the same few columns thousands of times: what a cell's text needs is prepared once per column
// (formatter, option index, words), never once per cell. These counts fail if per-cell work comes back.
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '../../src/engine/types';
import { getField } from '../index';
import { makeI18n, Providers, setTestData } from '../testing';

const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/engine/kinds', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/engine/kinds')>();
  return {
    ...engine,
    buildFormatter: (field: FieldDef) => {
      builds.count += 1;
      return engine.buildFormatter(field);
    },
  };
});

const get = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a) });
beforeEach(() => {
  builds.count = 0;
  get.mockReset();
});

/** Options whose labels count how often they are read (an index built per cell would read them per cell). */
function countedOptions(): { options: { id: string; fullName: string }[]; reads: () => number } {
  let reads = 0;
  const options = [{ id: '1', fullName: '现金' }, { id: '2', fullName: '转账' }, { id: '3', fullName: '承兑汇票' }]
    .map((o) => new Proxy(o, { get: (t, k) => { if (k === 'fullName') reads += 1; return t[k as keyof typeof t]; } }));
  return { options, reads: () => reads };
}

const col = (kind: string, prop: string, rest: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  __vModel__: prop, __config__: { jnpfKey: kind, label: prop, ...cfg }, ...rest,
});

function Table({ columns, rows }: { columns: FieldDef[]; rows: Record<string, unknown>[] }) {
  return (
    <table><tbody>
      {rows.map((row, r) => (
        <tr key={r} data-testid="row">
          {columns.map((field) => {
            const Cell = getField(field.__config__.jnpfKey)!.cell;
            return <td key={field.__vModel__}><Cell field={field} value={row[field.__vModel__!]} /></td>;
          })}
        </tr>
      ))}
    </tbody></table>
  );
}

describe('list cells prepare their text per column', () => {
  it('1,000 rows of 7 columns build 7 formatters, index the options once and translate the words once', async () => {
    const { options, reads } = countedOptions();
    const columns = [
      col('comInput', 'name'), col('numInput', 'amount', { thousands: true }), col('select', 'pay', { options }),
      col('switch', 'on'), col('date', 'day', { format: 'yyyy-MM-dd' }), col('textarea', 'note'),
      col('select', 'kind', {}, { dataType: 'dictionary', dictionaryType: 'kinds' }),
    ];
    get.mockResolvedValue({ code: 200, msg: '', data: { list: [{ id: 'a', fullName: '甲类' }, { id: 'b', fullName: '乙类' }] } });
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `供应商${i}`, amount: 1234567 + i, pay: String((i % 3) + 1), on: i % 2, day: new Date(2024, 0, 15, 10).getTime(), note: `备注${i}`,
      kind: i % 2 ? 'a' : 'b',
    }));
    const i18n = makeI18n('zh-CN');
    const translate = vi.spyOn(i18n, 'getFixedT');
    render(<Providers i18n={i18n}><Table columns={columns} rows={rows} /></Providers>);

    expect(screen.getAllByTestId('row')).toHaveLength(1000);
    const first = screen.getAllByTestId('row')[0].textContent;
    expect(first).toContain('供应商0');
    expect(first).toContain('1,234,567');
    expect(first).toContain('现金');
    expect(first).toContain('关');
    expect(first).toContain('2024-01-15');
    // The dictionary's names arrive once, for every cell of the column (one request).
    await waitFor(() => expect(screen.getAllByTestId('row')[999].textContent).toContain('甲类'));
    expect(get).toHaveBeenCalledTimes(1);

    expect(builds.count).toBe(columns.length);
    // Three options' labels read once, to build the column's index (1,000 cells would read them 3,000 times).
    expect(reads()).toBe(3);
    // The switch column's words: translated once for the language, not by each of its 1,000 cells.
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('words follow a change of language', async () => {
    const i18n = makeI18n('zh-CN');
    const columns = [col('switch', 'on'), col('numRange', 'range')];
    render(<Providers i18n={i18n}><Table columns={columns} rows={[{ on: 1, range: [1, 5] }]} /></Providers>);
    expect(screen.getByTestId('row').textContent).toBe('开1 至 5');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('row').textContent).toMatch(/^On1 \S+ 5$/);
  });
});
