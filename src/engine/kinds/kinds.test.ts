import { describe, expect, it } from 'vitest';
import { kindSpec, kindsWhere, knownKinds, optionSource } from '.';

describe('kind specs', () => {
  it('every known kind has a comparison class, and old names find the new spec', () => {
    for (const kind of knownKinds()) {
      expect(['text', 'number', 'date', 'path', 'set']).toContain(kindSpec(kind)!.compare);
    }
    expect(kindSpec('inputNumber')?.kind).toBe('numInput');
    expect(kindSpec('areaSelect')?.compare).toBe('path');
    expect(kindSpec('nope')).toBeUndefined();
  });

  it('classes the list compares by', () => {
    expect(kindsWhere((s) => s.compare === 'path').sort()).toEqual(['address', 'cascader', 'comSelect']);
    expect(kindsWhere((s) => s.compare === 'date').sort()).toEqual(['createTime', 'date', 'modifyTime']);
    expect(kindsWhere((s) => s.keyword).sort()).toEqual(['billRule', 'comInput', 'textarea']);
    expect(kindSpec('select')!.compare).toBe('set');
    expect(kindSpec('numInput')!.compare).toBe('number');
  });
});

describe('legacy kinds', () => {
  const lookups = { words: { signed: '已签名' } } as never;
  const f = (jnpfKey: string, rest = {}, cfg = {}) => ({ __config__: { jnpfKey, ...cfg }, ...rest });

  it('a password never shows, money shows its thousands, a location its address, a signature that it is signed', () => {
    expect(kindSpec('PsdInput')!.text('s3cret', f('PsdInput'), lookups)).toBe('******');
    expect(kindSpec('JNPFAmount')!.text(1234567.5, f('JNPFAmount'), lookups)).toBe('1,234,567.5');
    expect(kindSpec('location')!.text('{"fullAddress":"成都市武侯区","lat":30.6,"lng":104}', f('location'), lookups)).toBe('成都市武侯区');
    expect(kindSpec('location')!.text({ lat: 30.6, lng: 104 }, f('location'), lookups)).toBe('104,30.6');
    expect(kindSpec('sign')!.text('data:image/png;base64,AAAA', f('sign'), lookups)).toBe('已签名');
  });

  it('dicSelect reads its options from its dictionary category, whatever dataType says', () => {
    expect(optionSource(f('dicSelect', {}, { dictionaryType: 'pay' }) as never)).toEqual({ type: 'dictionary', id: 'pay' });
    expect(optionSource(f('dicSelect', { dictionaryType: 'pay' }, { dataType: 'static' }) as never)).toEqual({ type: 'dictionary', id: 'pay' });
    expect(optionSource(f('select', {}, { dataType: 'dictionary', dictionaryType: 'x' }) as never)).toEqual({ type: 'dictionary', id: 'x' });
    expect(optionSource(f('select') as never)).toEqual({ type: 'static' });
    expect(kindSpec('dicSelect')!.options).toBe(true);
    expect(kindSpec('currDept')!.role).toBe('system');
  });
});

describe('display text reads only what the spec says it needs', () => {
  // Views prepare the words of the language only for the kinds whose needs say so; a spec that read them without
  // saying would print '' in a list. Each kind's text is tried with lookups that refuse what it did not declare.
  const samples: unknown[] = ['x', 1, [1, 2], [[1, 2]], 1_700_000_000_000, '12:00:00', { fullAddress: 'a' }];
  const refusing = (allowed: ReturnType<NonNullable<ReturnType<typeof kindSpec>>['needs']>) => new Proxy({
    options: () => [], name: () => undefined, parentOf: () => undefined, area: () => undefined,
    interfaceRows: () => [], related: () => '', words: { on: '开', off: '关', rangeSeparator: ' 至 ', signed: '已签名' },
  }, {
    get: (t, k) => {
      if (k === 'words' && !allowed.words) throw new Error('words read without needs.words');
      return t[k as keyof typeof t];
    },
  });

  it('every kind whose text reads the words declares needs.words', () => {
    for (const kind of knownKinds()) {
      const spec = kindSpec(kind)!;
      const field = { __config__: { jnpfKey: kind } };
      const lookups = refusing(spec.needs(field)) as never;
      for (const v of samples) expect(() => spec.text(v, field, lookups), kind).not.toThrow();
    }
    expect(kindsWhere((s) => s.needs({ __config__: { jnpfKey: s.kind } }).words === true).sort())
      .toEqual(['dateRange', 'numRange', 'sign', 'signature', 'slider', 'switch', 'timeRange']);
  });
});
