import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Harness, fieldOf } from './pickers/harness';

afterEach(cleanup);

const strictField = (extra: Record<string, unknown> = {}) => fieldOf('numInput', { step: 5, 'step-strictly': true, ...extra });

/** Renders a numInput of `field`, types `text` into it and leaves it: the input and the value handler. */
function typeThenLeave(field: ReturnType<typeof fieldOf>, text: string) {
  const onValue = vi.fn();
  renderWithProviders(<Harness field={field} initial={null} onValue={onValue} />);
  const input = screen.getByLabelText('numInput label') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return { input, onValue };
}

describe('numInput step-strictly', () => {
  it('lets the user type freely and rounds to a multiple of step on blur', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={strictField()} initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('numInput label') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    expect(onValue).toHaveBeenLastCalledWith(12);
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(10);
    expect(input.value).toBe('10');
  });

  it('rounds on Enter, and a bound that is no multiple wins (max 8)', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={strictField({ max: 8 })} initial={null} onValue={onValue} />);
    const input = screen.getByLabelText('numInput label') as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(input.value).toBe('8');
  });

  it('with decimal steps and precision keeps clean multiples (step 0.25, precision 2)', () => {
    const { input, onValue } = typeThenLeave(strictField({ step: 0.25, precision: 2 }), '1.4');
    expect(onValue).toHaveBeenLastCalledWith(1.5);
    expect(input.value).toBe('1.50');
  });

  it('the step buttons land on multiples even from a value that is none', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={strictField()} initial={7} onValue={onValue} />);
    const input = screen.getByLabelText('numInput label') as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onValue).toHaveBeenLastCalledWith(10);
  });

  it('without step-strictly a typed value stays as typed', () => {
    const { input, onValue } = typeThenLeave(fieldOf('numInput', { step: 5 }), '12');
    expect(onValue).toHaveBeenLastCalledWith(12);
    expect(input.value).toBe('12');
  });
});
