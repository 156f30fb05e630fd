import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDataExport, useStartDataExport } from '../api/data-export';
import { bannerText } from './errors';
import { SettingsCard } from './settings-card';

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1e6
      ? `${Math.max(1, Math.round(bytes / 1e3))} KB`
      : `${(bytes / 1e6).toFixed(1)} MB`;

/** "Download my data": one zip of everything in the account, gathered in the background. */
export function DataExportSection() {
  const current = useDataExport();
  const start = useStartDataExport();
  const exp = current.data?.export ?? null;
  const working = exp?.status === 'queued' || exp?.status === 'running';
  return (
    <SettingsCard
      id="data"
      title="Download my data"
      description="A zip of your videos, scripts, captions, posts and invoices. We email you when it is ready."
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {working && (
          <Box role="status" aria-live="polite">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Gathering your data… {exp.percent}%
            </Typography>
            <LinearProgress variant="determinate" value={exp.percent} aria-label="Gathering your data" />
          </Box>
        )}
        {exp?.status === 'ready' && exp.download_url && (
          <Alert severity="success" role="status">
            Your data is ready ({size(exp.size_bytes)}).{' '}
            <Button
              component="a"
              href={exp.download_url}
              download
              size="small"
              startIcon={<DownloadRounded />}
              sx={{ ml: 1 }}
            >
              Download zip
            </Button>
          </Alert>
        )}
        {exp?.status === 'failed' && <Alert severity="error">{exp.error}</Alert>}
        {start.isError && (
          <Alert severity="error">{bannerText(start.error, []) ?? 'Please try again.'}</Alert>
        )}
        <Box>
          <Button variant="outlined" onClick={() => start.mutate()} disabled={working || start.isPending}>
            {exp ? 'Gather my data again' : 'Gather my data'}
          </Button>
        </Box>
      </Box>
    </SettingsCard>
  );
}
