import { describe, expect, it, vi } from 'vitest';
import { Profiler, createRef } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { compileForWeb, DetailView, LoomForm, registerField, type FieldInputProps, type LoomFormHandle } from '../index';
import { renderWithProviders } from '../testing';


const f = (jnpfKey: string, vModel: string | undefined, label: string, cfg: Record<string, unknown> = {}, rest: Partial<FieldDef> = {}): FieldDef => ({
  ...(vModel ? { __vModel__: vModel } : {}), __config__: { jnpfKey, label, visibility: ['pc'], ...cfg }, ...rest,
});

function renderForm(def: FormDefinition, formData: Record<string, unknown> = {}) {
  const compiled = compileForWeb(def);
  const ref = createRef<LoomFormHandle>();
  const onSubmit = vi.fn();
  const utils = renderWithProviders(<LoomForm compiled={compiled} formData={formData} onSubmit={onSubmit} formRef={ref} />);
  const submit = () => act(() => ref.current!.submit());
  return { ...utils, compiled, onSubmit, submit };
}

describe('LoomForm', () => {
  it('checks required fields with <label>不能为空 and submits the record once filled', async () => {
    const { onSubmit, submit } = renderForm({
      fields: [f('comInput', 'supplier', '供应商', { required: true }), f('checkbox', 'tags', '标签', { required: true }, { options: [{ id: 'a', fullName: 'A' }] })],
    });
    await submit();
    await screen.findByText('供应商不能为空');
    expect(screen.getByText('标签不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('供应商'), { target: { value: '华为' } });
    fireEvent.click(screen.getByLabelText('A'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ supplier: '华为', tags: ['a'] }));
  });

  it('clears the error of a field as soon as the user fixes it after a refused submit', async () => {
    const { submit } = renderForm({
      fields: [f('comInput', 'supplier', '供应商', { required: true }), f('comInput', 'contact', '联系人', { required: true })],
    });
    expect(screen.queryByText('供应商不能为空')).toBeNull();
    await submit();
    await screen.findByText('供应商不能为空');
    fireEvent.change(screen.getByLabelText('供应商'), { target: { value: '华为' } });
    await waitFor(() => expect(screen.queryByText('供应商不能为空')).toBeNull());
    // The other field is still wrong and still says so.
    expect(screen.getByText('联系人不能为空')).toBeTruthy();
    // Emptied again and submitted again: the error is back.
    fireEvent.change(screen.getByLabelText('供应商'), { target: { value: '' } });
    await submit();
    await screen.findByText('供应商不能为空');
  });

  it('clears the error of a sub-table cell once the cell is edited', async () => {
    const { submit } = renderForm(
      { fields: [f('table', 'lines', '明细', { children: [f('comInput', 'name', '药材名称', { required: true })] })] },
      { lines: [{}] },
    );
    await submit();
    await screen.findByText('药材名称不能为空');
    fireEvent.change(screen.getByLabelText('药材名称'), { target: { value: '当归' } });
    await waitFor(() => expect(screen.queryByText('药材名称不能为空')).toBeNull());
    fireEvent.change(screen.getByLabelText('药材名称'), { target: { value: '' } });
    await submit();
    await screen.findByText('药材名称不能为空');
  });

  it('checks regList patterns with the rule message, in fields and sub-table cells', async () => {
    const reg = (pattern: string, message: string) => ({ regList: [{ pattern, message }] });
    const { onSubmit, submit } = renderForm(
      { fields: [
        f('comInput', 'phone', '手机', reg('/^1[3-9]\\d{9}$/', '请正确输入您的手机号')),
        f('table', 'lines', '明细', { children: [f('comInput', 'code', '编码', reg('^[A-Z]+$', '只能大写字母'))] }),
      ] },
      { phone: '123', lines: [{ code: 'ok' }] },
    );
    await submit();
    await screen.findByText('请正确输入您的手机号');
    expect(screen.getByText('只能大写字母')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('手机'), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByLabelText('编码'), { target: { value: 'OK' } });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '13812345678', lines: [{ code: 'OK' }] }));
  });

  it('a sub-table adds rows and removes them only after confirmation', async () => {
    const { onSubmit, submit } = renderForm({
      fields: [f('table', 'lines', '明细', { children: [f('numInput', 'qty', '数量', { required: true })] }, { actionText: '添加明细' })],
    });
    const add = screen.getByTestId('subtable-add');
    expect(add.textContent).toContain('添加明细');
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByLabelText('数量')).toHaveLength(2);
    fireEvent.change(screen.getAllByLabelText('数量')[0], { target: { value: '3' } });

    await submit();
    await screen.findByText('数量不能为空');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByTestId('subtable-row-remove')[1]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('此操作将永久删除该数据, 是否继续？')).toBeTruthy();
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('此操作将永久删除该数据, 是否继续？')).toBeNull());
    expect(screen.getAllByLabelText('数量')).toHaveLength(2);

    fireEvent.click(screen.getAllByTestId('subtable-row-remove')[1]);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.getAllByLabelText('数量')).toHaveLength(1));

    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ lines: [{ qty: 3 }] }));
  });

  it('shows the sub-table default add label 添加 and the summary row 合计', () => {
    renderForm(
      { fields: [f('table', 'lines', '明细', { children: [f('numInput', 'qty', '数量')] }, { 'show-summary': true, summaryField: ['qty'] })] },
      { lines: [{ qty: 1.5 }, { qty: 2 }] },
    );
    expect(screen.getByTestId('subtable-add').textContent).toContain('添加');
    expect(screen.getByText('合计')).toBeTruthy();
    expect(screen.getByText('3.50')).toBeTruthy();
  });

  it('shows a visible error block naming an unknown kind and its path, in the form and the detail view', () => {
    const def: FormDefinition = {
      fields: [
        f('card', undefined, '卡片', { children: [f('comInput', 'name', '名称'), f('hologram', 'h1', '全息')] }),
      ],
    };
    const { compiled, unmount } = renderForm(def);
    expect(compiled.unknown).toEqual([{ kind: 'hologram', path: 'fields[0].__config__.children[1]', vModel: 'h1' }]);
    const block = document.querySelector('[data-field-error]')!;
    expect(block.getAttribute('data-field-error')).toBe('hologram');
    expect(block.textContent).toContain('hologram');
    expect(block.textContent).toContain('fields[0].__config__.children[1]');
    expect(screen.getByLabelText('名称')).toBeTruthy();
    unmount();
    renderWithProviders(<DetailView compiled={compiled} record={{ name: 'x' }} />);
    expect(document.querySelector('[data-field-error="hologram"]')).toBeTruthy();
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('lays fields out in tabs and collapses, every pane mounted', () => {
    renderForm({
      fields: [
        f('tab', undefined, '标签', { children: [
          { title: '基本', __config__: { jnpfKey: 'tabItem', children: [f('comInput', 'a', '甲')] } },
          { title: '其他', __config__: { jnpfKey: 'tabItem', children: [f('comInput', 'b', '乙')] } },
        ] }),
        f('collapse', undefined, '折叠', { active: ['1'], children: [
          { title: '面板1', name: '1', __config__: { jnpfKey: 'collapseItem', children: [f('switch', 's', '丙')] } },
        ] }),
      ],
    });
    expect(screen.getByText('基本')).toBeTruthy();
    expect(screen.getByText('其他')).toBeTruthy();
    expect(screen.getByText('面板1')).toBeTruthy();
    expect(screen.getByLabelText('甲')).toBeTruthy();
    expect(screen.getByLabelText('乙')).toBeTruthy();
    expect(screen.getByLabelText('丙')).toBeTruthy();
  });

  it('re-renders only the edited field on a keystroke: one commit, at most 3 field components, in a 200-field form', () => {
    const renders = new Map<string, number>();
    const probe = (p: FieldInputProps) => {
      renders.set(p.id, (renders.get(p.id) ?? 0) + 1);
      return p.field.__config__.plain === true
        ? <input id={p.id} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />
        : <Input id={p.id} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />;
    };
    registerField({ kind: 'probeInput', value: () => ({ type: 'string' }), input: probe, cell: () => null });
    // 199 antd inputs and one plain input: the plain one shows the commits of our pipeline alone.
    const fields = Array.from({ length: 200 }, (_, i) => f('probeInput', `p${i}`, `探针${i}`, i === 9 ? { plain: true } : {}));
    const compiled = compileForWeb({ fields });
    let commits = 0;
    let firstCommit = -1;
    const t0 = performance.now();
    renderWithProviders(
      <Profiler id="form" onRender={() => { commits += 1; if (firstCommit < 0) firstCommit = renders.size; }}>
        <LoomForm compiled={compiled} formData={{}} onSubmit={() => {}} />
      </Profiler>,
    );
    const mountMs = performance.now() - t0;
    // The first commit draws about one screen of fields, the others follow in batches (all drawn inside act).
    expect(firstCommit).toBeGreaterThan(0);
    expect(firstCommit).toBeLessThan(200);
    expect(renders.size).toBe(200);
    // Looked up first: a label query over 200 fields is slow in jsdom and is not part of the keystroke.
    const antdInput = screen.getByLabelText('探针7');
    const plainInput = screen.getByLabelText('探针9');

    let before = new Map(renders);
    commits = 0;
    const t1 = performance.now();
    fireEvent.change(plainInput, { target: { value: 'x' } });
    const keyMs = performance.now() - t1;
    expect([...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id)).toEqual(['root_p9']);
    // One commit: the field's slot re-renders in the keystroke's own commit, the layout and the other fields not at all.
    expect(commits).toBe(1);
    const plainCommits = commits;

    before = new Map(renders);
    commits = 0;
    fireEvent.change(antdInput, { target: { value: 'x' } });
    expect([...renders].filter(([id, n]) => n !== before.get(id)).map(([id]) => id)).toEqual(['root_p7']);
    // antd's Input syncs its inner value in a layout effect, a commit of its own (a bare antd Input commits twice too).
    expect(commits).toBeLessThanOrEqual(2);
    // Figures for the notes (jsdom, not a browser): printed, never asserted.
    console.info(`[speed] 200-field form: mount ${mountMs.toFixed(0)} ms, keystroke ${keyMs.toFixed(0)} ms, ${plainCommits} commit (plain input), ${commits} (antd Input)`);
  }, 180_000);
});
