import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildMenu } from '../../../engine/menu';
import { setLanguage } from '../../i18n';
import { TopMenu } from './TopMenu';
import { tree } from './testKit';

const { menus } = buildMenu(tree, { dataV: '', token: '' }); // 首页, 业务管理, 基础资料, 外部链接, 检验看板

function mount(props: { width?: number; activeModelId?: string; flat?: boolean }) {
  return render(
    <MemoryRouter>
      <TopMenu menus={menus} {...props} />
    </MemoryRouter>,
  );
}

/** The titles of the bar's own entries, in order (the more group's children are in a closed popup). */
const barTitles = () =>
  Array.from(screen.getByTestId('top-menu').querySelectorAll(':scope > li:not([aria-hidden])')).map((li) => li.textContent);

beforeAll(() => setLanguage('zh-CN'));
beforeEach(() => setLanguage('zh-CN'));
afterEach(cleanup);

describe('top menu overflow', () => {
  it('shows every entry when they fit at 116 px each', () => {
    mount({ width: 116 * 5 });
    expect(barTitles()).toEqual(['首页', '业务管理', '基础资料', '外部链接', '检验看板']);
    expect(screen.queryByTestId('top-menu-more')).toBeNull();
  });

  it('puts what does not fit into one "更多..." group in the last slot', () => {
    mount({ width: 116 * 3 + 100 });
    expect(barTitles()).toEqual(['首页', '业务管理', '更多...']);
    expect(screen.getByTestId('top-menu-more').textContent).toBe('更多...');
  });

  it('translates the group title', async () => {
    await setLanguage('en');
    mount({ width: 116 * 2 });
    expect(screen.getByTestId('top-menu-more').textContent).toBe('more ...');
  });

  it('without a known width (no layout to measure) shows every entry', () => {
    mount({});
    expect(barTitles()).toHaveLength(5);
  });

  it('measures its box and re-splits when the box resizes', () => {
    let boxWidth = 116 * 3;
    const resized: (() => void)[] = [];
    const RO = window.ResizeObserver;
    const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
    window.ResizeObserver = class {
      constructor(cb: () => void) {
        resized.push(cb);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      mount({});
      expect(barTitles()).toEqual(['首页', '业务管理', '更多...']);
      boxWidth = 116 * 5;
      act(() => resized.forEach((cb) => cb()));
      expect(barTitles()).toHaveLength(5);
    } finally {
      window.ResizeObserver = RO;
      if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    }
  });

  it('highlights the active entry, and the more group when the active entry is in it', () => {
    mount({ width: 116 * 5, activeModelId: 'order' });
    expect(within(screen.getByTestId('top-menu')).getByText('业务管理').closest('li')?.className).toContain('ant-menu-submenu-selected');
    cleanup();
    mount({ width: 116 * 2, activeModelId: 'industry' });
    const more = screen.getByTestId('top-menu-more').closest('li');
    expect(more?.className).toContain('ant-menu-submenu-selected');
    expect(within(screen.getByTestId('top-menu')).getByText('首页').closest('li')?.className).not.toContain('ant-menu-item-selected');
  });

  it('in the blend layout a category is one entry, not a popup; other entries are links', () => {
    mount({ width: 116 * 5, flat: true });
    const top = screen.getByTestId('top-menu');
    expect(within(top).getByText('业务管理').closest('li')?.className).toContain('ant-menu-item');
    expect(top.querySelector('.ant-menu-submenu')).toBeNull();
    expect(within(top).getByText('检验看板').closest('a')?.getAttribute('href')).toBe('/noticeboard');
  });
});
