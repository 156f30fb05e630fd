import BarChartRounded from '@mui/icons-material/BarChartRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState, type ReactNode } from 'react';
import { panelSx } from './panel';

export interface ChartSeries {
  label: string;
  data: number[];
  color: string;
  format: (n: number) => string;
}

/**
 * A line chart over days with its table view: the same figures for screen readers, keyboards
 * and anyone who wants the numbers (the "a table view of each chart").
 */
export function ChartCard({
  title,
  days,
  series,
  empty,
  height = 260,
}: {
  title: string;
  days: string[];
  series: ChartSeries[];
  /** Shown instead of a flat line when every value is zero. */
  empty?: ReactNode;
  height?: number;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const allZero = series.every((s) => s.data.every((v) => v === 0));
  const label = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <Box component="section" aria-labelledby={titleId} sx={panelSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, fontSize: 18 }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: 'chart' | 'table' | null) => v && setView(v)}
          aria-label={`${title}: show as`}
        >
          <ToggleButton value="chart" aria-label="Chart">
            <BarChartRounded fontSize="small" />
          </ToggleButton>
          <ToggleButton value="table" aria-label="Table">
            <TableRowsRounded fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {allZero && empty ? (
        <Box
          sx={{
            minHeight: 120,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            color: 'text.secondary',
            px: 2,
          }}
        >
          {empty}
        </Box>
      ) : view === 'chart' ? (
        <Box aria-hidden sx={{ width: '100%' }}>
          <LineChart
            height={height}
            xAxis={[{ scaleType: 'point', data: days, valueFormatter: label }]}
            // One axis per series (money and counts do not share a scale).
            yAxis={series.map((s, i) => ({
              id: `y${i}`,
              position: i === 0 ? ('left' as const) : ('right' as const),
              valueFormatter: (v: number) => s.format(v),
              width: 52,
            }))}
            series={series.map((s, i) => ({
              yAxisId: `y${i}`,
              data: s.data,
              label: s.label,
              color: s.color,
              showMark: days.length <= 31,
              valueFormatter: (v: number | null) => (v === null ? '' : s.format(v)),
            }))}
            margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
            grid={{ horizontal: true }}
          />
        </Box>
      ) : (
        <TableContainer sx={{ maxHeight: height + 40 }}>
          <Table size="small" stickyHeader aria-label={`${title} table`}>
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                {series.map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((d, i) => (
                <TableRow key={d}>
                  <TableCell>{label(d)}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.label} align="right">
                      {s.format(s.data[i] ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
