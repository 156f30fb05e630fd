import Button from '@mui/material/Button';
import { useState } from 'react';
import { failureText } from '../../../lib/server-errors';
import { useDeleteChannel } from '../api/delete-channel';
import { useUpdateChannel } from '../api/save-channel';
import type { ChannelDto as Channel } from '@reelsmith/contracts/channels';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

/** Pause or resume, and delete after a confirmation: the same on the list and on the channel's page. */
export function ChannelActions({
  channel,
  onEdit,
  onDeleted,
  onError,
}: {
  channel: Channel;
  onEdit: () => void;
  onDeleted?: () => void;
  onError: (message: string) => void;
}) {
  const update = useUpdateChannel();
  const del = useDeleteChannel();
  const [confirming, setConfirming] = useState(false);
  const paused = channel.status === 'paused';
  return (
    <>
      <Button size="small" variant="outlined" onClick={onEdit} aria-label={`Edit ${channel.name}`}>
        Edit
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={update.isPending}
        aria-label={`${paused ? 'Resume' : 'Pause'} ${channel.name}`}
        onClick={() =>
          update.mutate(
            { id: channel.id, status: paused ? 'active' : 'paused' },
            { onError: (e) => onError(failureText(e) ?? '') },
          )
        }
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${channel.name}`}
      >
        Delete
      </Button>
      {confirming && (
        <ConfirmDeleteDialog
          title={`Delete ${channel.name}?`}
          text="Its planned videos stop at once and nothing more is posted. Videos already made stay in My Content."
          pending={del.isPending}
          error={failureText(del.error)}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            del.mutate(channel.id, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted?.();
              },
            })
          }
        />
      )}
    </>
  );
}
