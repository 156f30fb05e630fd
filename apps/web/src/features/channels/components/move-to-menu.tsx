import EventRounded from '@mui/icons-material/EventRounded';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { addDays, dayKey } from '../lib/calendar-days';

const dayName = (d: Date) =>
  d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });

/** The keyboard's way to reschedule (the calendar's drag needs a pointer): the next two weeks. */
export function MoveToMenu({
  label,
  currentDay,
  onMove,
  disabled,
}: {
  label: string;
  currentDay: string | null;
  onMove: (day: Date) => void;
  disabled?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const today = new Date();
  const days = Array.from({ length: 14 }, (_, i) => addDays(today, i)).filter(
    (d) => dayKey(d) !== currentDay,
  );
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move to… ${label}`}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <EventRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {days.map((d) => (
          <MenuItem
            key={dayKey(d)}
            onClick={() => {
              setAnchor(null);
              onMove(d);
            }}
          >
            {dayName(d)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
