// The 打印模板 form's template editor: the chosen form's fields beside the Tiptap editor, each inserted at the cursor
// as the print engine's placeholder (a main field, a sub-table row as a table, a system tag), what is written sent
// as printTemplate, and the preview filling the unsaved HTML with a chosen record.
import { beforeEach, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type FormClass from '@rjsf/core';
import { renderWithProviders } from '../../../testing';
import printForm from '../../../../../schemas/screens/system/forms/printDev.form.json';
import type { ScreenFormFile } from '../../../../engine/screen';
import { ScreenFormBody } from '../../ScreenForm';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 40_000 });

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: '操作成功', data });
const FIELDS = [
  { id: 'headTable', fullName: 'headTable', children: [{ id: 'headTable.supplier', field: 'supplier', fullName: '供应商' }] },
  { id: 'items', fullName: '采购明细', children: [{ id: 'items.herb', field: 'herb', fullName: '药材名称' },
    { id: 'items.qty', field: 'qty', fullName: '数量' }] },
  { id: 'system', fullName: '系统字段', system: true, children: [{ id: '{systemPrinter}', field: 'systemPrinter', fullName: '打印人员' }] },
];

beforeEach(() => {
  for (const f of Object.values(http)) f.mockReset();
  http.get.mockImplementation((url: string) => (url === '/api/system/printDev/FormSelector'
    ? ok({ list: [{ id: 'vd1', fullName: '采购订单' }] }) : Promise.reject(new Error(`unexpected ${url}`))));
  http.post.mockImplementation((url: string, body: Record<string, unknown>) => {
    if (url === '/api/system/printDev/Fields') return ok(FIELDS);
    if (url === '/api/visualdev/OnlineDev/vd1/List') return ok({ list: [{ id: 'r1', supplier: '亳州康源', other: { x: 1 } }] });
    if (url === '/api/system/printDev/Actions/Preview') {
      return ok({ printTemplate: body.printTemplate, fullName: '测试', operatorRecordList: [],
        printData: { supplier: '亳州康源', items: [{ herb: '白芍', qty: '2' }, { herb: '牡丹皮', qty: '3' }] } });
    }
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});

it('inserts the form\'s fields as placeholders, sends the HTML and previews it against a record', async () => {
  const ref = createRef<FormClass>();
  const onSubmit = vi.fn();
  renderWithProviders(
    <ScreenFormBody form={printForm as unknown as ScreenFormFile} formRef={ref} onSubmit={onSubmit}
      initial={{ fullName: '测试', enCode: 'test', type: 2, modelId: 'vd1', printTemplate: '<p>供应商：</p>' }} />,
  );
  // Plain selectors: role queries over the toolbar and the antd tree are slow in jsdom.
  const $ = (css: string) => document.querySelector(css) as HTMLElement;
  await waitFor(() => expect($('[data-field="headTable.supplier"]')).not.toBeNull(), { timeout: 20_000 });
  const supplier = $('[data-field="headTable.supplier"]');
  const editor = document.querySelector('.ProseMirror') as HTMLElement;
  await waitFor(() => expect(editor.textContent).toContain('供应商：'));
  const tiptap = (editor as unknown as { editor: { commands: { focus: (at: string) => boolean } } }).editor;
  act(() => { tiptap.commands.focus('end'); });
  fireEvent.click(supplier);
  await waitFor(() => expect(editor.querySelector('span[data-tag="headTable.supplier"]')).not.toBeNull());
  fireEvent.click($('[data-field-group="items"] button'));
  await waitFor(() => expect(editor.querySelector('table span[data-tag="items.qty"]')).not.toBeNull());
  fireEvent.click($('[data-field="{systemPrinter}"]'));
  await waitFor(() => expect(editor.textContent).toContain('{systemPrinter}'));

  await act(async () => { ref.current!.submit(); });
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const html = String(onSubmit.mock.lastCall![0].printTemplate);
  expect(html).toMatch(/^<p>供应商：<span [^>]*data-tag="headTable.supplier">\{supplier\}<\/span><\/p>/);
  expect(html).toMatch(/<table style="border-collapse: collapse; width: 100%;" border="1">/);
  expect(html).toMatch(/<td><p>药材名称<\/p><\/td><td><p>数量<\/p><\/td>/);
  expect(html).toMatch(/data-tag="items.herb">\{herb\}<\/span>/);
  expect(html).toContain('{systemPrinter}');

  // Preview: a record of the form, the unsaved HTML filled by the print engine.
  fireEvent.mouseDown($('[data-print-template-editor] .ant-select-selector') ?? $('[data-print-template-editor] .ant-select'));
  await waitFor(() => expect($('.ant-select-item-option[title="亳州康源"]')).not.toBeNull());
  fireEvent.click($('.ant-select-item-option[title="亳州康源"]'));
  await waitFor(() => expect(($('[data-testid="print-template-preview"]') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click($('[data-testid="print-template-preview"]'));
  const pages = await screen.findByTestId('print-pages', {}, { timeout: 20_000 });
  expect(pages.textContent).toContain('供应商：亳州康源');
  expect(pages.querySelectorAll('table tr')).toHaveLength(3);
  expect(pages.textContent).toContain('牡丹皮3');
  const sent = http.post.mock.calls.find(([u]) => u === '/api/system/printDev/Actions/Preview')![1] as Record<string, unknown>;
  expect(sent).toMatchObject({ modelId: 'vd1', formId: 'r1', printTemplate: html });
});
