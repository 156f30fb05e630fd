import { zoneOffsetMs } from '../../lib/time-zone.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a schedule names: an ISO time with an offset (`2026-11-24T09:00:00+01:00`, `...Z`)
 * as it is, or a wall-clock time (`2026-11-24T09:00`, what a date and time picker gives) in
 * `timeZone`. Null when the text is neither.
 */
export function scheduleInstant(text: string, timeZone: string): Date | null {
  const m = LOCAL.exec(text.trim());
  if (!m) {
    if (!/\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text.trim())) return null;
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset on either side of a daylight-saving change.
  let utc = wall - zoneOffsetMs(wall, timeZone);
  utc = wall - zoneOffsetMs(utc, timeZone);
  return new Date(utc);
}
