import { describe, expect, it } from 'vitest';
import { templateIdsOf } from './templates';

describe('templateIdsOf', () => {
  it('reads one id, comma-joined ids and lists, trimming and dropping blanks and repeats', () => {
    expect(templateIdsOf('a')).toEqual(['a']);
    expect(templateIdsOf(' a, b,,a ')).toEqual(['a', 'b']);
    expect(templateIdsOf(['x', '', 3, 'x', 'y'])).toEqual(['x', 'y']);
    expect(templateIdsOf(undefined)).toEqual([]);
    expect(templateIdsOf({ id: 'a' })).toEqual([]);
  });
});
