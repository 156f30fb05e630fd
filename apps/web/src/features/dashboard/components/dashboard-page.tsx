import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppShell, useAccount } from '../../../components/layout/app-shell';
import { useQuickCreate } from '../hooks/use-quick-create';
import { IdeasDialog } from './ideas-dialog';
import { QuickCreate } from './quick-create';
import { RecentProjects } from './recent-projects';
import { StatsRow } from './stats-row';
import { ToolCards } from './tool-cards';

function greeting(hour = new Date().getHours()) {
  if (hour < 5) return 'Burning the midnight oil';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function Dashboard() {
  const quick = useQuickCreate();
  const [ideasOpen, setIdeasOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    // One column that may be narrower than its content's one-line texts (a long idea's title): a grid's
    // default column grew to it and widened a 360 px phone's page to 374 px.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 3, md: 4 } }}>
      <Box ref={boxRef} sx={{ scrollMarginTop: 90 }}>
        <QuickCreate quick={quick} />
      </Box>
      <StatsRow />
      <ToolCards onIdeas={() => setIdeasOpen(true)} />
      <RecentProjects />
      <IdeasDialog
        open={ideasOpen}
        onClose={() => setIdeasOpen(false)}
        onCreate={(idea, vibe) => {
          setIdeasOpen(false);
          void quick.start({ idea, vibe });
          boxRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </Box>
  );
}

export default function DashboardPage() {
  return (
    <AppShell
      title="Dashboard"
      subtitle={<GreetingLine />}
      actions={
        <Button
          component={RouterLink}
          to="/create"
          variant="outlined"
          startIcon={<AddRounded />}
          sx={{ borderColor: 'divider', display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Step by step
        </Button>
      }
    >
      <Dashboard />
    </AppShell>
  );
}

function GreetingLine() {
  const account = useAccount();
  return (
    <>
      {account ? `${greeting()}, ${account.first_name || account.username}. ` : ''}Let’s make something worth
      watching.
    </>
  );
}
