// Mounts the real form engine and list page in Chromium for npm run bench; the runner calls window.bench.*.
// Every measure ends after the next paint (a frame plus a task), so it is what a user would wait for.
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useState, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../src/web/i18n';
import { httpInstance } from '../../../src/web/api/http';
import { compileForWeb, LoomForm } from '../../../renderers';
import DynamicModel from '../../../src/web/pages/dynamicModel';
import { bigListColumns, subTableForm, wideForm } from './definitions';

const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

function Providers({ children }: { children: ReactNode }) {
  const [qc] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

let root: Root | null = null;
const host = () => document.getElementById('root')!;

function unmount() {
  root?.unmount();
  root = null;
  host().innerHTML = '';
}

async function mount(ui: ReactNode): Promise<number> {
  unmount();
  root = createRoot(host());
  const t0 = performance.now();
  flushSync(() => root!.render(<Providers>{ui}</Providers>));
  await nextPaint();
  return performance.now() - t0;
}

/** Types one character into an input the React way and waits for the paint. */
async function keystroke(input: HTMLInputElement, text: string): Promise<number> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const t0 = performance.now();
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await nextPaint();
  return performance.now() - t0;
}

async function typeInto(selector: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const input = host().querySelector<HTMLInputElement>(selector);
    if (!input) throw new Error(`no input ${selector}`);
    times.push(await keystroke(input, `${input.value}x`));
  }
  return times;
}

const bench = {
  async form(fields: number) {
    const compiled = compileForWeb(wideForm(fields));
    const mountMs = await mount(<LoomForm compiled={compiled} formData={{}} onSubmit={() => {}} />);
    const keys = await typeInto('input#root_f0', 30);
    return { mountMs, keys, inputs: host().querySelectorAll('input,textarea').length };
  },
  async subTable(rows: number) {
    const { form, record } = subTableForm(rows);
    const compiled = compileForWeb(form);
    const mountMs = await mount(<LoomForm compiled={compiled} formData={record} onSubmit={() => {}} />);
    const keys = await typeInto('input[id$="_0_c0"]', 30);
    const add = host().querySelector<HTMLElement>('[data-testid="subtable-add"]')!;
    const addMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      add.click();
      await nextPaint();
      addMs.push(performance.now() - t0);
    }
    return { mountMs, keys, addMs, domRows: host().querySelectorAll('.ant-table-row').length };
  },
  async list(rows: number) {
    const { form, columnData } = bigListColumns(8);
    const list = Array.from({ length: rows }, (_, i) => ({ id: `r${i}`, f0: `供应商${i}`, f1: i, f2: `备注${i}`, f3: '2', f4: i % 2, f5: 1_700_000_000_000, f6: `x${i}`, f7: i }));
    httpInstance.defaults.adapter = async (config) => {
      const url = config.url ?? '';
      const data = url.endsWith('/Config')
        ? { code: 200, msg: '', data: { id: 'vd', fullName: '大列表', webType: 2, enableFlow: 0, formData: JSON.stringify(form), columnData: JSON.stringify(columnData) } }
        : { code: 200, msg: '', data: { list, pagination: { currentPage: 1, pageSize: rows, total: rows } } };
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    };
    unmount();
    root = createRoot(host());
    const t0 = performance.now();
    root.render(<Providers><DynamicModel modelId="bench" moduleId="vd" title="大列表" /></Providers>);
    // Painted when the first data row is on screen.
    while (!host().querySelector('.ant-table-row')) await new Promise((r) => setTimeout(r, 5));
    await nextPaint();
    return { paintMs: performance.now() - t0, domRows: host().querySelectorAll('.ant-table-row').length };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
