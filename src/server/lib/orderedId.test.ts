import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderedId } from './orderedId';

afterEach(() => { vi.restoreAllMocks(); });

describe('orderedId', () => {
  it('sorts as text in the order made, within one millisecond and past 4096 of them', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27));
    const ids = Array.from({ length: 5000 }, () => orderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps its order when the clock is set back, and reads as a version-7 UUID of the time', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 27, 12));
    const before = orderedId();
    now.mockReturnValue(Date.UTC(2026, 10, 27, 11));
    const after = orderedId();
    expect(after > before).toBe(true);
    expect(before).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(before.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 10, 27, 12));
  });
});
