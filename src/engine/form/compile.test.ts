import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import type { FieldDef, FormDefinition } from '../types';
import { compileForm, createInitialRecord, createRow } from './compile';
import { paletteFields, paletteForm } from './fixtures/palette';
import type { ContainerNode, LayoutNode } from './types';

const field = (jnpfKey: string, vModel?: string, cfg: Record<string, unknown> = {}, rest: Partial<FieldDef> = {}): FieldDef => ({
  __config__: { jnpfKey, label: `${jnpfKey} label`, visibility: ['pc', 'app'], ...cfg },
  ...(vModel ? { __vModel__: vModel } : {}),
  ...rest,
});

function flatten(nodes: LayoutNode[]): LayoutNode[] {
  return nodes.flatMap((n) => (n.type === 'container' ? [n, ...flatten(n.children)] : [n]));
}

describe('compileForm on the real palette', () => {
  const def = paletteForm();
  const compiled = compileForm(def);
  /** vModel the palette form gave to a kind. */
  const v = (kind: string) => def.fields.find((f) => f.__config__.jnpfKey === kind)!.__vModel__!;

  it('knows every kind of the v3.4.7 palette', () => {
    expect(compiled.unknown).toEqual([]);
    const kinds = new Set(flatten(compiled.layout).map((n) => n.kind));
    for (const f of paletteFields()) expect(kinds).toContain(f.__config__.jnpfKey);
  });

  it('gives every stored field a schema property, a uiSchema entry and an index entry', () => {
    const stored = def.fields.filter((f) => f.__vModel__);
    expect(stored.length).toBeGreaterThan(25);
    for (const f of stored) {
      const name = f.__vModel__!;
      expect(compiled.schema.properties![name]).toBeDefined();
      expect((compiled.uiSchema[name] as Record<string, unknown>)['ui:field']).toBe(f.__config__.jnpfKey);
      expect(compiled.index[name]).toMatchObject({ kind: f.__config__.jnpfKey, label: f.__config__.label });
    }
    expect(compiled.uiSchema['ui:order']).toEqual([...stored.map((f) => f.__vModel__), '*']);
  });

  it('types values per kind as the designer stores them', () => {
    const p = compiled.schema.properties!;
    expect(p[v('comInput')].type).toEqual(['string', 'null']);
    expect(p[v('numInput')].type).toEqual(['number', 'null']);
    expect(p[v('switch')]).toMatchObject({ type: ['integer', 'null'], enum: [0, 1, null] });
    expect(p[v('checkbox')].type).toEqual(['array', 'null']);
    expect(p[v('date')].type).toEqual(['number', 'null']);
    expect(p[v('time')].type).toEqual(['string', 'null']);
    expect(p[v('table')]).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(p[v('createUser')].readOnly).toBe(true);
  });

  it('fills defaults as stored: switch false → 0, checkbox [], no value for display-only kinds', () => {
    expect(compiled.defaults[v('switch')]).toBe(0);
    expect(compiled.defaults[v('checkbox')]).toEqual([]);
    expect(compiled.defaults[v('table')]).toEqual([]);
    expect(compiled.defaults[v('rate')]).toBe(0);
    expect(compiled.defaults).not.toHaveProperty(v('date'));
    expect(compiled.defaults).not.toHaveProperty(v('createUser'));
    expect(Object.keys(compiled.defaults).every((k) => k in compiled.schema.properties!)).toBe(true);
  });

  it('accepts the palette defaults as a valid record', () => {
    const ajv = new Ajv({ strict: false });
    expect(ajv.validate(compiled.schema, createInitialRecord(compiled))).toBe(true);
  });
});

describe('compileForm details', () => {
  it('reports unknown kinds with their path, at any depth, and keeps rendering the rest', () => {
    const def: FormDefinition = {
      fields: [
        field('card', undefined, { children: [field('comInput', 'a'), field('mystery', 'm1')] }),
        field('tab', undefined, {
          children: [{ title: 'T1', __config__: { jnpfKey: 'tabItem', children: [field('ghost')] } }],
        }),
        field('table', 't', { children: [field('comInput', 'c1'), field('weird', 'c2')] }),
      ],
    };
    const c = compileForm(def);
    expect(c.unknown).toEqual([
      { kind: 'mystery', path: 'fields[0].__config__.children[1]', vModel: 'm1' },
      { kind: 'ghost', path: 'fields[1].__config__.children[0].__config__.children[0]' },
      { kind: 'weird', path: 'fields[2].__config__.children[1]', vModel: 'c2' },
    ]);
    const card = c.layout[0] as ContainerNode;
    expect(card.children.map((n) => n.type)).toEqual(['field', 'unknown']);
    expect((c.uiSchema.m1 as Record<string, unknown>)['ui:field']).toBe('unknownKind');
    expect(c.subTables.t.columns.map((col) => [col.vModel, col.unknown ?? false])).toEqual([['c1', false], ['c2', true]]);
    expect(c.schema.properties!.a).toBeDefined();
  });

  it('lets the caller decide which kinds are known (the registry)', () => {
    const c = compileForm({ fields: [field('comInput', 'a'), field('rate', 'r')] }, { isKnown: (k) => k === 'comInput' });
    expect(c.unknown).toEqual([{ kind: 'rate', path: 'fields[1]', vModel: 'r' }]);
  });

  it('builds the required list with emptiness rules', () => {
    const c = compileForm({
      fields: [
        field('comInput', 'name', { required: true }),
        field('checkbox', 'tags', { required: true }),
        field('numInput', 'qty', { required: true }),
        field('comInput', 'note'),
        field('billRule', 'no', { required: true }),
        field('table', 'lines', { required: true, children: [field('numInput', 'price', { required: true })] }),
      ],
    });
    expect(c.schema.required).toEqual(['name', 'tags', 'qty', 'lines']);
    const p = c.schema.properties!;
    expect(p.name).toMatchObject({ type: 'string', minLength: 1, title: 'comInput label' });
    expect(p.tags).toMatchObject({ type: 'array', minItems: 1 });
    expect(p.qty.type).toBe('number');
    expect(p.note.type).toEqual(['string', 'null']);
    expect(p.lines).toMatchObject({ minItems: 1, items: { required: ['price'] } });
    const ajv = new Ajv({ strict: false, allErrors: true });
    expect(ajv.validate(c.schema, { name: '', tags: [], qty: null, lines: [{}] })).toBe(false);
    const failing = ajv.errors!.map((e) => `${e.instancePath}:${e.keyword}`).sort();
    expect(failing).toEqual(['/lines/0:required', '/name:minLength', '/qty:type', '/tags:minItems']);
    expect(ajv.validate(c.schema, { name: 'x', tags: ['1'], qty: 0, lines: [{ price: 2 }] })).toBe(true);
  });

  it('accepts the v5 names of kinds', () => {
    const aliases: Record<string, string> = {
      input: 'comInput', inputNumber: 'numInput', datePicker: 'date', timePicker: 'time', uploadFile: 'uploadFz',
      organizeSelect: 'comSelect', areaSelect: 'address',
    };
    const c = compileForm({ fields: [...Object.keys(aliases).map((k) => field(k, `${k}F`)), field('text')] });
    expect(c.unknown).toEqual([]);
    for (const [v5, v3] of Object.entries(aliases)) {
      expect(c.index[`${v5}F`].kind).toBe(v3);
      expect((c.uiSchema[`${v5}F`] as Record<string, unknown>)['ui:field']).toBe(v3);
    }
    expect(c.layout.at(-1)).toMatchObject({ type: 'static', kind: 'JNPFText' });
  });

  it('keeps hidden fields (noShow, no pc visibility, no form permission) in the record but not in the layout', () => {
    const c = compileForm(
      {
        fields: [
          field('comInput', 'shown'),
          field('comInput', 'noShow', { noShow: true, defaultValue: 'kept' }),
          field('comInput', 'appOnly', { visibility: ['app'] }),
          field('comInput', 'secret'),
          field('row', undefined, { visibility: ['app'], children: [field('comInput', 'inHiddenRow')] }),
        ],
      },
      { formCodes: new Set(['shown', 'noShow', 'appOnly', 'inHiddenRow']) },
    );
    expect(flatten(c.layout).map((n) => (n.type === 'field' ? n.name : n.kind))).toEqual(['shown']);
    expect(Object.keys(c.schema.properties!)).toEqual(['shown', 'noShow', 'appOnly', 'secret', 'inHiddenRow']);
    expect(c.defaults.noShow).toBe('kept');
  });

  it('keeps the layout tree of containers', () => {
    const c = compileForm({
      fields: [
        field('collapse', undefined, {
          children: [{ title: 'P1', name: '1', __config__: { jnpfKey: 'collapseItem', children: [field('date', 'd', { span: 12 })] } }],
        }),
        field('tableGrid', undefined, {
          children: [{ __config__: { jnpfKey: 'tableGridTr', children: [{ __config__: { jnpfKey: 'tableGridTd', children: [field('switch', 's')] } }] } }],
        }),
      ],
    });
    const [collapse, grid] = c.layout as ContainerNode[];
    expect(collapse.children[0]).toMatchObject({ type: 'container', kind: 'collapseItem' });
    expect((collapse.children[0] as ContainerNode).children[0]).toMatchObject({ type: 'field', name: 'd', span: 12 });
    expect(flatten(grid.children).map((n) => n.kind)).toEqual(['tableGridTr', 'tableGridTd', 'switch']);
  });

  it('compiles a sub-table into an array of row objects with indexed columns and row defaults', () => {
    const c = compileForm({
      fields: [
        field('table', 'lines', {
          label: '明细',
          children: [
            field('comInput', 'item', { required: true }),
            field('switch', 'ok', { defaultValue: true }),
            field('date', 'when', { defaultCurrent: true }),
          ],
        }, { actionText: '添加明细' }),
      ],
    });
    expect(c.schema.properties!.lines.items!.properties!.ok).toMatchObject({ enum: [0, 1, null] });
    expect(c.index['lines-item']).toMatchObject({ parent: 'lines', label: 'comInput label', required: true });
    expect(c.subTables.lines).toMatchObject({ label: '明细', actionText: '添加明细', rowDefaults: { ok: 1 } });
    expect(createRow(c.subTables.lines, 1700000000000)).toEqual({ ok: 1, when: 1700000000000 });
    expect((c.uiSchema.lines as Record<string, Record<string, unknown>>).items.item).toMatchObject({ 'ui:field': 'comInput' });
  });

  it('fills defaultCurrent dates when a record is created', () => {
    const c = compileForm({ fields: [field('date', 'd', { defaultCurrent: true }), field('date', 'e')] });
    expect(createInitialRecord(c, 42)).toEqual({ d: 42 });
  });

  it('fills defaultCurrent times as the time input writes them, in the form and in a new sub-table row', () => {
    // The 3.4.7 palette offers defaultCurrent on the time picker too; it was left empty.
    const at = new Date(2024, 4, 20, 9, 5, 7).getTime();
    const c = compileForm({ fields: [
      field('time', 't', { defaultCurrent: true }, { 'value-format': 'HH:mm:ss' }),
      field('time', 'hm', { defaultCurrent: true }, { format: 'HH:mm' }),
      field('time', 'none'),
      field('table', 'lines', { children: [field('time', 'at', { defaultCurrent: true })] }),
    ] });
    expect(createInitialRecord(c, at)).toEqual({ t: '09:05:07', hm: '09:05', lines: [] });
    expect(createRow(c.subTables.lines, at)).toEqual({ at: '09:05:07' });
  });

  it('survives broken definitions', () => {
    expect(compileForm({} as FormDefinition).layout).toEqual([]);
    const c = compileForm({ fields: [null as unknown as FieldDef, { __config__: {} } as FieldDef] });
    expect(c.unknown.map((u) => u.path)).toEqual(['fields[0]', 'fields[1]']);
  });
});
