import { describe, expect, it } from 'vitest';
import { kindSpec, kindsWhere, knownKinds } from '.';

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
