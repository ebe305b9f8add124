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
import { compileForWeb, LoomForm, registerField } from '../../../renderers';
import DynamicModel from '../../../src/web/pages/dynamicModel';
import { bigListColumns, subTableForm, WIDE_KINDS, wideForm } from './definitions';

// A field kind drawn as a bare <input>: a form of these costs what the form engine itself costs (rjsf, layout, label
// frames), without any antd widget. Only the breakdown of tests/bench/breakdown.ts uses it.
registerField({
  kind: 'benchPlain',
  value: () => ({ type: 'string' }),
  input: (p) => <input id={p.id} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />,
  cell: () => null,
});

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

/**
 * The main-thread work of the last keystroke: the event's own (synchronous) handling plus the rendering of the
 * frame that shows it (from the frame's rAF to the task after it), without the wait for the frame to start, which
 * depends on where in the 16.7 ms vsync interval the key landed.
 */
const work: number[] = [];

/** Types one character into an input the React way and waits for the paint. */
async function keystroke(input: HTMLInputElement, text: string): Promise<number> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const t0 = performance.now();
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const handled = performance.now();
  let frame = 0;
  await new Promise<void>((r) => requestAnimationFrame(() => {
    frame = performance.now();
    setTimeout(r, 0);
  }));
  const done = performance.now();
  work.push(handled - t0 + (done - frame));
  return done - t0;
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

/** The work figures of the keystrokes since the last call. */
function takeWork(): number[] {
  return work.splice(0);
}

const bench = {
  async form(fields: number) {
    const { mountMs } = await bench.formMount(fields);
    takeWork();
    const { keys } = await bench.formType(30);
    return { mountMs, keys, work: takeWork(), inputs: host().querySelectorAll('input,textarea').length };
  },
  /** Mount of `fields` fields of one kind of wideForm (index into its kinds; -1: bare inputs), for the breakdown. */
  async formMountKind(fields: number, kind: number) {
    const kinds = kind < 0 ? ['benchPlain'] : [WIDE_KINDS[kind]];
    const compiled = compileForWeb(wideForm(fields, kinds));
    const mountMs = await mount(<LoomForm compiled={compiled} formData={{}} onSubmit={() => {}} />);
    takeWork();
    const keys = kinds[0] === 'comInput' || kinds[0] === 'benchPlain' ? await typeInto('input#root_f0', 30) : [];
    return { kind: kinds[0], mountMs, keys, work: takeWork() };
  },
  // The two phases of `form`, apart, so tests/bench/profile.ts can profile each alone.
  async formMount(fields: number) {
    const compiled = compileForWeb(wideForm(fields));
    return { mountMs: await mount(<LoomForm compiled={compiled} formData={{}} onSubmit={() => {}} />) };
  },
  async formType(count: number) {
    return { keys: await typeInto('input#root_f0', count) };
  },
  async subTable(rows: number) {
    const { mountMs } = await bench.subTableMount(rows);
    takeWork();
    const { keys } = await bench.subTableType(30);
    const keyWork = takeWork();
    const { addMs } = await bench.subTableAdd(5);
    return { mountMs, keys, work: keyWork, addMs, domRows: host().querySelectorAll('.ant-table-row').length };
  },
  async subTableMount(rows: number) {
    const { form, record } = subTableForm(rows);
    const compiled = compileForWeb(form);
    return { mountMs: await mount(<LoomForm compiled={compiled} formData={record} onSubmit={() => {}} />) };
  },
  async subTableType(count: number) {
    return { keys: await typeInto('input[id$="_0_c0"]', count) };
  },
  async subTableAdd(count: number) {
    const add = host().querySelector<HTMLElement>('[data-testid="subtable-add"]')!;
    const addMs: number[] = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      add.click();
      await nextPaint();
      addMs.push(performance.now() - t0);
    }
    return { addMs };
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
