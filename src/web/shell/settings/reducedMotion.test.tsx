// A user whose system asks for reduced motion gets dialogs that appear at once (antd's motion off); others keep the
// zoom. The browser tests ask for reduced motion too, so a click never lands on a dialog still moving in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { AppProviders } from '../../App';

vi.mock('../../api/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const original = window.matchMedia;
afterEach(() => { window.matchMedia = original; });

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const dialog = () => render(<AppProviders><Modal open title="对话框">内容</Modal></AppProviders>);

describe('reduced motion', () => {
  // jsdom runs no CSS animation: a zoom that has a duration stays "active" until its deadline; one of no duration
  // (antd's motion off) is over at once.
  it('opens a dialog without its zoom when the system asks for reduced motion', async () => {
    prefersReducedMotion(true);
    dialog();
    const box = (await screen.findByText('内容')).closest('.ant-modal')!;
    await waitFor(() => expect(box.className).not.toMatch(/zoom/), { timeout: 300 });
  });

  it('keeps the zoom otherwise', async () => {
    prefersReducedMotion(false);
    dialog();
    const box = (await screen.findByText('内容')).closest('.ant-modal')!;
    await new Promise((r) => setTimeout(r, 300));
    expect(box.className).toMatch(/ant-zoom-appear-active/);
  });
});
