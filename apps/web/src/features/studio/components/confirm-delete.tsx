import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The spec's delete confirmation ("Are you sure you want to delete this script?"). */
export function ConfirmDelete({
  what,
  target,
  deletion,
  onCancel,
  onDeleted,
}: {
  what: 'script' | 'caption';
  /** The id to delete once confirmed; null keeps the dialog closed. */
  target: string | null;
  /** The delete mutation: its progress and error show in the dialog. */
  deletion: {
    isPending: boolean;
    error: Error | null;
    mutate: (id: string, options: { onSuccess: () => void }) => void;
  };
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const open = target !== null;
  const busy = deletion.isPending;
  const error = deletion.error?.message;
  const onConfirm = () => target !== null && deletion.mutate(target, { onSuccess: onDeleted });
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">Delete {what}?</DialogTitle>
      <DialogContent>
        <DialogContentText>Are you sure you want to delete this {what}?</DialogContentText>
        {error && (
          <DialogContentText color="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
