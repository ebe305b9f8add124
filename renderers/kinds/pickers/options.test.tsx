import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Harness, fieldOf, ok, renderViews } from './harness';
import { renderWithProviders, setTestData } from '../../testing';

const get = vi.fn();
const post = vi.fn();
setTestData({ get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) });

beforeEach(() => { get.mockReset(); post.mockReset(); });

const tree = [
  { id: 'sc', fullName: '四川', children: [{ id: 'cd', fullName: '成都', children: [{ id: 'wh', fullName: '武侯' }] }] },
  { id: 'gs', fullName: '甘肃', children: [{ id: 'lz', fullName: '兰州' }] },
];
const cascader = (rest = {}, cfg = {}) => fieldOf('cascader', {
  options: tree, props: { props: { multiple: false, value: 'id', label: 'fullName', children: 'children' } }, separator: '/',
  'show-all-levels': true, ...rest,
}, { dataType: 'static', ...cfg });

describe('cascader', () => {
  it('shows the path with all levels joined by "/" in cells, and the last level when asked', () => {
    const a = renderViews('cell', cascader(), [['sc', 'cd', 'wh'], [['sc', 'cd'], ['gs', 'lz']]]);
    expect(a.getByTestId('view-0').textContent).toBe('四川/成都/武侯');
    expect(a.getByTestId('view-1').textContent).toBe('四川/成都,甘肃/兰州');
    a.unmount();
    const b = renderViews('detail', cascader({ 'show-all-levels': false }), [['sc', 'cd', 'wh']]);
    expect(b.getByTestId('view-0').textContent).toBe('武侯');
  });

  it('picks a path of values', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={cascader()} initial={[]} onValue={onValue} />);
    fireEvent.mouseDown(screen.getByLabelText('cascader label'));
    fireEvent.click(await screen.findByText('甘肃'));
    fireEvent.click(await screen.findByText('兰州'));
    expect(onValue).toHaveBeenLastCalledWith(['gs', 'lz']);
  });
});

describe('option sources', () => {
  it('reads a data interface once for every field, cell and input of the same source', async () => {
    post.mockImplementation((url: string) => {
      if (url === '/api/system/DataInterface/di-herbs/Actions/Preview') return ok([{ id: 'h1', fullName: '当归' }, { id: 'h2', fullName: '黄芪' }]);
      throw new Error(`unexpected ${url}`);
    });
    const field = fieldOf('select', { options: [] }, {
      dataType: 'dynamic', propsUrl: 'di-herbs', templateJson: [{ field: 'grade', defaultValue: '一级' }],
    });
    const { getByTestId } = renderViews('cell', field, ['h1', 'h2', 'h1', 'h2', 'h1']);
    await waitFor(() => expect(getByTestId('view-4').textContent).toBe('当归'));
    expect(getByTestId('view-1').textContent).toBe('黄芪');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di-herbs/Actions/Preview', { paramList: [{ field: 'grade', defaultValue: '一级' }] });
  });

  it('reads a dictionary once for a tree select and its cells', async () => {
    get.mockImplementation((url: string) => {
      if (url === '/api/system/DictionaryData/dict-origin/Data/Selector') {
        return ok({ list: [{ id: 'n', fullName: '北方', children: [{ id: 'n1', fullName: '河北' }] }] });
      }
      throw new Error(`unexpected ${url}`);
    });
    const field = fieldOf('treeSelect', { multiple: true }, { dataType: 'dictionary', dictionaryType: 'dict-origin' });
    const { getByTestId } = renderViews('cell', field, [['n1'], ['n', 'n1'], ['n1']]);
    await waitFor(() => expect(getByTestId('view-1').textContent).toBe('北方,河北'));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('static options need no request; treeSelect stores the picked id', async () => {
    const onValue = vi.fn();
    const field = fieldOf('treeSelect', { options: tree, props: { props: { value: 'id', label: 'fullName', children: 'children' } } });
    renderWithProviders(<Harness field={field} initial={null} onValue={onValue} />);
    fireEvent.mouseDown(screen.getByLabelText('treeSelect label'));
    fireEvent.click(await screen.findByTitle('兰州'));
    expect(onValue).toHaveBeenLastCalledWith('lz');
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });
});
