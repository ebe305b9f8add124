/**
 * Kinds of saved 3.x and v5 documents that the 3.4.7 palette no longer offers (JNPFAmount, PsdInput, currDept,
 * dicSelect, dateRange, timeRange, location, sign, signature): the checker accepts a form holding each of them, and
 * the form, the list cell and the detail view draw each one (never the unknown-kind block), with its spec's text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { checkDefinition } from '../../src/engine/definition';
import { kindSpec } from '../../src/engine/kinds';
import type { FieldDef, FormDefinition } from '../../src/engine/types';
import { compileForWeb, DetailView, getField, LoomForm } from '../../renderers';
import { renderWithProviders } from '../../renderers/testing';
import { fixtureData } from '../setup/services';

afterEach(cleanup);

const field = (jnpfKey: string, n: number, rest: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef => ({
  __vModel__: `${jnpfKey}Field${n}`, __config__: { jnpfKey, label: `${jnpfKey}标签`, formId: n, renderKey: n, ...cfg }, ...rest,
});

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Each legacy kind, a stored value and the text its cell shows. */
const CASES: [FieldDef, unknown, string][] = [
  [field('JNPFAmount', 1), 1234567.5, '1,234,567.5'],
  [field('PsdInput', 2), 's3cret', '******'],
  [field('currDept', 3), 'dep-purchase', '采购部'],
  [field('dicSelect', 4, {}, { dictionaryType: 'pay' }), 'pay-month', '月结'],
  [field('dateRange', 5, { format: 'yyyy-MM-dd' }), [Date.UTC(2024, 0, 1, 8), Date.UTC(2024, 0, 31, 8)], '2024-01-01 至 2024-01-31'],
  [field('timeRange', 6), ['08:00:00', '17:30:00'], '08:00:00 至 17:30:00'],
  [field('location', 7), JSON.stringify({ fullAddress: '四川省成都市武侯区', lat: 30.6, lng: 104.0 }), '四川省成都市武侯区'],
];
const IMAGES: [FieldDef, unknown][] = [[field('sign', 8), SIGNATURE], [field('signature', 9), SIGNATURE]];

const form: FormDefinition = { fields: [...CASES.map(([f]) => f), ...IMAGES.map(([f]) => f)] } as FormDefinition;
const record = Object.fromEntries([...CASES, ...IMAGES].map(([f, v]) => [f.__vModel__!, v]));

/** The API as fixtures: the dictionary category 'pay' and the names of organisations. */
const data = fixtureData([
  ['GET', '/api/system/DictionaryData/pay/Data/Selector', () => ({ list: [{ id: 'pay-month', fullName: '月结' }] })],
  ['POST', /getNames$/, (body) => ({ list: (body as { ids: string[] }).ids
    .map((id) => ({ id, fullName: id === 'dep-purchase' ? '采购部' : id })) })],
]);
const withData = (ui: React.ReactElement) => renderWithProviders(ui, undefined, { data });

describe('legacy kinds', () => {
  it('the checker accepts a form holding every one of them', () => {
    expect(checkDefinition(form).filter((p) => p.code === 'unknownKind')).toEqual([]);
    for (const f of form.fields) expect(kindSpec(f.__config__.jnpfKey), f.__config__.jnpfKey).toBeDefined();
  });

  it('the form draws an input for each, with no unknown-kind block', () => {
    const compiled = compileForWeb(form);
    expect(compiled.unknown).toEqual([]);
    const { container } = withData(<LoomForm compiled={compiled} formData={{ ...record }} onSubmit={() => {}} />);
    expect(screen.queryByText(/无法显示/)).toBeNull();
    expect(container.querySelector('[data-field-error]')).toBeNull();
    expect((screen.getByLabelText('PsdInput标签') as HTMLInputElement).type).toBe('password');
    expect(screen.getAllByRole('img', { name: '已签名' })).toHaveLength(2);
  });

  it.each(CASES.map(([f, v, t]) => [f.__config__.jnpfKey, f, v, t] as const))('%s: cell and detail show its text', async (_k, f, v, text) => {
    const Cell = getField(f.__config__.jnpfKey)!.cell;
    const Detail = getField(f.__config__.jnpfKey)!.detail;
    withData(<div><div data-testid="cell"><Cell field={f} value={v} /></div><div data-testid="detail"><Detail field={f} value={v} /></div></div>);
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toContain(text));
    expect(screen.getByTestId('detail').textContent).toContain(text);
  });

  it('a signature shows as its image in the cell and the detail view', () => {
    for (const [f, v] of IMAGES) {
      const entry = getField(f.__config__.jnpfKey)!;
      withData(<div><entry.cell field={f} value={v} /><entry.detail field={f} value={v} /></div>);
    }
    expect(screen.getAllByRole('img', { name: '已签名' }).map((i) => i.getAttribute('src'))).toEqual(Array(4).fill(SIGNATURE));
  });

  it('the detail view of the whole record draws every kind', async () => {
    withData(<DetailView compiled={compileForWeb(form)} record={record} />);
    expect(screen.queryByText(/无法显示/)).toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('采购部'));
    expect(document.body.textContent).toContain('月结');
    expect(document.body.textContent).not.toContain('s3cret');
  });
});
