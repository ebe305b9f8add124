// The rule picker's edit of a formData text: the billRule fields found at any depth, and the rule and its name
// written where they stand (or added), the rest of the text untouched.
import { describe, expect, it } from 'vitest';
import { billRuleFields, setBillRule } from './billRules';

const TEXT = `{
  "fields": [
    { "__vModel__": "title", "__config__": { "jnpfKey": "comInput", "label": "标题" } },
    { "__vModel__": "code", "__config__": { "jnpfKey": "billRule", "label": "单号", "rule": "", "ruleName": "" } },
    { "__config__": { "jnpfKey": "card", "children": [
      { "__vModel__": "no2", "__config__": {"jnpfKey":"billRule","label":"编号"} }
    ] } }
  ]
}`;

describe('billRuleFields', () => {
  it('lists the billRule fields in containers too, with the rule written so far', () => {
    expect(billRuleFields(TEXT)).toEqual([
      { path: '$.fields[1]', label: '单号', field: 'code', rule: '', ruleName: '' },
      { path: '$.fields[2].__config__.children[0]', label: '编号', field: 'no2', rule: '', ruleName: '' },
    ]);
    expect(billRuleFields('{ "fields": [')).toEqual([]);
  });
});

describe('setBillRule', () => {
  it('replaces the rule and its name where they stand, leaving every other character as typed', () => {
    const next = setBillRule(TEXT, '$.fields[1]', 'purchaseOrder', '采购订单')!;
    expect(next).toBe(TEXT.replace('"rule": "", "ruleName": ""', '"rule": "purchaseOrder", "ruleName": "采购订单"'));
    expect(billRuleFields(next)[0]).toMatchObject({ rule: 'purchaseOrder', ruleName: '采购订单' });
  });

  it('adds them to a __config__ without them, and a __config__ to a field without one', () => {
    const next = setBillRule(TEXT, '$.fields[2].__config__.children[0]', 'r2', '规则二')!;
    expect(JSON.parse(next).fields[2].__config__.children[0].__config__).toEqual({ rule: 'r2', ruleName: '规则二',
      jnpfKey: 'billRule', label: '编号' });
    expect(next.split('\n').length).toBe(TEXT.split('\n').length);
    expect(JSON.parse(setBillRule('{"fields":[{}]}', '$.fields[0]', 'a', 'b')!)).toEqual({ fields: [{ __config__: { rule: 'a', ruleName: 'b' } }] });
    expect(JSON.parse(setBillRule('{"fields":[{"__config__":{}}]}', '$.fields[0]', 'a', 'b')!).fields[0].__config__).toEqual({ rule: 'a', ruleName: 'b' });
  });

  it('answers null for a text that is no JSON or a path that names no field', () => {
    expect(setBillRule('{ "fields": [', '$.fields[0]', 'a', 'b')).toBeNull();
    expect(setBillRule(TEXT, '$.fields[9]', 'a', 'b')).toBeNull();
  });
});
