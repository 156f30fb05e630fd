import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useBilling, useBillingAction } from '../../../lib/billing/billing-api';
import { SOMETHING_WENT_WRONG } from '../../../lib/server-errors';
import { acceptInvite, inviteMember, leaveTeam, removeMember, withdrawInvite } from '../api/team';
import { SettingsCard } from './settings-card';
import { SubmitButton } from '../../../components/ui/submit-button';

const messageOf = (err: unknown) => {
  if (err instanceof ApiError) {
    const first = Object.values(err.fieldErrors)[0]?.[0];
    if (typeof err.body.error === 'string')
      return first && err.body.code === 'validation_error' ? first : err.body.error;
  }
  return SOMETHING_WENT_WRONG;
};

/** An emailed invitation lands on /settings?team_invite=…: accept it here. */
function PendingInvite({ token, onDone }: { token: string; onDone: () => void }) {
  const accept = useBillingAction(acceptInvite);
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={accept.isPending}
          onClick={() => accept.mutate(token, { onSuccess: onDone })}
        >
          {accept.isPending ? 'Joining…' : 'Join team'}
        </Button>
      }
    >
      {accept.isError
        ? messageOf(accept.error)
        : 'You were invited to a Reelsmith Business team. Join to share its plan and projects.'}
    </Alert>
  );
}

/** One person on the team or invited to it, with the owner's action on the right. */
function PersonRow({ name, note, children }: { name: string; note: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <span>
        {name}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          · {note}
        </Box>
      </span>
      {children}
    </Box>
  );
}

export function TeamSection() {
  const billing = useBilling();
  const [params, setParams] = useSearchParams();
  const token = params.get('team_invite');
  const team = billing.data?.team ?? null;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useBillingAction(inviteMember);
  const withdraw = useBillingAction(withdrawInvite);
  const remove = useBillingAction(removeMember);
  const leave = useBillingAction(leaveTeam);
  useEffect(() => {
    if (token) document.getElementById('team')?.scrollIntoView({ block: 'center' });
  }, [token]);

  if (!billing.data) return null;
  if (!team && !token && billing.data.plan !== 'business') return null;
  const clearToken = () => {
    params.delete('team_invite');
    setParams(params, { replace: true });
  };
  const used = team ? 1 + team.members.length + team.invites.length : 1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    invite.mutate(email.trim(), {
      onSuccess: () => setEmail(''),
      onError: (err) => setError(messageOf(err)),
    });
  };
  const onError = (err: unknown) => setError(messageOf(err));

  return (
    <SettingsCard
      id="team"
      title="Team"
      description={
        team?.role === 'member'
          ? `You are on ${team.owner?.name ?? 'a'}'s team: you share its Business plan and see its projects.`
          : 'Business includes 5 team users: you and up to 4 people you invite. They share your plan and see the team’s projects in My Content.'
      }
    >
      {token && <PendingInvite token={token} onDone={clearToken} />}
      {team?.role === 'member' && (
        <Button
          color="error"
          variant="outlined"
          disabled={leave.isPending}
          onClick={() => leave.mutate(undefined, { onError })}
        >
          {leave.isPending ? 'Leaving…' : 'Leave team'}
        </Button>
      )}
      {team?.role === 'owner' && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {used} of {team.seats} seats used (you included).
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {team.members.map((m) => (
              <PersonRow key={m.id} name={m.name} note={m.email}>
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.mutate(m.id, { onError })}
                  aria-label={`Remove ${m.name}`}
                >
                  Remove
                </Button>
              </PersonRow>
            ))}
            {team.invites.map((i) => (
              <PersonRow key={i.id} name={i.email} note="invited">
                <Button
                  size="small"
                  onClick={() => withdraw.mutate(i.id, { onError })}
                  aria-label={`Withdraw the invitation to ${i.email}`}
                >
                  Withdraw
                </Button>
              </PersonRow>
            ))}
          </Box>
          {used < team.seats && (
            <Box
              component="form"
              onSubmit={submit}
              noValidate
              sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              <TextField
                label="Email to invite"
                type="email"
                size="small"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                sx={{ flex: '1 1 220px' }}
              />
              <SubmitButton pending={invite.isPending} busyLabel="Sending…" disabled={!email.trim()}>
                Send invite
              </SubmitButton>
            </Box>
          )}
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </SettingsCard>
  );
}
