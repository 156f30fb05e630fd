// Time-zone arithmetic shared by scheduled posts (social), channel slots (channels) and the allowance
// month (billing). Building a formatter loads its zone's data, the costly part, so each zone's is
// built once and kept.

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Zone names come from requests; a flood of spellings ("EUROPE/paris") must not grow the cache forever. */
const MAX_FORMATTERS = 1000;

/** The formatter of `tz`; throws a RangeError for a zone Intl does not know. */
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of the instant `at` (ms) in `tz`, as if that reading were UTC (ms, whole seconds). */
export function wallClock(at: number, tz: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(tz).formatToParts(at))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** Milliseconds `timeZone` is ahead of UTC at the instant `ms`. */
export const zoneOffsetMs = (ms: number, timeZone: string): number =>
  wallClock(ms, timeZone) - Math.floor(ms / 1000) * 1000;
