import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { claimErrorMessage, useClaimCode } from '../api/claim-code';
import { referralCodeProblem } from './money';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The spec's Claim / Change Code modal: the input is lowercased as you type. */
export function ClaimCodeDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const [code, setCode] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const claim = useClaimCode();
  const problem = referralCodeProblem(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    claim.mutate(code, { onSuccess: onClose });
  };
  const title = current ? 'Change Code' : 'Claim Code';
  return (
    <Dialog
      open
      onClose={claim.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="claim-code-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="claim-code-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Your link becomes <strong>/?ref={code || 'your-code'}</strong>.
            {current ? ' Links with your old code stop counting once you change it.' : ''}
          </Typography>
          <TextField
            autoFocus
            label="Referral code"
            value={code}
            onChange={(e) => setCode(e.target.value.toLowerCase())}
            onBlur={() => setTouched(true)}
            error={touched && !!problem}
            helperText={
              touched && problem ? problem : '2 to 32 characters: letters, digits, hyphens and underscores.'
            }
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'none', spellCheck: false } }}
          />
          {claim.isError && (
            <Alert severity="error" role="alert">
              {claimErrorMessage(claim.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={claim.isPending} color="inherit">
            Cancel
          </Button>
          <SubmitButton pending={claim.isPending} busyLabel="Saving…">
            Save Code
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
