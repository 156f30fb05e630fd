import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MONETIZATION_PERIODS, type MonetizationPeriod } from '@reelsmith/contracts/insights';
import { useState } from 'react';
import { AppShell } from '../../../components/layout/app-shell';
import { ChartCard } from '../../../components/ui/chart-card';
import { CopyButton } from '../../../components/ui/copy-button';
import { compactMoney, compactNumber, signedPercent } from '../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useDownloadMonetizationReport } from '../api/download-report';
import { useMonetization, type MonetizationOverview } from '../api/get-overview';
import { AddEarningDialog, AddProductDialog, ImportDialog, LinksDialog } from './money-dialogs';
import { BackButton } from '../../../components/ui/back-button';
import { OptionSelect } from '../../../components/ui/option-select';
import { ScopeSelect, type Scope } from '../../../components/ui/scope-select';
import { panelListSx, panelRowSx, panelSx } from '../../../components/ui/panel';
import { columnSx, MainAndSide } from '../../../components/layout/main-and-side';

function Stats({ o }: { o: MonetizationOverview | undefined }) {
  const tiles = [
    [
      'Earnings',
      o ? compactMoney(o.earnings.current) : null,
      o ? `${signedPercent(o.earnings.growth)} vs previous ${o.period}` : '',
    ],
    [
      'Links Created',
      o ? compactNumber(o.links.total) : null,
      o ? `${o.links.created} new this ${o.period}` : '',
    ],
    ['Clicks', o ? compactNumber(o.clicks) : null, o ? 'once per visitor a day' : ''],
    [
      'Click Rate',
      o ? (o.click_rate === null ? '—' : `${o.click_rate}%`) : null,
      o ? `of ${compactNumber(o.views)} views` : '',
    ],
    [
      'Earnings per Click',
      o ? (o.earnings_per_click === null ? '—' : compactMoney(o.earnings_per_click)) : null,
      o ? (o.conversion_rate === null ? 'no clicks yet' : `${o.conversion_rate}% bought`) : '',
    ],
  ] as const;
  return (
    <Box
      component="section"
      aria-label="Earnings summary"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {tiles.map(([label, value, note]) => (
        <Box key={label} sx={{ ...panelSx, p: { xs: 1.5, sm: 2 } }} data-testid={`money-stat-${label}`}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 800 }}>
            {value ?? <Skeleton width={60} />}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ProductsTable({ o, onAdd }: { o: MonetizationOverview; onAdd: () => void }) {
  const del = useDeleteProduct();
  if (!o.products.length)
    return (
      <Box sx={{ py: 3, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
        <Typography color="text.secondary">
          No products yet. Add one to get a tracked link for your videos.
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={onAdd}>
          Add New Product
        </Button>
      </Box>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Clicks</TableCell>
            <TableCell align="right">Earnings</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Per click
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              Trend
            </TableCell>
            <TableCell align="right">
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                  whiteSpace: 'nowrap',
                }}
              >
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.products.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ maxWidth: 260 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap title={p.name}>
                  {p.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {p.link}
                </Typography>
              </TableCell>
              <TableCell align="right">{compactNumber(p.clicks)}</TableCell>
              <TableCell align="right">{compactMoney(p.earnings)}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {p.earnings_per_click === null ? '—' : compactMoney(p.earnings_per_click)}
              </TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {signedPercent(p.trend)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <CopyButton text={p.link} label="Copy link" size="small" />
                <IconButton
                  aria-label={`Remove ${p.name}`}
                  disabled={del.isPending}
                  onClick={() => {
                    if (
                      window.confirm(`Remove ${p.name}? Its link stops working and its clicks are deleted.`)
                    )
                      del.mutate(p.id);
                  }}
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Accounts({
  o,
  onImport,
  onEnter,
}: {
  o: MonetizationOverview;
  onImport: () => void;
  onEnter: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onImport}>
          Import Amazon Associates report
        </Button>
        <Button variant="outlined" onClick={onEnter} sx={{ borderColor: 'divider' }}>
          Enter earnings by hand
        </Button>
      </Box>
      {!o.accounts.length ? (
        <Typography color="text.secondary">
          No earnings yet. Import your Amazon Associates earnings report, or enter what another program paid
          you.
        </Typography>
      ) : (
        <Box component="ul" sx={panelListSx} aria-label="Affiliate accounts">
          {o.accounts.map((a) => (
            <Box
              component="li"
              key={`${a.source}-${a.id}`}
              sx={{ ...panelRowSx, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Typography sx={{ fontWeight: 700 }}>{a.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {a.source === 'amazon'
                    ? `Tracking ID ${a.id} · last report ${new Date(a.last_import).toLocaleDateString('en')}`
                    : 'Entered on Reelsmith'}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={a.status}
                color={a.status === 'connected' ? 'success' : 'default'}
                variant="outlined"
              />
              <Typography sx={{ fontWeight: 800, minWidth: 72, textAlign: 'right' }}>
                {compactMoney(a.earnings)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {o.unmatched_earnings > 0 && (
        <Typography variant="body2" color="text.secondary">
          {compactMoney(o.unmatched_earnings)} of this {o.period}’s earnings match none of your products.
        </Typography>
      )}
    </Box>
  );
}

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
