// The rule picker in the 功能设计 JSON editor: the formData editor lists the form's billRule fields; 选择规则 opens the
// business-rule picker, and the chosen rule's code and name are written into that field's __config__ in the editor's
// text (what the form saves), the rest of the text as typed.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { renderWithProviders } from '../../../testing';
import { DefinitionJsonWidget } from './DefinitionJsonWidget';

const { http } = vi.hoisted(() => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
vi.mock('../../../api/http', () => ({ http, RequestError: class extends Error {} }));
vi.setConfig({ testTimeout: 60_000 });
// jsdom lays nothing out; CodeMirror measures text ranges for its selection layer.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const ok = <T,>(data: T) => Promise.resolve({ code: 200, msg: '', data });
http.get.mockImplementation((url: string) => {
  if (url.endsWith('/businessType/Data/Selector')) return ok({ list: [{ id: 'businessTypepurchase', fullName: '采购' }] });
  if (url === '/api/system/BillRule/Selector') {
    return ok({ list: [{ id: 'r1', fullName: '采购订单', enCode: 'purchaseOrder', startNumber: '0001' },
      { id: 'r2', fullName: '销售订单', enCode: 'salesOrder', startNumber: '0001' }], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  }
  return ok({ list: [] });
});

const FORM = `{
  "fields": [
    { "__vModel__": "title", "__config__": { "jnpfKey": "comInput", "label": "标题" } },
    { "__vModel__": "orderNo", "__config__": { "jnpfKey": "billRule", "label": "订单号", "rule": "", "ruleName": "" } }
  ]
}`;

let saved = '';
/** The widget as the 功能设计 form mounts it, its value kept as the form keeps it. */
function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  const props = { id: 'root_formData', value, label: 'formData', options: { document: 'formData' }, disabled: false,
    readonly: false, onChange: (v: string | undefined) => { saved = v ?? ''; setValue(v); },
    registry: { formContext: { values: { formData: value, columnData: '' } } } } as unknown as WidgetProps;
  return <DefinitionJsonWidget {...props} />;
}

const editorText = () => screen.getByTestId('definition-formData').querySelector('.cm-content')!.textContent ?? '';

describe('the rule picker in the formData JSON editor', () => {
  it('writes the chosen rule into the billRule field of the text, and the list shows it', async () => {
    renderWithProviders(<Editor initial={FORM} />);
    const panel = await screen.findByTestId('definition-billRules');
    const row = panel.querySelector('li[data-field="orderNo"]') as HTMLElement;
    expect(row.textContent).toContain('订单号 (orderNo)');
    expect(row.textContent).toContain('未选择规则');
    fireEvent.click(row.querySelector('button')!);
    fireEvent.click(await screen.findByText('采购订单'));
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(saved).toContain('"rule": "purchaseOrder", "ruleName": "采购订单"'));
    expect(saved).toBe(FORM.replace('"rule": "", "ruleName": ""', '"rule": "purchaseOrder", "ruleName": "采购订单"'));
    await waitFor(() => expect(editorText()).toContain('"rule": "purchaseOrder"'));
    await waitFor(() => expect(screen.getByTestId('definition-billRules').querySelector('li[data-field="orderNo"]')!.textContent)
      .toContain('purchaseOrder 采购订单'));
  });

  it('shows no rule list for a form without billRule fields', async () => {
    renderWithProviders(<Editor initial={'{ "fields": [] }'} />);
    await waitFor(() => expect(editorText()).toContain('fields'));
    expect(screen.queryByTestId('definition-billRules')).toBeNull();
  });
});
