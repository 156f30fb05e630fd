import { describe, expect, it } from 'vitest';
import { byDay, dayKey, monthWeeks, moveToDay, startOfWeek, weekOf } from './calendar-days';

describe('calendar days', () => {
  it('starts weeks on Monday, including from a Sunday', () => {
    expect(dayKey(startOfWeek(new Date(2026, 10, 29)))).toBe('2026-11-23');
    expect(weekOf(new Date(2026, 10, 23)).map(dayKey)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('covers a whole month in whole weeks', () => {
    const weeks = monthWeeks(new Date(2026, 1, 14)); // February 2026 starts on a Sunday
    expect(dayKey(weeks[0][0])).toBe('2026-01-26');
    expect(dayKey(weeks.at(-1)!.at(-1)!)).toBe('2026-03-01');
    expect(weeks.flat().filter((d) => d.getMonth() === 1)).toHaveLength(28);
  });

  it('moves an item to another day at the same time of day', () => {
    const from = new Date(2026, 11, 1, 18, 30).toISOString();
    const moved = new Date(moveToDay(from, new Date(2026, 11, 3)));
    expect([dayKey(moved), moved.getHours(), moved.getMinutes()]).toEqual(['2026-12-03', 18, 30]);
    const unscheduled = new Date(moveToDay(null, new Date(2026, 11, 4), '09:15'));
    expect([dayKey(unscheduled), unscheduled.getHours(), unscheduled.getMinutes()]).toEqual([
      '2026-12-04',
      9,
      15,
    ]);
  });

  it('groups items by their day in time order and leaves out unscheduled ones', () => {
    const at = (d: number, h: number) => new Date(2026, 11, d, h).toISOString();
    const map = byDay([
      { id: 'b', scheduled_at: at(2, 20) },
      { id: 'a', scheduled_at: at(2, 8) },
      { id: 'c', scheduled_at: null },
    ]);
    expect([...map.keys()]).toEqual(['2026-12-02']);
    expect(map.get('2026-12-02')!.map((i) => i.id)).toEqual(['a', 'b']);
  });
});
