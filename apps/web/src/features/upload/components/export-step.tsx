import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EXPORT_PRESETS, EXPORT_PRESET_IDS } from '@reelsmith/contracts/uploads';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatClock } from '../../../lib/format';
import { type UploadDto } from '../api/types';
import { useExport, useSaveToContent } from '../api/uploads';
import { errorText } from './upload-format';

// The upload screen's last step: downloading the result or keeping it in Content.

export function ExportStep({ upload }: { upload: UploadDto }) {
  const [preset, setPreset] = useState<string>('tiktok');
  const exp = useExport(upload.id);
  const save = useSaveToContent(upload.id);
  const dur = upload.output_duration_seconds ?? upload.duration_seconds;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        Every preset is a sharp, full-screen vertical video that starts playing at once.
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={preset}
        onChange={(_, v: string | null) => v && setPreset(v)}
        aria-label="Platform preset"
        sx={{ flexWrap: 'wrap' }}
      >
        {EXPORT_PRESET_IDS.map((id) => (
          <ToggleButton key={id} value={id} aria-label={EXPORT_PRESETS[id].label}>
            {EXPORT_PRESETS[id].label} · up to {formatClock(EXPORT_PRESETS[id].maxSec)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {dur > EXPORT_PRESETS[preset as keyof typeof EXPORT_PRESETS].maxSec && (
        <Alert severity="info">
          This video is longer than the platform allows; the export stops at its limit.
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={exp.isPending} onClick={() => exp.mutate(preset)}>
          Export for {EXPORT_PRESETS[preset as keyof typeof EXPORT_PRESETS].label}
        </Button>
        <Button variant="outlined" disabled={save.isPending || !!save.data} onClick={() => save.mutate()}>
          {save.data ? 'Saved to My Content' : 'Save to My Content'}
        </Button>
      </Box>
      {(exp.error || save.error) && <Alert severity="error">{errorText(exp.error ?? save.error)}</Alert>}
      {exp.data && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Box
            component="video"
            src={exp.data.url}
            controls
            playsInline
            aria-label="The exported video"
            sx={{ width: '100%', maxWidth: 360, borderRadius: 2, bgcolor: 'black' }}
          />
          <Button
            component="a"
            href={exp.data.download_url}
            download
            variant="contained"
            color="secondary"
            sx={{ justifySelf: 'start' }}
          >
            Download ({formatClock(exp.data.duration_seconds)})
          </Button>
        </Box>
      )}
      {save.data && (
        <Typography variant="body2">
          Saved. Find it in <RouterLink to="/my-content">My Content</RouterLink>, or{' '}
          <RouterLink to="/social">post it to your connected platforms</RouterLink>.
        </Typography>
      )}
    </Box>
  );
}
