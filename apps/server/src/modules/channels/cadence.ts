import { WEEKDAYS, type Cadence } from '@reelsmith/contracts/channels';
import { wallClock, zoneOffsetMs } from '../../lib/time-zone.ts';

// A channel's posting slots: its cadence (days and a wall-clock time) read in its time zone. A slot is
// found by its local date and time, never by adding 24 hours, so 18:00 stays 18:00 across a
// daylight-saving change. A time the change skips (01:30 on the spring-forward night) moves forward
// by the gap, as a wall clock would; a time that happens twice takes the first.

export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const DAY = 86_400_000;
/** The instant the wall clocks of `tz` read `date` at `time` ("HH:MM"). */
export function zonedInstant(date: LocalDate, time: string, tz: string): Date {
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(date.y, date.m - 1, date.d, h, min);
  // The offsets either side of this wall time (they differ only near a change).
  const before = zoneOffsetMs(wall - DAY / 2, tz);
  const after = zoneOffsetMs(wall + DAY / 2, tz);
  // Earlier reading first: when both fit (time happens twice) the first one wins.
  for (const off of before >= after ? [before, after] : [after, before])
    if (wallClock(wall - off, tz) === wall) return new Date(wall - off);
  // Skipped by the change: the same distance past it, on the new offset.
  return new Date(wall - before);
}

/** The local date of `at` in `tz`. */
export function localDate(at: Date, tz: string): LocalDate {
  const wall = new Date(wallClock(at.getTime(), tz));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate() };
}

const addDays = (date: LocalDate, n: number): LocalDate => {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
const weekday = (date: LocalDate) =>
  WEEKDAYS[(new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7];

/**
 * The next `count` cadence slots strictly after `after` that are not in `taken` (instants in ms),
 * looking at most a year ahead.
 */
export function freeSlots(
  cadence: Cadence,
  tz: string,
  after: Date,
  count: number,
  taken: ReadonlySet<number> = new Set(),
): Date[] {
  const out: Date[] = [];
  const days = new Set(cadence.days);
  const start = localDate(after, tz);
  for (let i = 0; i <= 366 && out.length < count; i++) {
    const date = addDays(start, i);
    if (!days.has(weekday(date))) continue;
    const slot = zonedInstant(date, cadence.time, tz);
    if (slot.getTime() > after.getTime() && !taken.has(slot.getTime())) out.push(slot);
  }
  return out;
}
