import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/ui/page-loader';
import { useMe } from '../../../lib/auth/get-me';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeysSection } from './api-keys-section';
import { BillingSection } from './billing-section';
import { DefaultsSection } from './defaults-section';
import { DataExportSection } from './data-export-section';
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
  // /settings#api (and #webhooks, #notifications) scroll to their card once it is there.
  const ready = !!me.data && !keys.isPending;
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (ready && id) document.getElementById(id)?.closest('section')?.scrollIntoView();
  }, [ready]);

  return (
    <AppShell title="Settings" subtitle="Your profile, defaults, plan and connections.">
      <Box sx={{ maxWidth: 900 }}>
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
            <DataExportSection />
            <DeleteAccountSection />
          </Stack>
        )}
      </Box>
    </AppShell>
  );
}
