// The left tree of a type-2 list fed by a data interface: the parameters of treeTemplateJson reach the interface.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { compileList } from '../../../engine/list/compile';
import type { ColumnData } from '../../../engine/types';
import type { CompiledForm } from '../../../engine/form/types';
import { LeftTree } from './LeftTree';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn() } }));
vi.mock('../../api/http', () => ({ http }));

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: 'Success', data });
const previews = () => http.post.mock.calls.filter(([url]) => String(url).endsWith('/Actions/Preview'));

/** The left tree as the list page builds it from columnData. */
function treeOf(over: Partial<ColumnData>) {
  const form = { fields: [], byModel: new Map() } as unknown as CompiledForm;
  return compileList({ columnList: [], type: 2, treeDataSource: 'api', treeTitle: '药材分类', treeRelation: 'kind',
    ...over } as ColumnData, form).tree!;
}

beforeEach(() => {
  http.get.mockReset();
  http.post.mockReset();
  http.post.mockImplementation((url: string, body: { paramList: { field: string; defaultValue: unknown }[] }) => {
    if (url !== '/api/system/DataInterface/di-kinds/Actions/Preview') return Promise.reject(new Error(`unexpected POST ${url}`));
    const only = body.paramList.find((p) => p.field === 'origin')?.defaultValue;
    const rows = [{ id: 'k1', fullName: '根茎类', origin: '甘肃' }, { id: 'k2', fullName: '花叶类', origin: '云南' }];
    return ok(rows.filter((r) => !only || r.origin === only));
  });
});
afterEach(cleanup);

describe('left tree from a data interface', () => {
  it('sends the treeTemplateJson parameters with their default values and shows the answered nodes', async () => {
    const onSelect = vi.fn();
    const tree = treeOf({ treeInterfaceId: 'di-kinds', treeTemplateJson: [
      { field: 'origin', defaultValue: '甘肃', relationField: 'supplierOrigin', jnpfKey: 'comInput' },
      { field: 'level', defaultValue: '' },
      { defaultValue: 'no field name, not a parameter' },
    ] });
    renderWithProviders(<LeftTree tree={tree} value={null} onSelect={onSelect} />);
    fireEvent.click(await screen.findByText('根茎类'));
    expect(onSelect).toHaveBeenLastCalledWith('k1');
    expect(screen.queryByText('花叶类')).toBeNull();
    expect(previews()).toHaveLength(1);
    expect(previews()[0][1]).toEqual({ paramList: [{ field: 'origin', defaultValue: '甘肃' }, { field: 'level', defaultValue: '' }] });
  });

  it('names the interface by treePropsUrl when treeInterfaceId is empty, and sends no parameters without a template', async () => {
    renderWithProviders(<LeftTree tree={treeOf({ treeInterfaceId: '', treePropsUrl: 'di-kinds' })} value={null} onSelect={() => {}} />);
    expect(await screen.findByText('花叶类')).toBeTruthy();
    expect(screen.getByText('根茎类')).toBeTruthy();
    expect(previews()[0][1]).toEqual({ paramList: [] });
  });
});
