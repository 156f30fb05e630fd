import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OVERAGE_CAP_DOLLARS } from '@reelsmith/contracts/plans';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useBillingAction, type BillingSummary } from '../../../lib/billing/billing-api';
import { SOMETHING_WENT_WRONG } from '../../../lib/server-errors';
import { setOverage, stopOverage } from '../api/billing';

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;
const messageOf = (err: unknown) =>
  err instanceof ApiError && typeof err.body.error === 'string' ? err.body.error : SOMETHING_WENT_WRONG;

/** Settings → Billing: keep going past the monthly allowance, up to a limit the creator sets. */
export function OverageSection({ b }: { b: BillingSummary }) {
  const { overage } = b.usage;
  const [cap, setCap] = useState(String(overage.cap_cents !== null ? overage.cap_cents / 100 : 20));
  const [error, setError] = useState<string | null>(null);
  const save = useBillingAction(setOverage);
  const stop = useBillingAction(stopOverage);
  const on = overage.cap_cents !== null;
  const busy = save.isPending || stop.isPending;

  const submit = () => {
    setError(null);
    const n = Number(cap);
    if (!Number.isInteger(n) || n < OVERAGE_CAP_DOLLARS.min || n > OVERAGE_CAP_DOLLARS.max)
      return setError(
        `Choose a monthly limit from $${OVERAGE_CAP_DOLLARS.min} to $${OVERAGE_CAP_DOLLARS.max}, in whole dollars.`,
      );
    save.mutate(n, { onError: (e) => setError(messageOf(e)) });
  };

  return (
    <Box data-testid="overage">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Extra usage
      </Typography>
      {!overage.available ? (
        <Typography variant="body2" color="text.secondary">
          Extra usage isn’t available here: your voice work stops at your plan’s monthly allowance until the
          next month starts.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            When you reach your monthly allowance, voice work stops until next month. With extra usage on, it
            keeps going at $0.10 per voice generation and $0.001 per character past your plan’s limit, added
            to your next invoice, and stops at the monthly limit you choose.
          </Typography>
          {on && (
            <Typography variant="body2" data-testid="overage-state">
              Extra usage is on, up to {dollars(overage.cap_cents!)} a month. {dollars(overage.spent_cents)}{' '}
              used this month.
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label="Monthly limit in dollars"
              size="small"
              value={cap}
              onChange={(e) => setCap(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ maxWidth: { sm: 220 } }}
            />
            <Button variant="outlined" onClick={submit} disabled={busy}>
              {on ? 'Save limit' : 'Turn on extra usage'}
            </Button>
            {on && (
              <Button
                color="inherit"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  stop.mutate(undefined, { onError: (e) => setError(messageOf(e)) });
                }}
              >
                Turn off
              </Button>
            )}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
