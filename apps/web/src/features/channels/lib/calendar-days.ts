// The content calendar's days, in the browser's time zone (the creator's: the app keeps the
// account's zone in step with the browser). Pure functions over Date, tested beside this file.

/** "2026-11-28": a day's key, local. */
export function dayKey(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export function addDays(d: Date, n: number): Date {
  const out = new Date(d);
  out.setDate(out.getDate() + n);
  return out;
}

/** The Monday of the week holding `d`, at midnight. */
export function startOfWeek(d: Date): Date {
  const out = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  return addDays(out, -((out.getDay() + 6) % 7));
}

/** The seven days (Monday first) of the week holding `d`. */
export function weekOf(d: Date): Date[] {
  const first = startOfWeek(d);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Whole weeks (Monday first) covering the month holding `d`. */
export function monthWeeks(d: Date): Date[][] {
  const first = new Date(d.getFullYear(), d.getMonth(), 1);
  const last = new Date(d.getFullYear(), d.getMonth() + 1, 0);
  const weeks: Date[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) weeks.push(weekOf(start));
  return weeks;
}

/**
 * The same time of day on another day: dragging a 18:00 post from Tuesday to Thursday posts it
 * Thursday at 18:00. With no time yet (an unscheduled item), `fallbackTime` ("HH:MM") is used.
 */
export function moveToDay(iso: string | null, day: Date, fallbackTime = '18:00'): string {
  const out = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  if (iso) {
    const from = new Date(iso);
    out.setHours(from.getHours(), from.getMinutes(), 0, 0);
  } else {
    const [h, m] = fallbackTime.split(':').map(Number);
    out.setHours(h ?? 18, m ?? 0, 0, 0);
  }
  return out.toISOString();
}

/** Items grouped by the local day they are set for; items with no time are left out. */
export function byDay<T extends { scheduled_at: string | null }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    if (!item.scheduled_at) continue;
    const key = dayKey(new Date(item.scheduled_at));
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  for (const list of map.values()) list.sort((a, b) => a.scheduled_at!.localeCompare(b.scheduled_at!));
  return map;
}
