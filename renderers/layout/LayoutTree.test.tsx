import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { FieldDef } from '../../src/engine/types';
import { compileForWeb, LoomForm } from '../index';
import { renderWithProviders, setTestData } from '../testing';

setTestData({ get: vi.fn(), post: vi.fn() });

const input = (vModel: string, label: string, span = 24): FieldDef => ({ __vModel__: vModel, __config__: { jnpfKey: 'comInput', label, span } });

describe('layout containers', () => {
  it('tab switching keeps what was typed; the configured tab starts active', { timeout: 60_000 }, () => {
    renderWithProviders(<LoomForm formData={{}} onSubmit={() => {}} compiled={compileForWeb({ fields: [
      { __config__: { jnpfKey: 'tab', active: 1, children: [
        { title: '基本', __config__: { jnpfKey: 'tabItem', children: [input('a', '甲')] } },
        { title: '其他', __config__: { jnpfKey: 'tabItem', children: [input('b', '乙')] } },
      ] }, type: 'card' } as FieldDef,
    ] })} />);
    expect(screen.getByRole('tab', { name: '其他' }).getAttribute('aria-selected')).toBe('true');
    expect(document.querySelector('.ant-tabs-card')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '基本' }));
    fireEvent.change(screen.getByLabelText('甲'), { target: { value: '保留' } });
    fireEvent.click(screen.getByRole('tab', { name: '其他' }));
    fireEvent.click(screen.getByRole('tab', { name: '基本' }));
    expect((screen.getByLabelText('甲') as HTMLInputElement).value).toBe('保留');
  });

  it('a 3.1-era tab opens on the item its active names; a 3.4.7 tab on the item at its index', { timeout: 60_000 }, () => {
    const tabs = (active: unknown, named: boolean) => ({ __config__: { jnpfKey: 'tab', active, children: [
      { title: '基本', ...(named ? { name: '1' } : {}), __config__: { children: [input('a', '甲')] } },
      { title: '其他', ...(named ? { name: '2' } : {}), __config__: { children: [input('b', '乙')] } },
      { title: '附加', ...(named ? { name: '3' } : {}), __config__: { children: [input('c', '丙')] } },
    ] } } as unknown as FieldDef);
    const opened = (active: unknown, named: boolean) => {
      const { unmount } = renderWithProviders(<LoomForm formData={{}} onSubmit={() => {}} compiled={compileForWeb({ fields: [tabs(active, named)] })} />);
      const selected = screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);
      unmount();
      return selected;
    };
    // Items named "1", "2", "3": active "1" is the first item, as the original opened it (not the index 1).
    expect(opened('1', true)).toEqual(['基本']);
    expect(opened('3', true)).toEqual(['附加']);
    expect(opened(2, false)).toEqual(['附加']);
    expect(opened(undefined, true)).toEqual(['基本']);
  });

  it('collapse opens the active panels; accordion keeps one open', { timeout: 60_000 }, () => {
    renderWithProviders(<LoomForm formData={{}} onSubmit={() => {}} compiled={compileForWeb({ fields: [
      { __config__: { jnpfKey: 'collapse', active: ['1'], children: [
        { title: '面板1', name: '1', __config__: { jnpfKey: 'collapseItem', children: [input('a', '甲')] } },
        { title: '面板2', name: '2', __config__: { jnpfKey: 'collapseItem', children: [input('b', '乙')] } },
      ] }, accordion: true } as FieldDef,
    ] })} />);
    const headers = () => [...document.querySelectorAll('.ant-collapse-header')].map((h) => h.getAttribute('aria-expanded'));
    expect(headers()).toEqual(['true', 'false']);
    fireEvent.click(screen.getByText('面板2'));
    expect(headers()).toEqual(['false', 'true']);
  });

  it('row applies justify and align and each child keeps its span', { timeout: 60_000 }, () => {
    renderWithProviders(<LoomForm formData={{}} onSubmit={() => {}} compiled={compileForWeb({ fields: [
      { __config__: { jnpfKey: 'row', children: [input('a', '甲', 12), input('b', '乙', 6)] }, justify: 'center', align: 'middle' } as FieldDef,
    ] })} />);
    expect(document.querySelector('.ant-row-center.ant-row-middle')).toBeTruthy();
    expect(document.querySelectorAll('.ant-col-12').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('.ant-col-6').length).toBeGreaterThan(0);
  });
});
