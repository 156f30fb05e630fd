import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  annualSavingsPercent,
  monthlyDisplayPrice,
  PLANS,
  type BillingInterval,
  type Plan,
  type PlanId,
} from '@reelsmith/contracts/plans';
import { Link as RouterLink } from 'react-router';
import { brandGradient, bareList } from '../../../lib/theme';
import { getToken } from '../../../lib/auth-token';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { startCheckout, useBilling } from '../../../lib/billing/billing-api';
import { SOMETHING_WENT_WRONG } from '../../../lib/server-errors';
import { displayFigure } from './section';

const CTA: Record<PlanId, string> = {
  free: 'Start Free',
  creator: 'Start Creating',
  business: 'Start with Business',
};

function PriceLine({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const perMonth = monthlyDisplayPrice(plan, interval);
  const savings = annualSavingsPercent(plan);
  return (
    <Box sx={{ my: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
        <Box
          data-testid={`price-${plan.id}`}
          sx={{
            ...displayFigure,
            fontSize: 48,
            letterSpacing: '-0.03em',
            lineHeight: 1,
          }}
        >
          ${perMonth}
        </Box>
        <Box sx={{ color: 'text.secondary', fontWeight: 500 }}>{plan.price === 0 ? 'forever' : '/month'}</Box>
      </Box>
      <Box
        data-testid={`billing-${plan.id}`}
        sx={{ mt: 1, minHeight: 22, fontSize: 14, color: 'text.secondary' }}
      >
        {plan.price === 0 ? (
          'No credit card required'
        ) : interval === 'annual' ? (
          <>
            ${plan.annualPrice} billed yearly ·{' '}
            <Box component="span" sx={{ color: '#6ee7b7', fontWeight: 600 }}>
              save {savings}%
            </Box>
          </>
        ) : (
          `or $${plan.annualPrice} a year (save ${savings}%)`
        )}
      </Box>
    </Box>
  );
}

/** The three plans. On the pricing page a click selects a card; the teaser shows them as they are. */
export function PlanCards({
  interval,
  selected,
  onSelect,
  compact = false,
  headingLevel = 'h3',
}: {
  headingLevel?: 'h2' | 'h3';
  interval: BillingInterval;
  selected?: PlanId;
  onSelect?: (id: PlanId) => void;
  compact?: boolean;
}) {
  const signedIn = Boolean(getToken());
  const billing = useBilling();
  const [busy, setBusy] = useState<PlanId | null>(null);
  const [failure, setFailure] = useState<{ plan: PlanId; message: string } | null>(null);
  const current = billing.data?.plan;
  const upgrade = async (plan: PlanId) => {
    setFailure(null);
    if (billing.data && !billing.data.billing_enabled) {
      setFailure({ plan, message: billing.data.payments_message ?? SOMETHING_WENT_WRONG });
      return;
    }
    setBusy(plan);
    try {
      await startCheckout(plan, interval);
    } catch (err) {
      const body = err instanceof ApiError ? err.body : {};
      setFailure({ plan, message: typeof body.error === 'string' ? body.error : SOMETHING_WENT_WRONG });
      setBusy(null);
    }
  };
  return (
    <Box
      component="ul"
      sx={{
        ...bareList,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        alignItems: 'stretch',
      }}
    >
      {PLANS.map((plan) => {
        const isSelected = selected ? selected === plan.id : plan.popular;
        return (
          <Box
            component="li"
            key={plan.id}
            data-testid={`plan-${plan.id}`}
            data-selected={isSelected ? 'true' : 'false'}
            aria-label={`${plan.name} plan${isSelected && onSelect ? ', selected' : ''}`}
            onClick={() => onSelect?.(plan.id)}
            onFocusCapture={() => onSelect?.(plan.id)}
            sx={{
              position: 'relative',
              p: '1px',
              borderRadius: '24px',
              cursor: onSelect ? 'pointer' : 'default',
              background: isSelected ? brandGradient : 'rgba(255,255,255,0.08)',
              boxShadow: isSelected ? '0 30px 80px -30px rgba(236,72,153,0.6)' : 'none',
              transform: isSelected && !compact ? { md: 'translateY(-8px)' } : 'none',
              transition: 'transform .3s cubic-bezier(.2,.8,.2,1), box-shadow .3s, background .3s',
            }}
          >
            {plan.badge && (
              <Box
                sx={{
                  position: 'absolute',
                  top: -13,
                  left: '50%',
                  transform: 'translateX(-50%)',
                  px: 1.5,
                  py: 0.5,
                  borderRadius: 999,
                  fontSize: 12,
                  fontWeight: 800,
                  letterSpacing: '0.04em',
                  color: '#fff',
                  background: brandGradient,
                  whiteSpace: 'nowrap',
                  zIndex: 1,
                }}
              >
                {plan.badge}
              </Box>
            )}
            <Box
              sx={{
                height: '100%',
                borderRadius: '23px',
                p: { xs: 3, md: 3.5 },
                display: 'flex',
                flexDirection: 'column',
                background: isSelected ? 'linear-gradient(180deg,#1f1733,#15131f)' : '#13111c',
              }}
            >
              <Typography variant="h3" component={headingLevel} sx={{ fontSize: 22 }}>
                {plan.name}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.75, fontSize: 15, minHeight: { md: 46 } }}>
                {plan.description}
              </Typography>
              <PriceLine plan={plan} interval={interval} />
              <Box
                component="ul"
                sx={{
                  ...bareList,
                  mb: 3,
                  display: 'grid',
                  gap: 1.25,
                  flex: 1,
                  alignContent: 'start',
                }}
              >
                {(compact ? plan.features.slice(0, 4) : plan.features).map((f) => (
                  <Box
                    component="li"
                    key={f}
                    sx={{ display: 'flex', gap: 1.25, alignItems: 'center', fontSize: 15 }}
                  >
                    <CheckRounded sx={{ fontSize: 18, color: isSelected ? '#f9a8d4' : '#c4b5fd' }} />
                    {f}
                  </Box>
                ))}
              </Box>
              {signedIn && plan.price > 0 ? (
                <Button
                  onClick={(e) => {
                    e.stopPropagation();
                    void upgrade(plan.id);
                  }}
                  disabled={busy !== null || current === plan.id}
                  variant={isSelected ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                  startIcon={busy === plan.id ? <CircularProgress size={18} color="inherit" /> : undefined}
                  sx={
                    isSelected
                      ? { background: brandGradient, color: '#fff' }
                      : { color: 'text.primary', borderColor: 'rgba(255,255,255,0.2)' }
                  }
                >
                  {current === plan.id
                    ? 'Your current plan'
                    : busy === plan.id
                      ? 'Opening checkout…'
                      : `Upgrade to ${plan.name}`}
                </Button>
              ) : (
                <Button
                  component={RouterLink}
                  to={signedIn ? '/dashboard' : '/signup'}
                  variant={isSelected ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                  sx={
                    isSelected
                      ? { background: brandGradient, color: '#fff' }
                      : { color: 'text.primary', borderColor: 'rgba(255,255,255,0.2)' }
                  }
                >
                  {signedIn ? 'Go to Dashboard' : CTA[plan.id]}
                </Button>
              )}
              {failure?.plan === plan.id && (
                <Alert severity="info" role="alert" sx={{ mt: 1.5 }}>
                  {failure.message}
                </Alert>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
