import { WEEKDAYS, type ChannelDto as Channel } from '@reelsmith/contracts/channels';

const NAMES = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;

/** "Weekdays at 18:00 (Europe/Paris)", "Every day at 09:00 (…)", "Mon, Wed at 12:30 (…)". */
export function cadenceText(c: Pick<Channel, 'cadence' | 'timezone'>): string {
  const days = WEEKDAYS.filter((d) => c.cadence.days.includes(d));
  const which =
    days.length === 7
      ? 'Every day'
      : days.join() === 'mon,tue,wed,thu,fri'
        ? 'Weekdays'
        : days.join() === 'sat,sun'
          ? 'Weekends'
          : days.map((d) => NAMES[d]).join(', ');
  return `${which} at ${c.cadence.time} (${c.timezone.replace(/_/g, ' ')})`;
}
