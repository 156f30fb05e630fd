import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { CopyButton } from '../../../components/ui/copy-button';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { reasonPhrase } from '../../../lib/server-errors';
import { EnableFailedError } from '../api/enable-affiliate';
import { useAffiliateProfile, type AffiliateProfile } from '../api/get-affiliate-profile';
import { useCommissions, type CommissionStatus } from '../api/get-commissions';
import { usePayouts } from '../api/get-payouts';
import { useStartPayoutSetup } from '../api/start-payout-setup';
import { ClaimCodeDialog } from './claim-code-dialog';
import { CommissionsTable, PayoutsTable } from './affiliate-tables';
import { dollars, percent } from './money';
import { panelSx } from '../../../components/ui/panel';

/** The spec's link feedback: "Copied" for 1.5 s. */
export const LINK_COPIED_MS = 1500;
const LOAD_FAILED = 'Failed to load affiliate data';

/** The spec's error texts: "Enable failed: {status}", "{status} {statusText}", else the generic one. */
function profileError(err: unknown): string {
  if (err instanceof EnableFailedError) return err.message;
  if (err instanceof ApiError) return `${err.status} ${reasonPhrase(err.status)}`;
  return LOAD_FAILED;
}
const tableError = (err: unknown) => (err ? LOAD_FAILED : null);

function Figures({ p }: { p: AffiliateProfile }) {
  const figures: Array<[string, string]> = [
    ['Clicks', String(p.clicks)],
    ['Signups', String(p.signups)],
    ['Paid customers', String(p.paid_customers)],
    ['Total earned', dollars(p.earned_cents_total)],
    ['Pending', dollars(p.earned_cents_pending)],
    ['Ready', dollars(p.earned_cents_ready)],
    ['Paid', dollars(p.earned_cents_paid)],
  ];
  return (
    <Box
      component="section"
      aria-label="Your figures"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(7, minmax(0, 1fr))',
        },
        gap: 1.5,
      }}
    >
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ ...panelSx, p: 2 }} data-testid={`affiliate-figure-${label}`}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 800, mt: 0.5 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function LinkCard({ p, onEdit }: { p: AffiliateProfile; onEdit: () => void }) {
  const link = p.referral_code ? `${window.location.origin}/?ref=${p.referral_code}` : null;
  return (
    <Box component="section" aria-label="Your referral link" sx={{ ...panelSx, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        Your referral link
      </Typography>
      {link ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            value={link}
            label="Referral link"
            size="small"
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
              },
            }}
          />
          <CopyButton text={link} copiedMs={LINK_COPIED_MS} />
          <Button size="small" startIcon={<EditRounded />} onClick={onEdit} sx={{ flexShrink: 0 }}>
            Change Code
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
            Claim a referral code to get your link.
          </Typography>
          <Button variant="contained" onClick={onEdit}>
            Claim Code
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        You earn {percent(p.rate_bps)} of every payment from the people who sign up within {p.cookie_days}{' '}
        days of opening your link. A commission is pending for {p.hold_days} days (the refund window), then
        ready; a refund takes it back. Ready balances of {dollars(p.payout_minimum_cents)} or more are paid
        out each month.
      </Typography>
    </Box>
  );
}

function PayoutAccount({ p }: { p: AffiliateProfile }) {
  const setup = useStartPayoutSetup();
  const [params] = useSearchParams();
  if (p.payout_method === 'manual')
    return (
      <Alert severity="info" icon={<AccountBalanceRounded />}>
        Payouts are sent by the Reelsmith team; we will contact you at your account email before the first
        one.
      </Alert>
    );
  if (p.payout_account === 'ready')
    return (
      <Alert severity="success" icon={<AccountBalanceRounded />}>
        Payouts go to your connected Stripe account.
      </Alert>
    );
  return (
    <Alert
      severity={params.get('connect') ? 'warning' : 'info'}
      icon={<AccountBalanceRounded />}
      action={
        <Button color="inherit" size="small" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending
            ? 'Opening Stripe…'
            : p.payout_account === 'none'
              ? 'Set up payouts'
              : 'Finish setup'}
        </Button>
      }
    >
      {setup.isError
        ? setup.error.message
        : p.payout_account === 'none'
          ? 'Connect a Stripe account to receive your payouts.'
          : 'Stripe still needs a few details before it can send you payouts.'}
    </Alert>
  );
}

function SignedOut() {
  useEffect(() => {
    document.title = 'Creator Program · Reelsmith';
  }, []);
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
          Creator Program
        </Typography>
        <Alert severity="warning" role="alert">
          Not authenticated. Please log in.
        </Alert>
        <Button component={RouterLink} to="/login?next=%2Faffiliate" variant="contained">
          Log in
        </Button>
      </Box>
    </Box>
  );
}

function Program() {
  const qc = useQueryClient();
  const profile = useAffiliateProfile();
  const ready = profile.isSuccess;
  const [status, setStatus] = useState<CommissionStatus | ''>('');
  const commissions = useCommissions(status, ready);
  const payouts = usePayouts(ready);
  const [editing, setEditing] = useState(false);
  const p = profile.data;

  const retry = () => void qc.resetQueries({ queryKey: ['affiliate'] });

  return (
    <AppShell title="Creator Program" subtitle="Share your code and earn commissions.">
      {profile.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {profileError(profile.error)}
        </Alert>
      ) : !p ? (
        <Box role="status" aria-label="Loading the creator program" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={90} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : (
        // minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2.5, md: 3 } }}>
          <LinkCard p={p} onEdit={() => setEditing(true)} />
          <Figures p={p} />
          <PayoutAccount p={p} />
          <CommissionsTable
            rows={commissions.data}
            loading={commissions.isLoading}
            error={tableError(commissions.error)}
            status={status}
            onStatus={setStatus}
          />
          <PayoutsTable rows={payouts.data} loading={payouts.isLoading} error={tableError(payouts.error)} />
        </Box>
      )}
      {editing && p && <ClaimCodeDialog current={p.referral_code} onClose={() => setEditing(false)} />}
    </AppShell>
  );
}

/** The spec's Creator Program page (/affiliate). */
export default function AffiliatePage() {
  return getToken() ? <Program /> : <SignedOut />;
}
