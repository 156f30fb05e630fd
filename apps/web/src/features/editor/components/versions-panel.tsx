import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { panelListSx, panelRowSx, panelSx } from '../../../components/ui/panel';
import { formatClock, timeAgo } from '../../../lib/format';
import { failureText } from '../../../lib/server-errors';
import { useRenderVersion, useRestoreVersion, useVersions, type Version } from '../api/versions';
import type { SavedStoryboard } from '../api/storyboard';

/** The rule the terms give for re-renders (decision 182), in the creator's words. */
export const RERENDER_RULE = "Re-rendering an existing video doesn't use a video from your plan.";

const when = (v: Version) => new Date(v.completedAt ?? v.createdAt).toLocaleString();

/**
 * "Render" makes a new version from the saved storyboard (the one playing stays playable until it
 * is ready); every version is listed with its time, and any can be played or restored.
 */
export function VersionsPanel({
  videoId,
  revision,
  saving,
  playing,
  onPlay,
  onRestored,
}: {
  videoId: string;
  revision: number | null;
  /** A change is still on its way to the server: render once it is saved. */
  saving: boolean;
  playing: string | null;
  onPlay: (versionId: string) => void;
  onRestored: (answer: SavedStoryboard) => void;
}) {
  const versions = useVersions(videoId);
  const renderVersion = useRenderVersion(videoId);
  const restore = useRestoreVersion(videoId);
  const list = versions.data?.versions ?? [];
  const rendering = list.find((v) => v.status === 'rendering');

  return (
    <Box component="section" aria-labelledby="versions-title" sx={{ ...panelSx, display: 'grid', gap: 1.5 }}>
      <Typography id="versions-title" component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        Render and versions
      </Typography>
      <Box>
        <Button
          variant="contained"
          startIcon={
            renderVersion.isPending || saving ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <MovieCreationRounded />
            )
          }
          disabled={revision === null || saving || renderVersion.isPending || !!rendering}
          onClick={() => revision !== null && renderVersion.mutate(revision)}
          fullWidth
        >
          {saving ? 'Saving your changes…' : 'Render'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }} data-testid="rerender-rule">
          {RERENDER_RULE} The version playing now stays playable until the new one is ready.
        </Typography>
      </Box>
      {renderVersion.isError && <Alert severity="error">{failureText(renderVersion.error)}</Alert>}
      {restore.isError && <Alert severity="error">{failureText(restore.error)}</Alert>}
      {rendering && (
        <Box role="status" aria-live="polite">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Making version {rendering.number}…
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 800 }} data-testid="version-percent">
              {rendering.percent}%
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={rendering.percent}
            aria-label={`Making version ${rendering.number}: ${rendering.percent}%`}
            sx={{ height: 8, borderRadius: 999 }}
          />
        </Box>
      )}
      {versions.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={16} /> <Typography variant="body2">Loading versions…</Typography>
        </Box>
      ) : versions.isError ? (
        <Alert severity="error">Could not load the versions. Please refresh the page.</Alert>
      ) : (
        <Box component="ul" aria-label="Versions" sx={panelListSx}>
          {list.map((v) => (
            <Box
              component="li"
              key={v.id}
              aria-label={`Version ${v.number}`}
              data-testid="version-row"
              sx={{ ...panelRowSx, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>Version {v.number}</Typography>
                {v.current && <Chip size="small" color="success" label="In use" sx={{ height: 22 }} />}
                {v.status === 'rendering' && (
                  <Chip size="small" label={`${v.percent}%`} sx={{ height: 22 }} />
                )}
                {v.status === 'failed' && (
                  <Chip size="small" color="error" label="Failed" sx={{ height: 22 }} />
                )}
                {playing === v.id && <Chip size="small" label="Playing" sx={{ height: 22 }} />}
              </Box>
              <Typography variant="caption" color="text.secondary">
                <time dateTime={v.completedAt ?? v.createdAt} title={when(v)}>
                  {timeAgo(v.completedAt ?? v.createdAt)}
                </time>
                {v.durationSec ? ` · ${formatClock(v.durationSec)}` : ''}
              </Typography>
              {v.status === 'failed' && v.error && (
                <Typography variant="caption" color="error.light">
                  {v.error}
                </Typography>
              )}
              {v.status === 'completed' && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    startIcon={<PlayArrowRounded />}
                    onClick={() => onPlay(v.id)}
                    aria-label={`Play version ${v.number}`}
                  >
                    Play
                  </Button>
                  {!v.current && (
                    <Button
                      size="small"
                      startIcon={<RestoreRounded />}
                      disabled={restore.isPending || saving || !!rendering}
                      onClick={() =>
                        restore.mutate(v.id, {
                          onSuccess: (answer) => {
                            onRestored(answer);
                            onPlay(v.id);
                          },
                        })
                      }
                      aria-label={`Restore version ${v.number}`}
                    >
                      Restore
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
