/**
 * Conformance (issue 3 item 9): one form built from every palette default of the original designer (reference
 * data 02-05), compiled with the registry, rendered in all three views — the form (LoomForm), a list row (each
 * column's registry `cell`) and the detail view (DetailView) — shows no error block. The sub-table holds a copy of
 * every kind a sub-table may hold, so cells in a row are covered too; the v5 palette names get the same treatment.
 * An unknown kind, on the other hand, must show its error block in every view.
 */
import { act, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DetailView, LoomForm, UnknownField, compileForWeb, getField } from '../../renderers';
import { Providers } from '../../src/web/testing';
import { createInitialRecord } from '../../src/engine/form/compile';
import { canonicalKind, isContainerKind, isStaticKind } from '../../src/engine/form/kinds';
import { keyLists, paletteForm } from '../../src/engine/form/fixtures/palette';
import type { CompiledForm } from '../../src/engine/form/types';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { createFixtureApi, type FixtureApi } from '../../src/cli/preview/fixtureApi';

// The fields' own calls (dictionaries, serial numbers, pickers, names) are answered by the preview's fixture API,
// so every kind meets the answers it would meet in `npm run preview`.
const fixtures = vi.hoisted(() => {
  const holder: { api: FixtureApi | null } = { api: null };
  const answer = (method: string) => async (url: string, body?: unknown) => {
    const res = await holder.api!.handle({ method, url, body });
    if (res.code !== 200) throw new Error(res.msg);
    return res;
  };
  return { holder, answer };
});
vi.mock('../../src/web/api/http', async (original) => ({
  ...(await original<typeof import('../../src/web/api/http')>()),
  http: { get: fixtures.answer('GET'), post: fixtures.answer('POST'), put: fixtures.answer('PUT'), delete: fixtures.answer('DELETE') },
}));

const NOW = new Date('2026-03-05T10:00:00').getTime();
const NO_TABLE = new Set(keyLists.noTableAllowList);

/** Values a user could have saved, per kind (kinds left out start from their defaults). */
const SAMPLES: Record<string, unknown> = {
  comInput: '当归', textarea: '第一行\n第二行', numInput: 1234.5, rate: 3, slider: 40, switch: 1, date: NOW,
  time: '08:30:00', colorPicker: '#ff0000', editor: '<p>富文本<b>内容</b></p>', calculate: 12.5, autoComplete: '黄芪',
  uploadFz: [{ name: 'a.txt', fileId: 'a.txt', fileSize: 10, fileExtension: 'txt', url: '/api/file/Download/annex/a.txt' }],
  uploadImg: [{ name: 'a.png', fileId: 'a.png', url: '/api/file/Image/annexpic/a.png' }],
};

/** The palette form, with a sub-table holding one column of every kind a sub-table may hold. */
function conformanceForm(): FormDefinition {
  const form = paletteForm();
  const table = form.fields.find((f) => f.__config__.jnpfKey === 'table')!;
  let id = 900;
  table.__config__.children = paletteForm().fields
    .filter((f) => {
      const kind = f.__config__.jnpfKey;
      return f.__vModel__ && kind !== 'table' && !NO_TABLE.has(kind) && !isContainerKind(kind) && !isStaticKind(kind);
    })
    .map((f) => {
      id += 1;
      f.__vModel__ = `${f.__config__.jnpfKey}Field${id}`;
      f.__config__ = { ...f.__config__, formId: id, isSubTable: true, parentVModel: table.__vModel__ };
      return f;
    });
  return form;
}

/** The same kinds under their v5 names. */
function renamedForm(): FormDefinition {
  const v5: Record<string, string> = { comInput: 'input', numInput: 'inputNumber', date: 'datePicker', time: 'timePicker',
    uploadFz: 'uploadFile', JNPFText: 'text', comSelect: 'organizeSelect', address: 'areaSelect' };
  const form = paletteForm();
  form.fields = form.fields.filter((f) => v5[f.__config__.jnpfKey]).map((f) => {
    f.__config__.jnpfKey = v5[f.__config__.jnpfKey];
    return f;
  });
  return form;
}

function sampleRecord(compiled: CompiledForm): Record<string, unknown> {
  const record = createInitialRecord(compiled, NOW);
  const sample = (kind: string) => SAMPLES[canonicalKind(kind)];
  for (const entry of Object.values(compiled.index)) {
    if (!entry.parent && sample(entry.kind) !== undefined) record[entry.vModel] = sample(entry.kind);
  }
  for (const table of Object.values(compiled.subTables)) {
    const row: Record<string, unknown> = { ...table.rowDefaults };
    for (const col of table.columns) if (sample(col.kind) !== undefined) row[col.vModel] = sample(col.kind);
    record[table.vModel] = [row];
  }
  return record;
}

/** A list row: every field's registry cell (sub-table columns as the list shows `table-field` columns). */
function ListRow({ compiled, record }: { compiled: CompiledForm; record: Record<string, unknown> }) {
  return (
    <table>
      <tbody>
        <tr>
          {Object.values(compiled.index).filter((e) => e.kind !== 'table').map((e) => {
            const renderer = getField(e.kind);
            const rows = e.parent ? (record[e.parent] as Record<string, unknown>[] | undefined) ?? [] : [record];
            return (
              <td key={e.key} data-prop={e.key}>
                {renderer
                  ? rows.map((r, i) => <renderer.cell key={i} field={e.field} value={r[e.vModel]} />)
                  : <UnknownField kind={e.kind} path={e.path} />}
              </td>
            );
          })}
          {/* A column of a kind nobody renders: the list shows the error block in its place. */}
          {compiled.unknown.filter((u) => u.vModel).map((u) => (
            <td key={u.path} data-prop={u.vModel}><UnknownField kind={u.kind} path={u.path} /></td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Renders in the providers and lets lazy widgets and queries settle; answers the error blocks (kind and text) and
 * the page text.
 */
async function renderView(ui: ReactElement): Promise<{ errors: string[]; text: string; cells: number }> {
  const { container, unmount } = render(<Providers>{ui}</Providers>);
  for (let i = 0; i < 5; i++) await act(() => new Promise((done) => setTimeout(done, 20)));
  const errors = [...container.querySelectorAll('[data-field-error]')]
    .map((el) => `${el.getAttribute('data-field-error')} (${el.textContent})`);
  const result = { errors, text: container.textContent ?? '', cells: container.querySelectorAll('td[data-prop]').length };
  unmount();
  return result;
}

const errorBlocks = async (ui: ReactElement) => (await renderView(ui)).errors;

/** Labels of the labelled top-level fields that do not appear in a view's text (the view rendered nothing). */
function missingLabels(compiled: CompiledForm, text: string): string[] {
  return Object.values(compiled.index)
    .filter((e) => !e.parent && e.visible && e.kind !== 'table' && e.field.__config__.showLabel !== false)
    .map((e) => e.label)
    .filter((label) => !text.includes(label));
}

const views = (compiled: CompiledForm, record: Record<string, unknown>) => ({
  form: <LoomForm compiled={compiled} formData={record} onSubmit={() => {}} />,
  list: <ListRow compiled={compiled} record={record} />,
  detail: <DetailView compiled={compiled} record={record} />,
});

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'loom-conformance-'));
  const file = join(dir, 'palette.json');
  writeFileSync(file, JSON.stringify(conformanceForm()));
  fixtures.holder.api = createFixtureApi({ formPath: file, now: () => NOW });
});

describe('every palette kind renders in every view', { timeout: 60_000 }, () => {
  const compiled = compileForWeb(conformanceForm());
  const record = sampleRecord(compiled);

  it('compiles with every kind known to the registry', () => {
    expect(compiled.unknown.map((u) => `${u.kind} at ${u.path}`)).toEqual([]);
    expect(compiled.subTables[Object.keys(compiled.subTables)[0]].columns.length).toBeGreaterThan(15);
  });

  for (const [view, ui] of Object.entries(views(compiled, record))) {
    it(`shows no error block in the ${view} view`, async () => {
      const shown = await renderView(ui);
      expect(shown.errors).toEqual([]);
      // …and it did draw the fields: their labels, or one cell per field in the row.
      if (view === 'list') expect(shown.cells).toBe(Object.values(compiled.index).filter((e) => e.kind !== 'table').length);
      else expect(missingLabels(compiled, shown.text)).toEqual([]);
    });
  }

  it('accepts the v5 names in all three views', async () => {
    const renamed = compileForWeb(renamedForm());
    expect(renamed.unknown).toEqual([]);
    for (const ui of Object.values(views(renamed, sampleRecord(renamed)))) expect(await errorBlocks(ui)).toEqual([]);
  });
});

describe('an unknown kind', () => {
  const form: FormDefinition = { fields: [
    { __vModel__: 'known', __config__: { jnpfKey: 'comInput', label: '名称' } },
    { __vModel__: 'odd', __config__: { jnpfKey: 'sparkle', label: '闪光' } } as FieldDef,
  ] };
  const compiled = compileForWeb(form);

  it('shows an error block naming the kind and the path in every view', async () => {
    for (const [view, ui] of Object.entries(views(compiled, { known: 'x', odd: 1 }))) {
      const blocks = await errorBlocks(ui);
      expect(blocks, view).toHaveLength(1);
      expect(blocks[0], view).toMatch(/^sparkle \(.*sparkle.*fields\[1\]/);
    }
  });
});
