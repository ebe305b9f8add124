import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { FormStyleWarmup } from './StyleWarmup';
import { renderWithProviders } from '../testing';

afterEach(cleanup);

describe('FormStyleWarmup', () => {
  it('renders the widgets once idle, hidden from the user', async () => {
    const { container } = renderWithProviders(<FormStyleWarmup delayMs={10} />);
    expect(container.querySelector('[data-style-warmup]')).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const box = container.querySelector('[data-style-warmup]') as HTMLElement;
    expect(box).toBeTruthy();
    expect(box.hidden).toBe(true);
    expect(box.querySelectorAll('input').length).toBeGreaterThan(3);
    // Nothing in it is offered to the user (a hidden element is neither shown nor focusable).
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
  });
});
