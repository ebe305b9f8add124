import { describe, expect, it } from 'vitest';
import { compileForm } from '../../src/engine/form/compile';
import type { FieldNode, LayoutNode } from '../../src/engine/form/types';
import type { FieldDef } from '../../src/engine/types';
import { detailLayout, visibleTableField } from './visibility';

const f = (vModel: string, jnpfKey: string, extra: Partial<FieldDef> = {}, cfg: Record<string, unknown> = {}): FieldDef =>
  ({ __vModel__: vModel, __config__: { jnpfKey, label: vModel, ...cfg }, ...extra });

const names = (nodes: LayoutNode[]): string[] => nodes.flatMap((n) =>
  n.type === 'container' ? names(n.children) : [n.type === 'field' ? n.name : `${n.kind}:${String(n.field.showField ?? '')}`]);

const definition = {
  fields: [
    f('customer', 'relationForm', { modelId: 'm2', relationField: 'fullName' }),
    f('', 'relationFormAttr', { relationField: 'customer', showField: 'phone' }),
    f('supplier', 'relationForm', { modelId: 'm3', relationField: 'fullName' }, { noShow: true }),
    f('supplierPhone', 'relationFormAttr', { relationField: 'supplier', showField: 'phone' }, { isStorage: 2 }),
    { __config__: { jnpfKey: 'card', label: 'c', children: [
      f('picked', 'popupSelect', {}, {}),
      f('', 'popupAttr', { relationField: 'picked_jnpfTable_x', showField: 'code' }),
    ] } } as FieldDef,
    f('lines', 'table', {}, { children: [
      f('item', 'comInput'),
      f('secret', 'comInput'),
      f('goods', 'relationForm', { modelId: 'm4' }),
      f('goodsName', 'relationFormAttr', { relationField: 'goods', showField: 'name' }),
    ] }),
  ],
};

describe('detail visibility', () => {
  it('hides a relation attribute with its hidden relation and keeps the others', () => {
    const compiled = compileForm(definition);
    expect(names(detailLayout(compiled))).toEqual(['customer', 'relationFormAttr:phone', 'picked', 'popupAttr:code', 'lines']);
  });

  it('hides relation attributes whose relation the form permission leaves out', () => {
    const compiled = compileForm(definition, { formCodes: new Set(['supplier', 'supplierPhone', 'lines', 'lines-item']) });
    expect(names(detailLayout(compiled))).toEqual(['lines']);
  });

  it('leaves sub-table columns out of the table view when the permission list lacks their table-field code', () => {
    const compiled = compileForm(definition, { formCodes: new Set(['lines', 'lines-item', 'lines-goodsName']) });
    const node = detailLayout(compiled).find((n) => n.type === 'field' && n.name === 'lines') as FieldNode;
    const kept = (visibleTableField(compiled, node).__config__.children ?? []).map((c) => c.__vModel__);
    // goodsName is permitted but its relation goods is not, so it goes too.
    expect(kept).toEqual(['item']);
    const all = compileForm(definition);
    const whole = detailLayout(all).find((n) => n.type === 'field' && n.name === 'lines') as FieldNode;
    expect(visibleTableField(all, whole)).toBe(whole.field);
  });
});
