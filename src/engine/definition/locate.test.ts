import { describe, expect, it } from 'vitest';
import { checkDefinition } from './check';
import { jsonLayout, locatePath } from './locate';

const FORM = `{
  "fields": [
    { "__config__": { "jnpfKey": "comInput", "label": "名称" }, "__vModel__": "name" },
    { "__config__": { "jnpfKey": "noSuchKind", "label": "数量" }, "__vModel__": "qty" }
  ]
}`;

const at = (text: string, path: string) => {
  const layout = jsonLayout(text);
  if (!layout.ok) throw new Error('not JSON');
  const span = locatePath(layout, path);
  return text.slice(span.from, span.to);
};

describe('jsonLayout / locatePath', () => {
  it('places a checker problem on the text it names', () => {
    const problem = checkDefinition(FORM).find((p) => p.code === 'unknownKind')!;
    expect(problem.path).toBe('$.fields[1].__config__.jnpfKey');
    expect(at(FORM, problem.path)).toBe('"noSuchKind"');
  });

  it('marks an object by its key and a missing property by its nearest ancestor', () => {
    expect(at(FORM, '$.fields[0].__config__')).toBe('"__config__"');
    expect(at(FORM, '$.fields[1].__config__.required')).toBe('"__config__"');
    expect(at(FORM, '$.fields[0]')).toBe('{');
    expect(at('{"a b": {"c": [1, 2.5e3]}}', '$["a b"].c[1]')).toBe('2.5e3');
  });

  it('answers where text that is not JSON stops being JSON', () => {
    const broken = '{\n  "fields": [\n    { "a": 1 }\n    { "b": 2 }\n  ]\n}';
    const layout = jsonLayout(broken);
    expect(layout.ok).toBe(false);
    if (!layout.ok) expect(broken.slice(layout.error.at)).toMatch(/^\{ "b"/);
    expect(jsonLayout('{"a": tru}').ok).toBe(false);
    expect(jsonLayout('{"a": 1} x').ok).toBe(false);
  });
});
