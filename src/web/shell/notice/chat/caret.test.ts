import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './caret';

describe('insertAtCaret', () => {
  it('puts the emoji at the caret and the caret after it', () => {
    expect(insertAtCaret('你好世界', '😀', 2, 2)).toEqual({ text: '你好😀世界', caret: 4 });
  });
  it('replaces a selection', () => {
    expect(insertAtCaret('收到了吗', '👍', 2, 4)).toEqual({ text: '收到👍', caret: 4 });
  });
  it('appends when the box never had a caret, and keeps a caret past the end inside the text', () => {
    expect(insertAtCaret('好', '🎉', null, null)).toEqual({ text: '好🎉', caret: 3 });
    expect(insertAtCaret('好', '🎉', 9, 9)).toEqual({ text: '好🎉', caret: 3 });
  });
});
