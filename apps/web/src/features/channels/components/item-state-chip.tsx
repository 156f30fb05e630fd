import Chip from '@mui/material/Chip';
import type { ChannelItemState as ItemState } from '@reelsmith/contracts/channels';

type ChipColor = 'default' | 'info' | 'warning' | 'success' | 'error' | 'secondary' | 'primary';

/** Each state's plain name and colour, the same in the queue, the calendar and the list. */
export const ITEM_STATE_LOOK: Record<ItemState, { label: string; color: ChipColor }> = {
  planned: { label: 'Planned', color: 'default' },
  rendering: { label: 'Being made', color: 'info' },
  rendered: { label: 'Ready to review', color: 'warning' },
  approved: { label: 'Approved', color: 'primary' },
  scheduled: { label: 'Scheduled', color: 'secondary' },
  posted: { label: 'Posted', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  rejected: { label: 'Rejected', color: 'default' },
};

export function ItemStateChip({ state, progress }: { state: ItemState; progress?: number | null }) {
  const look = ITEM_STATE_LOOK[state];
  const label =
    state === 'rendering' && progress != null ? `${look.label} ${Math.round(progress)}%` : look.label;
  return (
    <Chip
      size="small"
      label={label}
      color={look.color}
      variant={state === 'planned' ? 'outlined' : 'filled'}
    />
  );
}
