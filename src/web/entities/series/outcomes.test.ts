import { describe, expect, it } from 'vitest';
import { previewSummary } from './outcomes';

describe('a preview in numbers', () => {
  it('counts booked, requested and waiting occurrences as free; the rest needs confirming', () => {
    const eight = [...Array<'booked'>(7).fill('booked'), 'taken' as const].map((outcome) => ({ outcome }));
    expect(previewSummary(eight)).toEqual({ free: 7, total: 8, hasConflicts: true });
    expect(previewSummary([{ outcome: 'requested' }, { outcome: 'waiting' }, { outcome: 'booked' }])).toEqual({
      free: 3,
      total: 3,
      hasConflicts: false,
    });
    expect(previewSummary([{ outcome: 'user_busy' }, { outcome: 'over' }])).toEqual({ free: 0, total: 2, hasConflicts: true });
  });
});
