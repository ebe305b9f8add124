// Mounts the real form engine and list page in Chromium for npm run bench; the runner calls window.bench.*.
// Every measure ends after the next paint (a frame plus a task), so it is what a user would wait for; what is timed
// is rendered into a shell already drawn (providers and theme), as a form or list opens in the app.
// antd's prebuilt styles, as the app uses them (zero-runtime mode: see src/web/shell/settings/theme.ts).
import 'antd/dist/antd.css';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useState, type ReactNode } from 'react';
import { App as AntApp, Button, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../src/web/i18n';
import { httpInstance } from '../../../src/web/api/http';
import { WebServices } from '../../../src/web/services';
import { compileForWeb, LoomForm, registerField } from '../../../renderers';
import DynamicModel from '../../../src/web/pages/dynamicModel';
import { CellOf } from '../../../src/web/pages/dynamicModel/columns';
import { compileList } from '../../../src/engine/list/compile';
import { isRenderable } from '../../../renderers';
import { bigListColumns, calcFields, subTableForm, WIDE_KINDS, wideForm } from './definitions';
import { affectedCalcs, buildCalcGraph, runCalcs } from '../../../src/engine/form/calc';

// A field kind drawn as a bare <input>: a form of these costs what the form engine itself costs (form model, layout, label
// frames), without any antd widget. Only the breakdown of tests/bench/breakdown.ts uses it.
registerField({
  kind: 'benchPlain',
  value: () => ({ type: 'string' }),
  input: (p) => <input id={p.id} value={String(p.value ?? '')} onChange={(e) => p.onChange(e.target.value)} />,
  cell: () => null,
});

/** tests/bench/profile.ts with WINDOW=1 profiles only the measured intervals (console.profile, seen over CDP). */
const profiling = () => (window as unknown as { profileWindows?: boolean }).profileWindows === true;
const windowStart = () => { if (profiling()) console.profile('window'); };
const windowEnd = () => { if (profiling()) console.profileEnd('window'); };

const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

function Providers({ children }: { children: ReactNode }) {
  const [qc] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={qc}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
          <AntApp>
            <WebServices>{children}</WebServices>
          </AntApp>
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
  return (await mountTimed(ui)).firstPaintMs;
}

let show: (ui: ReactNode) => void = () => {};

/** The app around what is measured: providers and theme, and a button as the page behind a dialog. */
function Shell() {
  const [ui, setUi] = useState<ReactNode>(null);
  show = setUi;
  return (
    <Providers>
      <Button>{'新增'}</Button>
      {ui}
    </Providers>
  );
}

/**
 * Renders and waits for the first paint; `t0` is kept to time what comes after (the rest of a progressive mount).
 * The shell is drawn first, untimed: in the app a form or list opens inside providers and a theme that are already
 * there (antd works out the theme's tokens and CSS variables once, ~40 ms in a cold page).
 */
async function mountTimed(ui: ReactNode): Promise<{ t0: number; firstPaintMs: number }> {
  unmount();
  root = createRoot(host());
  flushSync(() => root!.render(<Shell />));
  await nextPaint();
  const t0 = performance.now();
  flushSync(() => show(ui));
  await nextPaint();
  return { t0, firstPaintMs: performance.now() - t0 };
}

/**
 * The form draws its first screen in the first commit and the other fields in batches after it: this waits until the
 * last field's element is in the DOM (checked once a frame, so it costs the page nothing) and painted.
 */
async function untilDrawn(selector: string, t0: number): Promise<number> {
  while (!host().querySelector(selector)) await new Promise((r) => requestAnimationFrame(r));
  await nextPaint();
  return performance.now() - t0;
}

/** Mounts a form of `fields` fields named f0…: its first paint, and the time until all of them are drawn. */
async function mountForm(compiled: ReturnType<typeof compileForWeb>, fields: number) {
  const { t0, firstPaintMs } = await mountTimed(<LoomForm compiled={compiled} formData={{}} onSubmit={() => {}} />);
  return { t0, firstPaintMs, last: `[id="root_f${fields - 1}"]` };
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
  windowStart();
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
  windowEnd();
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
  /** Mount, then 30 keystrokes once every field is drawn. `mountMs` is the first paint, `allMs` all fields drawn. */
  async form(fields: number) {
    const { t0, firstPaintMs, last } = await mountForm(compileForWeb(wideForm(fields)), fields);
    const allMs = await untilDrawn(last, t0);
    takeWork();
    const { keys } = await bench.formType(30);
    return { mountMs: firstPaintMs, allMs, keys, work: takeWork(), inputs: host().querySelectorAll('input,textarea').length };
  },
  /** 30 keystrokes right after the first paint, while the other fields are still being drawn. */
  async formEarly(fields: number) {
    const { t0, firstPaintMs, last } = await mountForm(compileForWeb(wideForm(fields)), fields);
    takeWork();
    // Labelled fields drawn when the first key is typed (each has its label span).
    const drawnAtFirstKey = host().querySelectorAll('[id^="root_f"][id$="__label"]').length;
    const { keys } = await bench.formType(30);
    const work = takeWork();
    const allMs = await untilDrawn(last, t0);
    return { mountMs: firstPaintMs, allMs, keys, work, drawnAtFirstKey };
  },
  /**
   * The floor of the keystroke figures: keys typed into a bare <input> outside React, measured the same way. A key
   * is dispatched right after a frame, so its paint waits for the next vsync (~16.7 ms at 60 Hz) whatever the work.
   */
  async floor(count: number) {
    unmount();
    const input = host().appendChild(document.createElement('input'));
    takeWork();
    const keys: number[] = [];
    for (let i = 0; i < count; i++) keys.push(await keystroke(input, `${input.value}x`));
    return { keys, work: takeWork() };
  },
  /** Mount of `fields` fields of one kind of wideForm (index into its kinds; -1: bare inputs), for the breakdown. */
  async formMountKind(fields: number, kind: number) {
    const kinds = kind < 0 ? ['benchPlain'] : [WIDE_KINDS[kind]];
    const { t0, firstPaintMs, last } = await mountForm(compileForWeb(wideForm(fields, kinds)), fields);
    const allMs = await untilDrawn(last, t0);
    takeWork();
    const keys = kinds[0] === 'comInput' || kinds[0] === 'benchPlain' ? await typeInto('input#root_f0', 30) : [];
    return { kind: kinds[0], mountMs: firstPaintMs, allMs, keys, work: takeWork() };
  },
  // The two phases of `form`, apart, so tests/bench/profile.ts can profile each alone.
  async formMount(fields: number) {
    const { t0, firstPaintMs, last } = await mountForm(compileForWeb(wideForm(fields)), fields);
    return { mountMs: firstPaintMs, allMs: await untilDrawn(last, t0) };
  },
  /** The first paint alone (profile.ts formFirst). */
  async formFirst(fields: number) {
    return { mountMs: (await mountForm(compileForWeb(wideForm(fields)), fields)).firstPaintMs };
  },
  /** The first paint of `fields` bare-input fields alone (profile.ts plainFirst). */
  async plainFirst(fields: number) {
    return { mountMs: (await mountForm(compileForWeb(wideForm(fields, ['benchPlain'])), fields)).firstPaintMs };
  },
  /** One change of the input that 200 calculated fields depend on: the graph's recomputation, `count` times. */
  async calc(fields: number, count: number) {
    const graph = buildCalcGraph(calcFields(fields));
    const record: Record<string, unknown> = { seed: 1, lines: subTableForm(20).record.lines };
    const times: number[] = [];
    let evaluated = 0;
    for (let i = 0; i < count; i++) {
      record.seed = i + 1;
      const t0 = performance.now();
      const affected = affectedCalcs(graph, ['seed']);
      const run = runCalcs(affected, record);
      times.push(performance.now() - t0);
      evaluated = affected.length;
      Object.assign(record, run.values);
    }
    return { times, evaluated };
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
    const { deleteMs } = await bench.subTableDelete(5);
    return { mountMs, keys, work: keyWork, addMs, deleteMs, domRows: host().querySelectorAll('.ant-table-row').length };
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
      windowStart();
      const t0 = performance.now();
      add.click();
      await nextPaint();
      addMs.push(performance.now() - t0);
      windowEnd();
    }
    return { addMs };
  },

  /** Deleting a row: from the click on 确定 in the confirmation to the frame without the row. */
  async subTableDelete(count: number) {
    const deleteMs: number[] = [];
    const okButton = () => document.querySelector<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary');
    for (let i = 0; i < count; i++) {
      const before = host().querySelectorAll('[data-testid="subtable-row-remove"]');
      (before[0] as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      while (!okButton()) await new Promise((r) => setTimeout(r, 10));
      await nextPaint();
      windowStart();
      const t0 = performance.now();
      okButton()!.click();
      await nextPaint();
      deleteMs.push(performance.now() - t0);
      windowEnd();
      // The confirmation fades out before the next one opens.
      while (okButton()) await new Promise((r) => setTimeout(r, 20));
    }
    return { deleteMs };
  },
  /**
   * The list's cells alone, without the table: `rows` rows of the 10,000-row list's 8 columns drawn by the registry
   * cells into a plain <table>. What a cell costs beyond its text shows here `rows` × 8 times (the list phase
   * draws only the ~14 rows a screen shows).
   */
  async cells(rows: number) {
    const { form, columnData } = bigListColumns(8);
    const { columns } = compileList(columnData, compileForWeb(form), { isKnown: isRenderable });
    const list = Array.from({ length: rows }, (_, i) => ({ id: `r${i}`, f0: `供应商${i}`, f1: i, f2: `备注${i}`, f3: '2', f4: i % 2, f5: 1_700_000_000_000, f6: `x${i}`, f7: i }));
    const table = (
      <table><tbody>
        {list.map((row) => (
          <tr key={row.id}>
            {columns.map((c) => <td key={c.prop}><CellOf spec={c} value={(row as Record<string, unknown>)[c.prop]} /></td>)}
          </tr>
        ))}
      </tbody></table>
    );
    const paintMs = await mount(table);
    return { paintMs, cells: host().querySelectorAll('td').length };
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
    // Inside the shell, as a page opens in the app.
    unmount();
    root = createRoot(host());
    flushSync(() => root!.render(<Shell />));
    await nextPaint();
    const t0 = performance.now();
    show(<DynamicModel modelId="bench" moduleId="vd" title="大列表" />);
    // Painted when the first data row is on screen.
    while (!host().querySelector('.ant-table-row')) await new Promise((r) => setTimeout(r, 5));
    await nextPaint();
    return { paintMs: performance.now() - t0, domRows: host().querySelectorAll('.ant-table-row').length };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
