import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FieldDef } from '../../../src/engine/types';
import { createFormValues, FormValuesContext } from '../../form/values';
import { getField, type FieldInputProps } from '../../index';
import { renderWithProviders, setTestData } from '../../testing';

setTestData({ get: vi.fn(), post: vi.fn() });

const f = (jnpfKey: string, rest: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  __vModel__: `${jnpfKey}F`, __config__: { jnpfKey, label: `${jnpfKey} label`, ...cfg }, ...rest,
});

function Harness({ field, initial, onValue }: { field: FieldDef; initial: unknown; onValue?: (v: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  const Input = getField(field.__config__.jnpfKey)!.input as (p: FieldInputProps) => ReactNode;
  return (
    <div>
      <label htmlFor="x" id="x__label">{field.__config__.label}</label>
      <Input id="x" labelId="x__label" field={field} value={value} onChange={(v) => { setValue(v); onValue?.(v); }} />
    </div>
  );
}

function view(kind: 'cell' | 'detail', field: FieldDef, value: unknown, record?: Record<string, unknown>) {
  const View = getField(field.__config__.jnpfKey)![kind];
  const body = <div data-testid="view"><View field={field} value={value} /></div>;
  return renderWithProviders(record
    ? <FormValuesContext.Provider value={createFormValues(record, {}, { meta: { id: 'r1', modelId: 'm1' } })}>{body}</FormValuesContext.Provider>
    : body);
}

describe('numInput with isAmountChinese', () => {
  it('shows the amount in Chinese capitals under the input and in cells', () => {
    const field = f('numInput', { isAmountChinese: true, thousands: true });
    renderWithProviders(<Harness field={field} initial={1234.5} />);
    expect(document.querySelector('[data-amount-chinese]')!.textContent).toBe('壹仟贰佰叁拾肆元伍角');
    fireEvent.change(screen.getByLabelText('numInput label'), { target: { value: '100' } });
    expect(document.querySelector('[data-amount-chinese]')!.textContent).toBe('壹佰元整');
    const cell = view('cell', field, 20);
    expect(cell.getByTestId('view').textContent).toBe('20贰拾元整');
  });

  it('says 金额过大无法计算 past 12 integer digits', () => {
    view('detail', f('numInput', { isAmountChinese: true }), 1234567890123);
    expect(screen.getByText('金额过大无法计算')).toBeTruthy();
  });
});

describe('colour, rate, slider', () => {
  it('colorPicker shows the stored colour', () => {
    renderWithProviders(<Harness field={f('colorPicker')} initial="#ff0000" />);
    expect(screen.getByLabelText('colorPicker label').getAttribute('data-color')).toBe('#ff0000');
    view('cell', f('colorPicker'), '#00ff00');
    expect(screen.getByTestId('view').textContent).toBe('#00ff00');
  });

  it('rate has max stars and stores the picked number', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('rate', { max: 7 })} initial={2} onValue={onValue} />);
    const stars = screen.getByLabelText('rate label').querySelectorAll('li.ant-rate-star');
    expect(stars).toHaveLength(7);
    fireEvent.click(stars[3].querySelector('div[role=radio]') ?? stars[3].firstElementChild!);
    expect(onValue).toHaveBeenLastCalledWith(4);
    view('detail', f('rate'), 3);
    expect(document.querySelector('[data-rate="3"]')).toBeTruthy();
  });

  it('slider honours min/max and range', () => {
    renderWithProviders(<Harness field={f('slider', { min: 10, max: 20, range: true })} initial={[12, 15]} />);
    const handles = screen.getAllByRole('slider');
    expect(handles).toHaveLength(2);
    expect(handles[0].getAttribute('aria-valuemin')).toBe('10');
    expect(handles[1].getAttribute('aria-valuenow')).toBe('15');
    view('cell', f('slider', { range: true }), [12, 15]);
    expect(screen.getByTestId('view').textContent).toBe('12 至 15');
  });
});

describe('editor', () => {
  it('is the shared Tiptap editor: sanitises stored and typed HTML (no <script>, no onerror, no javascript:)', async () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('editor')} initial={'<p>hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>'} onValue={onValue} />);
    const box = await screen.findByLabelText('editor label', {}, { timeout: 15_000 });
    expect(box.classList.contains('ProseMirror')).toBe(true);
    expect(box.getAttribute('contenteditable')).toBe('true');
    expect(box.innerHTML).not.toContain('script');
    expect(box.innerHTML).not.toContain('onerror');
    expect(box.innerHTML).toContain('hi');
    // Tiptap keeps its editor on the element it edits: write into it as a paste would.
    const editor = (box as unknown as { editor: { commands: { insertContent: (html: string) => boolean } } }).editor;
    await act(async () => {
      editor.commands.insertContent('<b>bold</b><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a>');
    });
    const stored = String(onValue.mock.lastCall![0]);
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).not.toContain('onerror');
    expect(stored).not.toContain('javascript:');
    expect(screen.getByRole('toolbar')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('有序列表'));
    expect(String(onValue.mock.lastCall![0])).toMatch(/^<ol><li><p>hi/);
  });

  it('detail shows sanitised HTML and the cell shows plain text', () => {
    const html = '<p>A <b>B</b><img src=x onerror="alert(1)"></p><script>alert(2)</script>';
    const d = view('detail', f('editor'), html);
    const shown = d.container.querySelector('[data-rich-text]')!;
    expect(shown.querySelector('b')!.textContent).toBe('B');
    expect(shown.innerHTML).not.toContain('onerror');
    expect(shown.querySelector('script')).toBeNull();
    d.unmount();
    view('cell', f('editor'), html);
    expect(screen.getByTestId('view').textContent).toBe('A B');
  });
});

describe('ranges', () => {
  it('numRange stores [min, max], 0 counts, both empty gives []', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness field={f('numRange')} initial={[]} onValue={onValue} />);
    fireEvent.change(screen.getByLabelText('最小值'), { target: { value: '0' } });
    expect(onValue).toHaveBeenLastCalledWith([0, null]);
    fireEvent.change(screen.getByLabelText('最大值'), { target: { value: '5' } });
    expect(onValue).toHaveBeenLastCalledWith([0, 5]);
    fireEvent.change(screen.getByLabelText('最小值'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('最大值'), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith([]);
    view('cell', f('numRange'), [0, 5]);
    expect(screen.getByTestId('view').textContent).toBe('0 至 5');
  });

  it('dateRange and timeRange show [a, b] in their formats', () => {
    const a = new Date(2024, 0, 2).getTime();
    const b = new Date(2024, 0, 9).getTime();
    renderWithProviders(<Harness field={f('dateRange', { format: 'yyyy-MM-dd' })} initial={[a, b]} />);
    const inputs = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    expect([inputs[0].value, inputs[1].value]).toEqual(['2024-01-02', '2024-01-09']);
    const c = view('cell', f('dateRange', { format: 'yyyy/MM/dd' }), [a, b]);
    expect(c.getByTestId('view').textContent).toBe('2024/01/02 至 2024/01/09');
    c.unmount();
    view('detail', f('timeRange'), ['08:00:00', '17:30:00']);
    expect(screen.getByTestId('view').textContent).toBe('08:00:00 至 17:30:00');
  });
});

describe('barcode and qrcode', () => {
  it('draws a barcode of letters and digits with the configured size', () => {
    view('detail', f('barcode', { dataType: 'static', staticText: 'AB12', width: 4, height: 40 }), undefined);
    const svg = document.querySelector('[data-barcode="AB12"] svg')!;
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(5);
    expect(svg.getAttribute('height')).toBe('50px'); // 40 + 2 × margin 5
    expect(document.querySelector('[data-barcode-error]')).toBeNull();
  });

  it('refuses other text with a clear message, and follows the related field', () => {
    const r = view('detail', f('barcode', { dataType: 'static', staticText: '条码-1' }), undefined);
    expect(screen.getByText('条形码内容只能包含字母和数字')).toBeTruthy();
    expect(document.querySelector('svg')).toBeNull();
    r.unmount();
    view('detail', f('barcode', { dataType: 'relation', relationField: 'code' }), undefined, { code: 'X9' });
    expect(document.querySelector('[data-barcode="X9"] svg rect')).toBeTruthy();
  });

  it('qrcode encodes static text, a related field or the record payload', () => {
    const a = view('detail', f('qrcode', { dataType: 'static', staticText: '二维码', size: 80 }), undefined);
    expect(document.querySelector('[data-qrcode="二维码"] svg')!.getAttribute('width')).toBe('80');
    a.unmount();
    const b = view('detail', f('qrcode', { dataType: 'relation', relationField: 'name' }), undefined, { name: 'n1' });
    expect(document.querySelector('[data-qrcode="n1"]')).toBeTruthy();
    b.unmount();
    view('detail', f('qrcode', { dataType: 'form' }), undefined, {});
    const payload = document.querySelector('[data-qrcode]')!.getAttribute('data-qrcode')!;
    expect(JSON.parse(payload)).toEqual({ t: 'DFD', id: 'r1', mid: 'm1' });
  });
});

describe('button and link', () => {
  it('button shows its text aligned', () => {
    view('detail', f('button', { buttonText: '提交审核', align: 'right', type: 'primary' }), undefined);
    const button = screen.getByRole('button', { name: '提交审核' });
    expect(button.className).toContain('ant-btn-primary');
    expect((button.parentElement as HTMLElement).style.textAlign).toBe('right');
  });

  function Where() {
    const loc = useLocation();
    return <div data-testid="where">{loc.pathname + loc.search}</div>;
  }

  it('_self goes to the in-app /externalLink page with the base64 address; _blank opens the plain address', () => {
    const Link = getField('link')!.detail;
    renderWithProviders(
      <MemoryRouter initialEntries={['/form']}>
        <Routes><Route path="*" element={<><Link field={f('link', { content: '文本链接', href: 'https://例子.cn/a?b=1', target: '_self' })} value={undefined} /><Where /></>} /></Routes>
      </MemoryRouter>,
    );
    const a = screen.getByText('文本链接') as HTMLAnchorElement;
    const expected = `/externalLink?href=${encodeURIComponent(btoa(String.fromCharCode(...new TextEncoder().encode('https://例子.cn/a?b=1'))))}`;
    expect(a.getAttribute('href')).toBe(expected);
    fireEvent.click(a);
    expect(screen.getByTestId('where').textContent).toBe(expected);
    const b = view('detail', f('link', { content: '新窗口', href: 'https://example.com', target: '_blank' }), undefined);
    const blank = b.getByText('新窗口') as HTMLAnchorElement;
    expect(blank.getAttribute('href')).toBe('https://example.com');
    expect(blank.getAttribute('target')).toBe('_blank');
    expect(blank.getAttribute('rel')).toContain('noopener');
  });
});

describe('calculate views', () => {
  it('shows the value with precision, thousands and the Chinese amount', () => {
    view('cell', f('calculate', { precision: 2, thousands: true, isAmountChinese: true }), 1234.5);
    expect(screen.getByTestId('view').textContent).toBe('1,234.50壹仟贰佰叁拾肆元伍角');
  });
});
