import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { PageLoader } from '../../../components/ui/page-loader';
import { useMe } from '../../../lib/auth/get-me';
import { UserMenu } from '../../../components/layout/user-menu';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeysSection } from './api-keys-section';
import { BillingSection } from './billing-section';
import { DefaultsSection } from './defaults-section';
import { DeleteAccountSection } from './delete-account-section';
import { NotificationsSection } from './notifications-section';
import { InstructionsSection } from './instructions-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { WebhooksSection } from './webhooks-section';
import { TeamSection } from './team-section';

export default function SettingsPage() {
  const me = useMe();
  const keys = useApiKeys();
  useEffect(() => {
    document.title = 'Settings · Reelsmith';
  }, []);
  // /settings#api (and #webhooks, #notifications) scroll to their card once it is there.
  const ready = !!me.data && !keys.isPending;
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (ready && id) document.getElementById(id)?.closest('section')?.scrollIntoView();
  }, [ready]);

  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          height: 64,
          px: { xs: 2, sm: 3 },
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'rgba(11,10,18,0.85)',
          backdropFilter: 'blur(12px)',
        }}
      >
        <Logo to="/dashboard" />
        <UserMenu />
      </Box>
      <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Button
          component={RouterLink}
          to="/dashboard"
          startIcon={<ArrowBackRounded />}
          color="inherit"
          sx={{ mb: 2, ml: -1 }}
        >
          Dashboard
        </Button>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Settings
        </Typography>
        {me.isPending && <PageLoader label="Loading your settings" />}
        {me.isError && <Alert severity="error">Could not load your account. Please refresh the page.</Alert>}
        {me.data && (
          <Stack spacing={3}>
            <ProfileSection me={me.data} />
            <DefaultsSection me={me.data} />
            <InstructionsSection />
            <BillingSection />
            <TeamSection />
            <NotificationsSection />
            <ApiKeysSection />
            {keys.data?.api_access && <WebhooksSection />}
            <PasswordSection />
            <DeleteAccountSection />
          </Stack>
        )}
      </Container>
    </Box>
  );
}
