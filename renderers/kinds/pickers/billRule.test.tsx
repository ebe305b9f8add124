import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

const get = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: vi.fn() });

beforeEach(() => { get.mockReset(); });

const bill = fieldOf('billRule', { readonly: true, placeholder: '系统自动生成' }, { rule: 'CGDD', ruleName: '采购订单' });

describe('billRule', () => {
  it('a new record shows the number reserved by the rule, read-only', async () => {
    let answer: (v: unknown) => void = () => {};
    get.mockImplementation(() => new Promise((r) => { answer = r; }));
    renderWithProviders(<Harness field={bill} initial={null} />);
    const input = screen.getByLabelText('billRule label') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.placeholder).toBe('系统自动生成');
    expect(input.value).toBe('');
    answer({ code: 200, msg: '', data: 'CG202406010007' });
    await waitFor(() => expect(input.value).toBe('CG202406010007'));
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/system/BillRule/BillNumber/CGDD']);
  });

  it('a saved record shows its stored number without asking for another', async () => {
    get.mockImplementation(() => ok('CG-NEW'));
    renderWithProviders(<Harness field={bill} initial="CG202401010001" />);
    expect((screen.getByLabelText('billRule label') as HTMLInputElement).value).toBe('CG202401010001');
    const v = renderViews('cell', bill, ['CG202401010001']);
    expect(v.getByTestId('view-0').textContent).toBe('CG202401010001');
    expect(get).not.toHaveBeenCalled();
  });
});
