import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MONETIZATION_PERIODS, type MonetizationPeriod } from '@reelsmith/contracts/insights';
import { useState } from 'react';
import { AppShell } from '../../../components/layout/app-shell';
import { ChartCard } from '../../../components/ui/chart-card';
import { compactMoney, compactNumber, signedPercent } from '../../../lib/format';
import { useDownloadMonetizationReport } from '../api/download-report';
import { useMonetization } from '../api/get-overview';
import { AddEarningDialog, AddProductDialog, ImportDialog, LinksDialog } from './money-dialogs';
import { BackButton } from '../../../components/ui/back-button';
import { OptionSelect } from '../../../components/ui/option-select';
import { ScopeSelect, type Scope } from '../../../components/ui/scope-select';
import { panelListSx, panelRowSx, panelSx } from '../../../components/ui/panel';
import { columnSx, MainAndSide } from '../../../components/layout/main-and-side';
import { Stats, ProductsTable, Accounts } from './money-panels';

export default function MonetizationPage() {
  const [period, setPeriod] = useState<MonetizationPeriod>('month');
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<null | 'product' | 'links' | 'earning' | 'import'>(null);
  const [scope, setScope] = useState<Scope>('me');
  const overview = useMonetization(period, scope);
  const report = useDownloadMonetizationReport();
  const o = overview.data;
  const close = () => setDialog(null);

  return (
    <AppShell
      title="Monetization"
      subtitle="Tracked links, clicks and earnings from the products you promote."
      actions={
        <>
          <BackButton />
          <Button
            variant="contained"
            startIcon={<FileDownloadRounded />}
            onClick={() => report.mutate({ period, scope })}
            disabled={report.isPending}
          >
            {report.isPending ? 'Preparing…' : 'Export Report'}
          </Button>
        </>
      }
    >
      <MainAndSide sideWidth={300}>
        <Box sx={columnSx(2.5)}>
          {(overview.isError || report.isError) && (
            <Alert severity="error">{report.error?.message ?? overview.error?.message}</Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <OptionSelect
              size="small"
              label="Period"
              value={period}
              options={MONETIZATION_PERIODS}
              onChange={setPeriod}
              sx={{ minWidth: 140 }}
            />
            <ScopeSelect value={scope} onChange={setScope} />
          </Box>
          <Stats o={o} />
          <Box sx={panelSx}>
            <Tabs
              value={tab}
              onChange={(_, v: number) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Monetization views"
              sx={{ mb: 2 }}
            >
              <Tab label="Overview" />
              <Tab label="Top Products" />
              <Tab label="Accounts" />
              <Tab label="Optimization" />
            </Tabs>
            <div role="tabpanel">
              {!o ? (
                <Skeleton height={200} />
              ) : tab === 0 ? (
                <ChartCard
                  title="Earnings and clicks"
                  days={o.series.map((d) => d.day)}
                  series={[
                    {
                      label: 'Earnings',
                      data: o.series.map((d) => d.earnings),
                      color: '#34d399',
                      format: compactMoney,
                    },
                    {
                      label: 'Clicks',
                      data: o.series.map((d) => d.clicks),
                      color: '#a78bfa',
                      format: compactNumber,
                    },
                  ]}
                  empty={
                    <Typography variant="body2">
                      No clicks or earnings in this period yet. Add a product, put its link in your captions,
                      and import your reports.
                    </Typography>
                  }
                />
              ) : tab === 1 ? (
                <ProductsTable o={o} onAdd={() => setDialog('product')} />
              ) : tab === 2 ? (
                <Accounts o={o} onImport={() => setDialog('import')} onEnter={() => setDialog('earning')} />
              ) : (
                <Box component="ul" sx={panelListSx} aria-label="Optimization tips">
                  {o.tips.length ? (
                    o.tips.map((t) => (
                      <Box component="li" key={t.title} sx={panelRowSx}>
                        <Box
                          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                        >
                          <Typography sx={{ fontWeight: 700 }}>{t.title}</Typography>
                          <Chip
                            size="small"
                            variant="outlined"
                            label={`${t.priority} priority`}
                            color={t.priority === 'high' ? 'secondary' : 'default'}
                          />
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                          {t.description}
                        </Typography>
                      </Box>
                    ))
                  ) : (
                    <Typography color="text.secondary">
                      Nothing to fix this {o.period}: your links are clicked and earning.
                    </Typography>
                  )}
                </Box>
              )}
            </div>
          </Box>
        </Box>
        <Box sx={columnSx(2)}>
          <Box component="section" aria-label="Trending Now" sx={panelSx}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <TrendingUpRounded color="primary" fontSize="small" />
              <Typography component="h3" sx={{ fontWeight: 800 }}>
                Trending Now
              </Typography>
            </Box>
            {!o ? (
              <Skeleton height={60} />
            ) : o.trending.length ? (
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {o.trending.map((t) => (
                  <Box
                    component="li"
                    key={t.id}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                        {t.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t.category}
                        {t.commission === null ? '' : ` · ${t.commission}% commission`}
                      </Typography>
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t.trend === null ? 'New' : signedPercent(t.trend)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Your products with clicks this {o.period}, fastest growing first, appear here.
              </Typography>
            )}
          </Box>
          <Box component="section" aria-label="Quick Actions" sx={{ ...panelSx, display: 'grid', gap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 800 }}>
              Quick Actions
            </Typography>
            <Button startIcon={<AddRounded />} variant="contained" onClick={() => setDialog('product')}>
              Add New Product
            </Button>
            <Button
              startIcon={<LinkRounded />}
              variant="outlined"
              sx={{ borderColor: 'divider' }}
              onClick={() => setDialog('links')}
            >
              Generate Links
            </Button>
            <Button
              startIcon={<ManageAccountsRounded />}
              variant="outlined"
              sx={{ borderColor: 'divider' }}
              onClick={() => setTab(2)}
            >
              Account Settings
            </Button>
          </Box>
        </Box>
      </MainAndSide>
      <AddProductDialog open={dialog === 'product'} onClose={close} />
      <LinksDialog open={dialog === 'links'} onClose={close} onAdd={() => setDialog('product')} />
      <AddEarningDialog open={dialog === 'earning'} onClose={close} />
      <ImportDialog open={dialog === 'import'} onClose={close} />
    </AppShell>
  );
}
