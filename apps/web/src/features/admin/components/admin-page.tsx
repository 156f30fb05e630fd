import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppShell } from '../../../components/layout/app-shell';
import { useMe } from '../../../lib/auth/get-me';
import { AbusePanel } from './abuse-panel';
import { AuditPanel } from './audit-panel';
import { ConfigurationPanel } from './configuration-panel';
import { JobsPanel } from './jobs-panel';
import { PaymentsPanel } from './payments-panel';
import { PayoutsPanel } from './payouts-panel';
import { SocialPanel } from './social-panel';
import { UsersPanel } from './users-panel';

const TABS = [
  { to: '/admin', label: 'Users', Panel: UsersPanel },
  { to: '/admin/jobs', label: 'Videos and jobs', Panel: JobsPanel },
  { to: '/admin/payments', label: 'Payments', Panel: PaymentsPanel },
  { to: '/admin/social', label: 'Social posts', Panel: SocialPanel },
  { to: '/admin/payouts', label: 'Payouts', Panel: PayoutsPanel },
  { to: '/admin/abuse', label: 'Abuse', Panel: AbusePanel },
  { to: '/admin/audit', label: 'Audit log', Panel: AuditPanel },
  { to: '/admin/configuration', label: 'Configuration', Panel: ConfigurationPanel },
] as const;

/** The operator console (its own lazy chunk): the server checks every call; this only hides it. */
export default function AdminPage() {
  const { pathname } = useLocation();
  const me = useMe();
  const tab = TABS.find((t) => t.to === pathname.replace(/\/$/, '')) ?? TABS[0];
  const { Panel } = tab;
  return (
    <AppShell title="Operator console" subtitle="Accounts, videos, the audit log and this server’s services">
      {me.data && !me.data.operator ? (
        <Alert severity="info">This page is for the Reelsmith team.</Alert>
      ) : (
        <>
          <Tabs value={tab.to} aria-label="Console sections" sx={{ mb: 2.5 }} variant="scrollable">
            {TABS.map((t) => (
              <Tab key={t.to} value={t.to} label={t.label} component={RouterLink} to={t.to} />
            ))}
          </Tabs>
          <Box component="section" aria-label={tab.label}>
            <Panel />
          </Box>
        </>
      )}
    </AppShell>
  );
}
