import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { compactNumber } from '../../../lib/format';
import { useSaved } from '../api/get-saved';
import { useTrendIdeas } from '../api/get-trend-ideas';
import { type TrendFilter } from '../api/get-trends';
import { useRemoveSaved } from '../api/remove-saved';
import { card, cap } from './trending-shared';

// The Content Ideas tab and the saved trends dialog.

export function IdeasTab({ filter }: { filter: TrendFilter }) {
  const ideas = useTrendIdeas(filter, true);
  const navigate = useNavigate();
  if (ideas.isError) return <Alert severity="error">{ideas.error.message}</Alert>;
  if (!ideas.data) return <Skeleton height={160} aria-label="Loading ideas" />;
  if (!ideas.data.seed)
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        No rising trend to build on yet, and nothing of yours to start from.{' '}
        <RouterLink to="/create">Make a video</RouterLink> and ideas appear here.
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }}>
      <Typography variant="body2" color="text.secondary">
        Ideas built on “{ideas.data.seed}”
        {ideas.data.basis === 'trend' ? ', a rising trend' : ', your best post'}. Estimated views are the
        median of your posts in the last 3 months; best time is your best posting window.
      </Typography>
      {ideas.data.ideas.map((idea) => (
        <Box key={idea.idea} sx={{ ...card, display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{idea.idea}</Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={`${idea.confidence}% confidence`} />
            <Chip
              size="small"
              variant="outlined"
              label={`Best time: ${idea.bestTime ?? 'not enough posts yet'}`}
            />
            <Chip
              size="small"
              variant="outlined"
              label={`Est. views: ${idea.estimatedViews === null ? '—' : compactNumber(idea.estimatedViews)}`}
            />
            <Chip size="small" variant="outlined" label={idea.difficulty} />
          </Box>
          <Box>
            <Button
              variant="contained"
              size="small"
              onClick={() => navigate(`/create?topic=${encodeURIComponent(idea.idea)}`)}
            >
              Schedule
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function SavedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const saved = useSaved();
  const remove = useRemoveSaved();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Saved Trends</DialogTitle>
      <DialogContent dividers>
        {!saved.data ? (
          <Skeleton height={80} />
        ) : !saved.data.length ? (
          <Typography color="text.secondary">
            Nothing saved yet. Use the bookmark on any trend to keep it here.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
            {saved.data.map((s) => (
              <Box component="li" key={s.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Chip size="small" label={cap(s.kind)} />
                <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {typeof s.data.url === 'string' ? (
                    <a href={s.data.url} target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
                      {s.title}
                    </a>
                  ) : (
                    s.title
                  )}
                </Typography>
                <IconButton
                  aria-label={`Remove ${s.title}`}
                  onClick={() => remove.mutate(s.id)}
                  disabled={remove.isPending}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
