import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/ui/copy-button';
import { compactMoney, compactNumber, signedPercent } from '../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { type MonetizationOverview } from '../api/get-overview';
import { panelListSx, panelRowSx, panelSx } from '../../../components/ui/panel';
import { visuallyHidden } from '../../../lib/visually-hidden';

// The monetization screen's panels: the totals, the products table and the connected accounts.

export function Stats({ o }: { o: MonetizationOverview | undefined }) {
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

export function ProductsTable({ o, onAdd }: { o: MonetizationOverview; onAdd: () => void }) {
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
              <Box component="span" sx={visuallyHidden}>
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

export function Accounts({
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
