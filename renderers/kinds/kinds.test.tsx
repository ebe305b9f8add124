import { describe, expect, it, vi, beforeEach } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef } from '../../src/engine/types';
import { getField, type FieldInputProps } from '../index';
import { renderWithProviders, setTestData } from '../testing';

const get = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a) });

beforeEach(() => get.mockReset());

const f = (jnpfKey: string, rest: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  __vModel__: `${jnpfKey}F`, __config__: { jnpfKey, label: `${jnpfKey} label`, ...cfg }, ...rest,
});

/** Renders a kind's input with its own state, the way a form holds it. */
function Harness({ field, initial, onValue }: { field: FieldDef; initial: unknown; onValue?: (v: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  const Input = getField(field.__config__.jnpfKey)!.input as (p: FieldInputProps) => React.ReactNode;
  return (
    <div>
      <label htmlFor="x" id="x__label">{field.__config__.label}</label>
      <Input id="x" labelId="x__label" field={field} value={value} onChange={(v) => { setValue(v); onValue?.(v); }} />
    </div>
  );
}

function view(kind: 'cell' | 'detail', field: FieldDef, value: unknown) {
  const View = getField(field.__config__.jnpfKey)![kind];
  return renderWithProviders(<div data-testid="view"><View field={field} value={value} /></div>);
}

const options = [{ id: '1', fullName: '选项一' }, { id: '2', fullName: '选项二' }];

describe('text kinds', () => {
  it('comInput edits a string and shows it', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('comInput', { placeholder: '请输入' })} initial="abc" onValue={onValue} />);
    const input = screen.getByLabelText('comInput label') as HTMLInputElement;
    expect(input.value).toBe('abc');
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(onValue).toHaveBeenLastCalledWith('abcd');
    view('cell', f('comInput'), 'hello');
    expect(screen.getByTestId('view').textContent).toBe('hello');
  });

  it('textarea edits multi-line text', () => {
    renderWithProviders(<Harness field={f('textarea')} initial={'a\nb'} />);
    expect((screen.getByLabelText('textarea label') as HTMLTextAreaElement).value).toBe('a\nb');
    view('detail', f('textarea'), 'x\ny');
    expect(screen.getByTestId('view').textContent).toBe('x\ny');
  });

  it('billRule is read-only with the placeholder 系统自动生成', () => {
    renderWithProviders(<Harness field={f('billRule')} initial={null} />);
    const input = screen.getByLabelText('billRule label') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.placeholder).toBe('系统自动生成');
    view('cell', f('billRule'), 'CG202401010001');
    expect(screen.getByTestId('view').textContent).toBe('CG202401010001');
  });
});

describe('numInput', () => {
  it('edits a number and shows thousands when asked', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('numInput', { thousands: true })} initial={1234} onValue={onValue} />);
    const input = screen.getByLabelText('numInput label') as HTMLInputElement;
    expect(input.value).toBe('1,234');
    fireEvent.change(input, { target: { value: '5678' } });
    expect(onValue).toHaveBeenLastCalledWith(5678);
    view('cell', f('numInput', { thousands: true }), 1234567.5);
    expect(screen.getByTestId('view').textContent).toBe('1,234,567.5');
  });

  it('shows plain numbers without the option', () => {
    view('detail', f('numInput'), 1234567);
    expect(screen.getByTestId('view').textContent).toBe('1234567');
  });
});

describe('switch', () => {
  it('stores 1/0 and shows 开/关 or the configured texts', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('switch')} initial={0} onValue={onValue} />);
    const sw = screen.getByLabelText('switch label');
    expect(sw.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(sw);
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    const a = view('cell', f('switch'), 1);
    expect(a.getByTestId('view').textContent).toBe('开');
    a.unmount();
    const b = view('detail', f('switch', { activeTxt: '启用', inactiveTxt: '停用' }), 0);
    expect(b.getByTestId('view').textContent).toBe('停用');
  });
});

describe('option kinds', () => {
  it('radio picks an option value and the cell shows its label', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('radio', { options })} initial="1" onValue={onValue} />);
    const group = screen.getByLabelText('radio label');
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('选项二'));
    expect(onValue).toHaveBeenLastCalledWith('2');
    view('cell', f('radio', { options }), '2');
    expect(screen.getByTestId('view').textContent).toBe('选项二');
  });

  it('checkbox stores an array of values', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('checkbox', { options })} initial={['1']} onValue={onValue} />);
    expect(screen.getByLabelText('checkbox label')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('选项二'));
    expect(onValue).toHaveBeenLastCalledWith(['1', '2']);
    view('detail', f('checkbox', { options }), ['1', '2']);
    expect(screen.getByTestId('view').textContent).toBe('选项一,选项二');
  });

  it('select shows the chosen option label in the input and the cell', () => {
    renderWithProviders(<Harness field={f('select', { options })} initial="2" />);
    expect(screen.getByLabelText('select label')).toBeTruthy();
    expect(screen.getByTitle('选项二')).toBeTruthy();
    view('cell', f('select', { options, multiple: true }), ['1', '2']);
    expect(screen.getByTestId('view').textContent).toBe('选项一,选项二');
  });

  it('reads dictionary options once per category, shared by every field', async () => {
    get.mockResolvedValue({ code: 200, msg: '', data: { list: [{ id: 'd1', fullName: '现金', enCode: 'cash' }] } });
    const dict = f('select', {}, { dataType: 'dictionary', dictionaryType: 'payType' });
    const byCode = f('radio', { props: { props: { label: 'fullName', value: 'enCode' } } }, { dataType: 'dictionary', dictionaryType: 'payType' });
    const Cell = getField('select')!.cell;
    const RadioCell = getField('radio')!.cell;
    renderWithProviders(
      <div>
        <span data-testid="a"><Cell field={dict} value="d1" /></span>
        <span data-testid="b"><RadioCell field={byCode} value="cash" /></span>
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('现金'));
    expect(screen.getByTestId('b').textContent).toBe('现金');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/system/DictionaryData/payType/Data/Selector');
  });
});

describe('date and time', () => {
  const ms = new Date(2024, 4, 6, 8, 30, 0).getTime();

  it('date stores a ms timestamp and shows it in the field format', () => {
    renderWithProviders(<Harness field={f('date', { format: 'yyyy-MM-dd' })} initial={ms} />);
    expect((screen.getByLabelText('date label') as HTMLInputElement).value).toBe('2024-05-06');
    view('cell', f('date', { format: 'yyyy-MM-dd HH:mm' }), ms);
    expect(screen.getByTestId('view').textContent).toBe('2024-05-06 08:30');
  });

  it('time stores HH:mm:ss text', () => {
    renderWithProviders(<Harness field={f('time', { format: 'HH:mm:ss' })} initial="08:30:15" />);
    expect((screen.getByLabelText('time label') as HTMLInputElement).value).toBe('08:30:15');
    view('detail', f('time'), '08:30:15');
    expect(screen.getByTestId('view').textContent).toBe('08:30:15');
  });
});

describe('display-only kinds', () => {
  it('render their content', () => {
    view('detail', f('groupTitle', { content: '基本信息' }), undefined);
    expect(screen.getByText('基本信息')).toBeTruthy();
  });
});

describe('table (sub-table)', () => {
  const table = f('table', {}, { children: [
    { __vModel__: 'item', __config__: { jnpfKey: 'comInput', label: '品名' } },
    { __vModel__: 'ok', __config__: { jnpfKey: 'switch', label: '合格' } },
  ] });

  it('detail shows the rows with each column cell; the list cell counts rows', () => {
    const d = view('detail', table, [{ item: '螺丝', ok: 1 }, { item: '螺母', ok: 0 }]);
    expect(d.getByText('螺丝')).toBeTruthy();
    expect(d.getByText('关')).toBeTruthy();
    expect(d.getByText('品名')).toBeTruthy();
    d.unmount();
    view('cell', table, [{ item: 'a' }, { item: 'b' }]);
    expect(screen.getByTestId('view').textContent).toBe('2 行');
  });

  it('edits a cell with the column kind input', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={table} initial={[{ item: '螺丝', ok: 0 }]} onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('品名'), { target: { value: '螺栓' } });
    expect(onValue).toHaveBeenLastCalledWith([{ item: '螺栓', ok: 0 }]);
    fireEvent.click(screen.getByLabelText('合格'));
    expect(onValue).toHaveBeenLastCalledWith([{ item: '螺栓', ok: 1 }]);
  });
});
