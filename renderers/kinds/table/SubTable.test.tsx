import { describe, expect, it, vi } from 'vitest';
import { Profiler, createRef } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../../src/engine/types';
import { compileForWeb, getField, LoomForm, registerField, type FieldInputProps, type LoomFormHandle } from '../../index';
import { renderWithProviders, setTestData } from '../../testing';
import { subTableSettings } from './SubTable';

setTestData({ get: vi.fn(), post: vi.fn() });
// The row-number cell's delete icon, counted: how often the rows' number cells are drawn.
const removeIcons = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@ant-design/icons', async (importOriginal) => {
  const icons = await importOriginal<typeof import('@ant-design/icons')>();
  const Delete = icons.DeleteOutlined;
  return { ...icons, DeleteOutlined: (p: Parameters<typeof Delete>[0]) => { removeIcons.renders += 1; return <Delete {...p} />; } };
});
// The selection dialog picks two rows as soon as it opens.
vi.mock('../pickers/DataSelectDialog', () => ({
  DataSelectDialog: (p: { open: boolean; interfaceId: string; onConfirm: (rows: Record<string, unknown>[]) => void }) => (
    <button type="button" data-testid="pick" data-interface={p.interfaceId}
      onClick={() => p.onConfirm([{ id: '1', fullName: '螺丝', price: 2 }, { id: '2', fullName: '螺母', price: 0.5 }])}>pick</button>
  ),
}));

const col = (jnpfKey: string, vModel: string, label: string, rest: Partial<FieldDef> = {}): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label }, ...rest });

function renderForm(def: FormDefinition, formData: Record<string, unknown> = {}) {
  const ref = createRef<LoomFormHandle>();
  const onSubmit = vi.fn();
  renderWithProviders(<LoomForm compiled={compileForWeb(def)} formData={formData} onSubmit={onSubmit} formRef={ref} />);
  return { onSubmit, submit: () => act(() => ref.current!.submit()) };
}

const lines = (rest: Partial<FieldDef> = {}): FieldDef => ({
  __vModel__: 'lines', __config__: { jnpfKey: 'table', label: '明细', children: [
    col('comInput', 'name', '名称'),
    col('numInput', 'price', '单价'),
    col('numInput', 'qty', '数量'),
    col('calculate', 'amount', '金额', { expression: [{ __vModel__: 'lines.price' }, '×', { __vModel__: 'lines.qty' }] }),
  ] }, ...rest,
});

/** Registers a plain-input kind that counts its renders by element id. */
function probeKind(kind: string): Map<string, number> {
  const renders = new Map<string, number>();
  registerField({
    kind, value: () => ({ type: 'string' }),
    input: (p) => {
      renders.set(p.id, (renders.get(p.id) ?? 0) + 1);
      return <input id={p.id} aria-label={p.ariaLabel} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />;
    },
    cell: () => null,
  });
  return renders;
}

describe('sub-table', () => {
  it('adds one row per item picked in the selection dialog (addType 1), mapped by relationOptions', { timeout: 60_000 }, async () => {
    const { onSubmit, submit } = renderForm({ fields: [lines({
      addType: 1,
      addTableConf: { interfaceId: 'if1', relationOptions: [
        { field: 'name', type: 1, value: 'fullName' }, { field: 'price', type: 1, value: 'price' }, { field: 'qty', type: 2, value: 2 },
      ] },
    })] });
    fireEvent.click(screen.getByTestId('subtable-add'));
    const pick = screen.getByTestId('pick');
    expect(pick.getAttribute('data-interface')).toBe('if1');
    fireEvent.click(pick);
    expect(screen.queryByTestId('pick')).toBeNull();
    expect(screen.getAllByLabelText('名称').map((e) => (e as HTMLInputElement).value)).toEqual(['螺丝', '螺母']);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ lines: [
      { name: '螺丝', price: 2, qty: 2, amount: 4 }, { name: '螺母', price: 0.5, qty: 2, amount: 1 },
    ] }));
  });

  it('recomputes calculate columns with their row and sums with thousands in the summary row', { timeout: 60_000 }, () => {
    renderForm({ fields: [lines({ 'show-summary': true, summaryField: ['amount', 'qty'], thousands: true, thousandsField: ['amount'] })] },
      { lines: [{ name: 'a', price: 1000, qty: 1 }, { name: 'b', price: 500.5, qty: 1 }] });
    expect(screen.getAllByLabelText('金额').map((e) => (e as HTMLInputElement).value)).toEqual(['1000.00', '500.50']);
    expect(screen.getByText('1,500.50')).toBeTruthy();
    fireEvent.change(screen.getAllByLabelText('数量')[0], { target: { value: '3' } });
    expect((screen.getAllByLabelText('金额')[0] as HTMLInputElement).value).toBe('3000.00');
    expect(screen.getByText('3,500.50')).toBeTruthy();
    expect(screen.getByText('合计')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('switches to a virtual table past 50 rows', { timeout: 120_000 }, () => {
    const children = Array.from({ length: 8 }, (_, i) => col('comInput', `c${i}`, `列${i}`));
    const rows = Array.from({ length: 500 }, (_, r) => Object.fromEntries(children.map((c, i) => [c.__vModel__!, `${r}-${i}`])));
    renderForm({ fields: [{ __vModel__: 't', __config__: { jnpfKey: 'table', label: '大表', children } }] }, { t: rows });
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
  });

  it('a keystroke in a 120-row × 8-column table re-renders only the edited cell', { timeout: 300_000 }, () => {
    // jsdom has no layout, so a virtual table would show no rows: measure the memoised cells on the plain table.
    subTableSettings.virtualFrom = Infinity;
    const renders = probeKind('probeCell');
    const children = Array.from({ length: 8 }, (_, i) => col('probeCell', `c${i}`, `列${i}`));
    const rows = Array.from({ length: 120 }, (_, r) => Object.fromEntries(children.map((c, i) => [c.__vModel__!, `${r}-${i}`])));
    try {
      renderForm({ fields: [{ __vModel__: 't', __config__: { jnpfKey: 'table', label: '大表', children } }] }, { t: rows });
      expect(renders.size).toBe(120 * 8);
      const cell = screen.getAllByLabelText('列3')[57] as HTMLInputElement;
      const before = new Map(renders);
      fireEvent.change(cell, { target: { value: 'x' } });
      const changed = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
      expect(changed).toEqual([cell.id]);
    } finally {
      subTableSettings.virtualFrom = 50;
    }
  });

  it('a keystroke in a cell is one commit drawing that cell alone (not the table), and the form\'s sum of the column follows',
    { timeout: 300_000 }, async () => {
    subTableSettings.virtualFrom = Infinity;
    const renders = probeKind('probeSum');
    // The table kind's input wrapped to count how often the sub-table itself is drawn.
    const table = getField('table')!;
    let tableRenders = 0;
    const TableInput = table.input;
    registerField({ ...table, input: (p: FieldInputProps) => { tableRenders += 1; return <TableInput {...p} />; } });
    const children = Array.from({ length: 8 }, (_, i) => col('probeSum', `c${i}`, `列${i}`));
    const rows = Array.from({ length: 60 }, (_, r) => Object.fromEntries(children.map((c, i) => [c.__vModel__!, String(r * 10 + i)])));
    const def: FormDefinition = { fields: [
      { __vModel__: 't', __config__: { jnpfKey: 'table', label: '大表', children } },
      { __vModel__: 'sum3', __config__: { jnpfKey: 'calculate', label: '列3合计' }, expression: [{ __vModel__: 't.c3', label: 't.c3' }] },
    ] };
    let commits = 0;
    try {
      renderWithProviders(
        <Profiler id="form" onRender={() => { commits += 1; }}>
          <LoomForm compiled={compileForWeb(def)} formData={{ t: rows }} onSubmit={() => {}} />
        </Profiler>,
      );
      expect(renders.size).toBe(60 * 8);
      const sum = () => (screen.getByLabelText('列3合计') as HTMLInputElement).value;
      // 3 + 13 + … + 593 over the 60 rows.
      expect(sum()).toBe('17880.00');
      const cell = screen.getAllByLabelText('列3')[7] as HTMLInputElement;
      const before = new Map(renders);
      const tableBefore = tableRenders;
      commits = 0;
      fireEvent.change(cell, { target: { value: '1073' } });
      expect(commits).toBe(1);
      expect([...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id)).toEqual([cell.id]);
      expect(renders.get(cell.id)! - before.get(cell.id)!).toBe(1);
      expect(tableRenders - tableBefore).toBe(0);
      expect(cell.value).toBe('1073');
      // The form-level calculation reads the column's sum through the model, after its debounce.
      await waitFor(() => expect(sum()).toBe('18880.00'));
    } finally {
      registerField(table);
      subTableSettings.virtualFrom = 50;
    }
  });

  it('adding a row to a 60-row table draws the new row\'s cells alone, not the cells of the rows already there', { timeout: 300_000 }, () => {
    subTableSettings.virtualFrom = Infinity;
    const renders = probeKind('probeAdd');
    const children = Array.from({ length: 8 }, (_, i) => col('probeAdd', `c${i}`, `列${i}`));
    const rows = Array.from({ length: 60 }, (_, r) => Object.fromEntries(children.map((c, i) => [c.__vModel__!, `${r}-${i}`])));
    try {
      renderForm({ fields: [{ __vModel__: 't', __config__: { jnpfKey: 'table', label: '大表', children } }] }, { t: rows });
      expect(renders.size).toBe(60 * 8);
      const before = new Map(renders);
      const iconsBefore = removeIcons.renders;
      fireEvent.click(screen.getByTestId('subtable-add'));
      const drawn = [...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id);
      // The inputs of the new row (key 60) and its number cell; the 60 rows above keep what they drew.
      expect(drawn).toEqual(children.map((c) => `root_t_60_${c.__vModel__}`));
      expect(removeIcons.renders - iconsBefore).toBe(1);
      expect(screen.getAllByLabelText('列0')).toHaveLength(61);
      expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')[60].querySelector('td')!.textContent).toBe('61');
    } finally {
      subTableSettings.virtualFrom = 50;
    }
  });

  it('deleting a row moves the rows below up without re-rendering their cells; edits land in the right row', { timeout: 120_000 }, async () => {
    const renders = probeKind('probeRow');
    const children = [col('probeRow', 'a', '甲'), col('probeRow', 'b', '乙')];
    const { onSubmit, submit } = renderForm({ fields: [{ __vModel__: 't', __config__: { jnpfKey: 'table', label: '表', children } }] },
      { t: [{ a: 'r0', b: 'x' }, { a: 'r1', b: 'x' }, { a: 'r2', b: 'x' }, { a: 'r3', b: 'x' }] });
    const values = () => screen.getAllByLabelText('甲').map((e) => (e as HTMLInputElement).value);
    const numbers = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')!.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4']);
    const before = new Map(renders);
    fireEvent.click(screen.getAllByTestId('subtable-row-remove')[0]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(values()).toEqual(['r1', 'r2', 'r3']));
    expect(numbers()).toEqual(['1', '2', '3']);
    expect([...renders].filter(([id, n]) => n !== before.get(id))).toEqual([]);

    fireEvent.change(screen.getAllByLabelText('乙')[1], { target: { value: 'edited' } });
    fireEvent.click(screen.getByTestId('subtable-add'));
    expect(values()).toEqual(['r1', 'r2', 'r3', '']);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ t: [{ a: 'r1', b: 'x' }, { a: 'r2', b: 'edited' }, { a: 'r3', b: 'x' }, {}] }));
  });
});
