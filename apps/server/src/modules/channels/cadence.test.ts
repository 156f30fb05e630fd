import { describe, expect, it } from 'vitest';
import { freeSlots, zonedInstant } from './cadence.ts';

describe('cadence slots across daylight-saving changes', () => {
  it('keeps 18:00 in London when the clocks go forward (29 March 2026)', () => {
    const slots = freeSlots(
      { days: ['fri', 'mon'], time: '18:00' },
      'Europe/London',
      new Date('2026-03-26T12:00:00Z'),
      3,
    );
    // Friday is still GMT; Monday is BST, an hour ahead of UTC.
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-03-27T18:00:00.000Z',
      '2026-03-30T17:00:00.000Z',
      '2026-04-03T17:00:00.000Z',
    ]);
  });

  it('keeps 18:00 in New York when the clocks go back (1 November 2026)', () => {
    const slots = freeSlots(
      { days: ['sat', 'sun', 'mon'], time: '18:00' },
      'America/New_York',
      new Date('2026-10-31T00:00:00Z'),
      3,
    );
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-10-31T22:00:00.000Z', // EDT, UTC-4
      '2026-11-01T23:00:00.000Z', // EST from that morning, UTC-5
      '2026-11-02T23:00:00.000Z',
    ]);
  });

  it('moves a skipped time forward by the gap, and takes the first of a repeated time', () => {
    // 01:30 does not exist in London on 29 March 2026 (01:00 → 02:00): the slot is 02:30 BST.
    expect(zonedInstant({ y: 2026, m: 3, d: 29 }, '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 happens twice on 25 October 2026: first in BST (00:30 UTC).
    expect(zonedInstant({ y: 2026, m: 10, d: 25 }, '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('skips taken slots and the slot already passed today', () => {
    const after = new Date('2026-12-01T18:00:00Z'); // a Tuesday, at 18:00 London (GMT)
    const taken = new Set([new Date('2026-12-02T18:00:00Z').getTime()]);
    const slots = freeSlots({ days: ['tue', 'wed', 'thu'], time: '18:00' }, 'Europe/London', after, 2, taken);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-12-03T18:00:00.000Z',
      '2026-12-08T18:00:00.000Z',
    ]);
  });
});
