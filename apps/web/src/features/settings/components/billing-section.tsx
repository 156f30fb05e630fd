import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BillingInterval, PlanId } from '@reelsmith/contracts/plans';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { ApiError } from '../../../lib/api-client';
import {
  openPortal,
  startCheckout,
  useBilling,
  useBillingAction,
  useInvoices,
  type BillingSummary,
} from '../../../lib/billing/billing-api';
import { SOMETHING_WENT_WRONG } from '../../../lib/server-errors';
import { cancelSubscription, resumeSubscription } from '../api/billing';
import { OverageSection } from './overage-section';
import { SettingsCard } from './settings-card';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
const messageOf = (err: unknown) =>
  err instanceof ApiError && typeof err.body.error === 'string' ? err.body.error : SOMETHING_WENT_WRONG;

function PlanLine({ b }: { b: BillingSummary }) {
  const bits: string[] = [];
  if (b.interval) bits.push(b.interval === 'annual' ? 'billed yearly' : 'billed monthly');
  if (b.source === 'team') bits.push('shared by your team');
  if (b.source === 'grant') bits.push('granted by the operator');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, fontSize: 22 }} data-testid="billing-plan">
          {b.plan_name}
        </Typography>
        {b.status === 'past_due' && <Chip size="small" color="warning" label="Payment due" />}
        {b.cancel_at_period_end && <Chip size="small" label="Cancels at period end" />}
      </Box>
      {bits.length > 0 && (
        <Typography color="text.secondary" variant="body2">
          {bits.join(' · ')}
        </Typography>
      )}
      {b.renews_at && <Typography variant="body2">Renews on {day(b.renews_at)}.</Typography>}
      {b.ends_at && (
        <Typography variant="body2">
          {b.plan_name} ends on {day(b.ends_at)}; you keep it until then.
        </Typography>
      )}
      {b.suspended && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {b.suspended}
        </Alert>
      )}
      {b.grace_until && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          Your last payment failed. Your plan stays on until {day(b.grace_until)} while Stripe tries again:
          update your card in Manage billing.
        </Alert>
      )}
    </Box>
  );
}

export function BillingSection() {
  const billing = useBilling();
  const b = billing.data;
  const invoices = useInvoices(!!b?.has_customer && !!b.billing_enabled);
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const cancel = useBillingAction(cancelSubscription);
  const resume = useBillingAction(resumeSubscription);

  const go = async (what: string, fn: () => Promise<void>) => {
    setError(null);
    setOpening(what);
    try {
      await fn();
    } catch (err) {
      setError(messageOf(err));
      setOpening(null);
    }
  };
  const upgrade = (plan: PlanId) => {
    if (b && !b.billing_enabled) return setError(b.payments_message);
    // One subscription per person: a subscriber changes plan in Stripe's portal, not a second checkout.
    if (b?.status) return void go(plan, openPortal);
    void go(plan, () => startCheckout(plan, interval));
  };

  return (
    <SettingsCard id="billing" title="Billing" description="Your plan, this month's usage and your invoices.">
      {billing.isPending && <CircularProgress size={24} aria-label="Loading billing" />}
      {billing.isError && <Alert severity="error">Could not load billing. Please refresh the page.</Alert>}
      {b && (
        <Stack spacing={3}>
          <PlanLine b={b} />
          <Box>
            <Typography variant="subtitle2" component="h3">
              Usage this month
            </Typography>
            <UsageMeter usage={b.usage} />
          </Box>
          {b.source !== 'team' && <OverageSection b={b} />}
          {!b.billing_enabled && <Alert severity="info">{b.payments_message}</Alert>}
          {b.source !== 'team' && b.plan !== 'business' && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Upgrade
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={interval}
                onChange={(_e, v: BillingInterval | null) => v && setInterval(v)}
                aria-label="Billing interval"
                sx={{ mb: 1.5 }}
              >
                <ToggleButton value="monthly">Monthly</ToggleButton>
                <ToggleButton value="annual">Annual (save 17%)</ToggleButton>
              </ToggleButtonGroup>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {(['creator', 'business'] as const)
                  .filter((p) => p !== b.plan)
                  .map((p) => (
                    <Button
                      key={p}
                      variant="contained"
                      onClick={() => upgrade(p)}
                      disabled={opening !== null}
                      startIcon={opening === p ? <CircularProgress size={16} color="inherit" /> : undefined}
                    >
                      {p === 'creator' ? 'Upgrade to Creator' : 'Upgrade to Business'}
                    </Button>
                  ))}
                <Button component={RouterLink} to="/pricing" color="inherit">
                  Compare plans
                </Button>
              </Stack>
            </Box>
          )}
          {b.billing_enabled && (b.has_customer || b.status) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="outlined"
                onClick={() => void go('portal', openPortal)}
                disabled={opening !== null}
                startIcon={opening === 'portal' ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Manage billing
              </Button>
              {b.status && !b.cancel_at_period_end && (
                <Button
                  color="error"
                  disabled={cancel.isPending}
                  onClick={() => {
                    setError(null);
                    cancel.mutate(undefined, { onError: (e) => setError(messageOf(e)) });
                  }}
                >
                  {cancel.isPending ? 'Canceling…' : 'Cancel at period end'}
                </Button>
              )}
              {b.cancel_at_period_end && (
                <Button
                  disabled={resume.isPending}
                  onClick={() => {
                    setError(null);
                    resume.mutate(undefined, { onError: (e) => setError(messageOf(e)) });
                  }}
                >
                  {resume.isPending ? 'Resuming…' : 'Resume subscription'}
                </Button>
              )}
            </Stack>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {invoices.data && invoices.data.results.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                Invoices
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {invoices.data.results.map((i) => (
                  <Box
                    component="li"
                    key={i.id}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 2,
                      flexWrap: 'wrap',
                      fontSize: 14,
                    }}
                  >
                    <span>
                      {day(i.created)} · {i.number ?? i.id}
                    </span>
                    <span>
                      {money(i.status === 'paid' ? i.amount_paid : i.amount_due, i.currency)} · {i.status}
                      {i.url && (
                        <>
                          {' · '}
                          <Link href={i.url} target="_blank" rel="noopener noreferrer">
                            View
                          </Link>
                        </>
                      )}
                    </span>
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      )}
    </SettingsCard>
  );
}
