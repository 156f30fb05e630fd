import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type DragEvent } from 'react';
import type { ChannelItemDto as ChannelItem } from '@reelsmith/contracts/channels';
import { addDays, byDay, dayKey, monthWeeks, weekOf } from '../lib/calendar-days';
import { CalendarItemCard, canMove } from './calendar-item-card';

type View = 'week' | 'month';

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const rangeTitle = (view: View, anchor: Date) =>
  view === 'month'
    ? anchor.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
    : `Week of ${weekOf(anchor)[0].toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`;

export interface CalendarProps {
  items: ChannelItem[];
  busyId: string | null;
  onMove: (item: ChannelItem, day: Date) => void;
  onRetry: (item: ChannelItem) => void;
}

/**
 * The channel's content calendar: a week or a month of days, each holding the items set for it.
 * Dragging an item to another day moves it there (same time of day); each item also has a
 * "Move to…" menu for the keyboard. On a phone the days are a list.
 */
export function ContentCalendar(props: CalendarProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => new Date());
  const weeks = view === 'week' ? [weekOf(anchor)] : monthWeeks(anchor);
  const days = byDay(props.items.filter((i) => i.state !== 'rejected'));

  const step = (dir: -1 | 1) =>
    setAnchor((a) =>
      view === 'week' ? addDays(a, 7 * dir) : new Date(a.getFullYear(), a.getMonth() + dir, 1),
    );

  return (
    <Box component="section" aria-label="Content calendar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mr: 'auto' }}>
          Calendar
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: View | null) => v && setView(v)}
          aria-label="Calendar view"
        >
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton
            aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
            onClick={() => step(-1)}
          >
            <ChevronLeftRounded />
          </IconButton>
          <Button size="small" onClick={() => setAnchor(new Date())}>
            Today
          </Button>
          <IconButton aria-label={view === 'week' ? 'Next week' : 'Next month'} onClick={() => step(1)}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      </Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {rangeTitle(view, anchor)}
      </Typography>
      <Undated {...props} />
      {phone ? (
        <DayList weeks={weeks} days={days} month={view === 'month' ? anchor.getMonth() : null} {...props} />
      ) : (
        <DayGrid weeks={weeks} days={days} month={view === 'month' ? anchor.getMonth() : null} {...props} />
      )}
    </Box>
  );
}

interface DaysProps extends CalendarProps {
  weeks: Date[][];
  days: Map<string, ChannelItem[]>;
  /** In the month view, days of the neighbouring months are dimmed. */
  month: number | null;
}

function useDrop(props: CalendarProps) {
  const [over, setOver] = useState<string | null>(null);
  const handlers = (day: Date) => ({
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setOver(dayKey(day));
    },
    onDragLeave: () => setOver((k) => (k === dayKey(day) ? null : k)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(null);
      const item = props.items.find((i) => i.id === e.dataTransfer.getData('text/plain'));
      if (
        item &&
        canMove(item) &&
        (!item.scheduled_at || dayKey(new Date(item.scheduled_at)) !== dayKey(day))
      )
        props.onMove(item, day);
    },
  });
  return { over, handlers };
}

function DayGrid({ weeks, days, month, ...props }: DaysProps) {
  const { over, handlers } = useDrop(props);
  const today = dayKey(new Date());
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.75 }}>
      {WEEKDAY_NAMES.map((n) => (
        <Typography
          key={n}
          aria-hidden
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 700, px: 0.5 }}
        >
          {n}
        </Typography>
      ))}
      {weeks.flat().map((day) => {
        const key = dayKey(day);
        const list = days.get(key) ?? [];
        return (
          <Box
            key={key}
            role="group"
            data-testid={`calendar-day-${key}`}
            aria-label={day.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' })}
            {...handlers(day)}
            sx={{
              minHeight: month === null ? 180 : 110,
              p: 0.75,
              borderRadius: '12px',
              border: '1px solid',
              borderColor: over === key ? 'primary.main' : key === today ? 'secondary.main' : 'divider',
              bgcolor: over === key ? 'action.hover' : 'background.paper',
              opacity: month !== null && day.getMonth() !== month ? 0.55 : 1,
              display: 'grid',
              alignContent: 'start',
              gap: 0.75,
              minWidth: 0,
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: key === today ? 800 : 600 }}>
              {day.getDate()}
            </Typography>
            {list.map((item) => (
              <CalendarItemCard
                key={item.id}
                item={item}
                busy={props.busyId === item.id}
                onMove={props.onMove}
                onRetry={props.onRetry}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/** The phone's calendar: each day with something on it, in order; an empty range says so. */
function DayList({ weeks, days, month, ...props }: DaysProps) {
  const { over, handlers } = useDrop(props);
  const shown = weeks.flat().filter((d) => (month === null || d.getMonth() === month) && days.has(dayKey(d)));
  if (!shown.length)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        Nothing set for these days yet.
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {shown.map((day) => {
        const key = dayKey(day);
        return (
          <Box
            component="li"
            key={key}
            data-testid={`calendar-day-${key}`}
            {...handlers(day)}
            sx={{
              p: 1,
              borderRadius: '12px',
              border: '1px solid',
              borderColor: over === key ? 'primary.main' : 'divider',
            }}
          >
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 800, mb: 0.75 }}>
              {day.toLocaleDateString(undefined, { weekday: 'long', month: 'short', day: 'numeric' })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              {(days.get(key) ?? []).map((item) => (
                <CalendarItemCard
                  key={item.id}
                  item={item}
                  busy={props.busyId === item.id}
                  onMove={props.onMove}
                  onRetry={props.onRetry}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Items with no day yet (being made, waiting for review, or failed before a slot): above the days. */
function Undated({ items, busyId, onMove, onRetry }: CalendarProps) {
  const undated = items.filter((i) => !i.scheduled_at && i.state !== 'rejected');
  if (!undated.length) return null;
  return (
    <Box component="section" aria-label="No day yet" sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
        No day yet: each gets the next free slot when approved
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 0.75,
          mt: 0.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        {undated.map((item) => (
          <CalendarItemCard
            key={item.id}
            item={item}
            busy={busyId === item.id}
            onMove={onMove}
            onRetry={onRetry}
          />
        ))}
      </Box>
    </Box>
  );
}
