import { describe, expect, it } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { quickChange, setAtPath, type Change, type ChangeProps, type ChangeState } from './fastChange';

// The shape of the compiled schemas (src/engine/form/compile.ts): nullable leaves, a sub-table of row objects.
const schema: RJSFSchema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: ['string', 'null'], title: '名称' },
    qty: { type: ['number', 'null'], title: '数量' },
    on: { type: ['integer', 'null'], enum: [0, 1, null], title: '启用' },
    tags: { type: 'array', items: { type: 'string' }, title: '标签' },
    lines: { type: 'array', items: { type: 'object', properties: { herb: { type: ['string', 'null'] }, n: { type: ['number', 'null'] } } } },
  },
};
const DEFAULTS = { arrayMinItems: { populate: 'never' as const }, emptyObjectFields: 'skipDefaults' as const };
const record = { name: '当归', qty: 1, on: 0, tags: ['a'], lines: [{ herb: '黄芪', n: 2 }, { herb: '三七', n: 3 }] };

function form(extra: Record<string, unknown> = {}, s: RJSFSchema = schema) {
  const props = { schema: s, validator, formData: record, experimental_defaultFormStateBehavior: DEFAULTS, ...extra };
  const instance = new Form(props as never) as unknown as {
    state: ChangeState; props: ChangeProps; processChange: (c: Change, last: boolean, st: ChangeState, p: ChangeProps) => ChangeState;
  };
  return { prev: instance.state, props: instance.props, rjsf: (c: Change) => instance.processChange(c, true, instance.state, instance.props) };
}

describe('the cheap value edit', () => {
  it('gives the state rjsf gives for text, number and switch values of fields and sub-table cells', () => {
    const { prev, props, rjsf } = form();
    const changes: Change[] = [
      { newValue: '当归x', path: ['name'] },
      { newValue: 12.5, path: ['qty'] },
      { newValue: 1, path: ['on'] },
      { newValue: '', path: ['name'] },
      { newValue: '白术', path: ['lines', 1, 'herb'] },
      { newValue: 7, path: ['lines', 0, 'n'] },
    ];
    for (const change of changes) {
      const quick = quickChange(change, prev, props);
      expect(quick, JSON.stringify(change.path)).not.toBeNull();
      const full = rjsf(change);
      expect(quick!.formData).toEqual(full.formData);
      expect(quick!.retrievedSchema).toBe(full.retrievedSchema);
      expect(Object.keys(quick!).sort()).toEqual(Object.keys(full).sort());
    }
  });

  it('copies only the objects on the path', () => {
    const next = setAtPath(record, ['lines', 1, 'herb'], 'x') as typeof record;
    expect(next.lines[1]).toEqual({ herb: 'x', n: 3 });
    expect(next.lines[0]).toBe(record.lines[0]);
    expect(next.tags).toBe(record.tags);
    expect(record.lines[1].herb).toBe('三七');
    expect(setAtPath(record, ['lines', 5, 'herb'], 'x')).toBeNull();
  });

  it('leaves everything else to rjsf', () => {
    const { prev, props } = form();
    // Arrays and objects, clearing, errors handed with the change, paths the schema does not have.
    expect(quickChange({ newValue: ['a', 'b'], path: ['tags'] }, prev, props)).toBeNull();
    expect(quickChange({ newValue: [{ herb: 'x' }], path: ['lines'] }, prev, props)).toBeNull();
    expect(quickChange({ newValue: undefined, path: ['name'] }, prev, props)).toBeNull();
    expect(quickChange({ newValue: null, path: ['name'] }, prev, props)).toBeNull();
    expect(quickChange({ newValue: 'x', path: ['name'], newErrorSchema: { __errors: ['x'] } }, prev, props)).toBeNull();
    expect(quickChange({ newValue: 'x', path: ['nope'] }, prev, props)).toBeNull();
    // Live validation, and a schema with conditional parts.
    const live = form({ liveValidate: true });
    expect(quickChange({ newValue: 'x', path: ['name'] }, live.prev, live.props)).toBeNull();
    const conditional = form({}, { ...schema, dependencies: { name: { properties: { extra: { type: 'string' } } } } });
    expect(quickChange({ newValue: 'x', path: ['name'] }, conditional.prev, conditional.props)).toBeNull();
    // A schema the parent changed in the same batch.
    expect(quickChange({ newValue: 'x', path: ['name'] }, prev, { ...props, schema: { ...schema, title: 'new' } })).toBeNull();
  });
});
