import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { calcEvaluationCount, resetCalcEvaluationCount } from '../../src/engine/form/calc';
import { compileForWeb, DetailView, LoomForm, type LoomFormHandle } from '../index';
import { renderWithProviders } from '../testing';


const f = (jnpfKey: string, vModel: string | undefined, label: string, cfg: Record<string, unknown> = {}, rest: Partial<FieldDef> = {}): FieldDef => ({
  ...(vModel ? { __vModel__: vModel } : {}), __config__: { jnpfKey, label, ...cfg }, ...rest,
});
const op = (v: string) => ({ __vModel__: v, label: v });

function renderForm(def: FormDefinition, formData: Record<string, unknown> = {}) {
  const compiled = compileForWeb(def);
  const ref = createRef<LoomFormHandle>();
  const onSubmit = vi.fn();
  const utils = renderWithProviders(<LoomForm compiled={compiled} formData={formData} onSubmit={onSubmit} formRef={ref} />);
  const submit = () => act(() => ref.current!.submit());
  return { ...utils, compiled, onSubmit, submit };
}

afterEach(() => vi.useRealTimers());

describe('calculate in a form', () => {
  const def: FormDefinition = { fields: [
    f('numInput', 'price', '单价'),
    f('numInput', 'qty', '数量'),
    f('calculate', 'amount', '金额', { isStorage: 2 }, { expression: [op('price'), '×', op('qty')], precision: 2, thousands: true }),
    f('calculate', 'tax', '税额', { isStorage: 1 }, { expression: [op('amount'), '×', '0', '.', '1'] }),
    f('calculate', undefined, '显示', { isStorage: 1 }, { expression: [op('tax'), '+', '1'], isAmountChinese: true }),
  ] };

  it('recomputes 100 ms after a change, in dependency order, and saves only stored results', { timeout: 60_000 }, async () => {
    vi.useFakeTimers();
    const { onSubmit, submit } = renderForm(def, { price: 1000, qty: 2 });
    expect((screen.getByLabelText('金额') as HTMLInputElement).value).toBe('2,000.00');
    expect((screen.getByLabelText('税额') as HTMLInputElement).value).toBe('200.00');
    expect(document.querySelector('[data-amount-chinese]')!.textContent).toBe('贰佰零壹元整');
    resetCalcEvaluationCount();
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '3' } });
    // Debounced: nothing yet.
    expect(calcEvaluationCount()).toBe(0);
    expect((screen.getByLabelText('金额') as HTMLInputElement).value).toBe('2,000.00');
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '4' } });
    await act(async () => { vi.advanceTimersByTime(100); });
    // One pass over the three dependent calculations, for two keystrokes.
    expect(calcEvaluationCount()).toBe(3);
    expect((screen.getByLabelText('金额') as HTMLInputElement).value).toBe('4,000.00');
    expect((screen.getByLabelText('税额') as HTMLInputElement).value).toBe('400.00');
    expect(document.querySelector('[data-amount-chinese]')!.textContent).toBe('肆佰零壹元整');
    vi.useRealTimers();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: 1000, qty: 4, amount: 4000 }));
  });

  it('takes in a change still waiting for its debounce when submitted at once', async () => {
    const { onSubmit, submit } = renderForm(def, { price: 10, qty: 1 });
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '5' } });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: 10, qty: 5, amount: 50 }));
  });

  it('shows computed values in the detail view too', () => {
    const compiled = compileForWeb(def);
    renderWithProviders(<DetailView compiled={compiled} record={{ price: 3, qty: 3, amount: 9 }} />);
    expect(screen.getByText('9.00')).toBeTruthy();
    expect(screen.getByText('0.90')).toBeTruthy();
  });

  it('200 calculated fields recompute with one evaluation each, and only when a field they read changes', { timeout: 300_000 }, async () => {
    vi.useFakeTimers();
    const fields: FieldDef[] = [f('numInput', 'base', '基数'), f('numInput', 'other', '其他')];
    for (let i = 0; i < 200; i++) {
      fields.push(f('calculate', `c${i}`, `计算${i}`, { isStorage: 2 }, { expression: [op(i === 0 ? 'base' : `c${i - 1}`), '+', '1'] }));
    }
    renderForm({ fields }, { base: 0 });
    expect((screen.getByLabelText('计算199') as HTMLInputElement).value).toBe('200.00');
    resetCalcEvaluationCount();
    fireEvent.change(screen.getByLabelText('其他'), { target: { value: '1' } });
    await act(async () => { vi.advanceTimersByTime(150); });
    expect(calcEvaluationCount()).toBe(0);
    fireEvent.change(screen.getByLabelText('基数'), { target: { value: '10' } });
    await act(async () => { vi.advanceTimersByTime(150); });
    expect(calcEvaluationCount()).toBe(200);
    expect((screen.getByLabelText('计算199') as HTMLInputElement).value).toBe('210.00');
  });
});
