import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import MovieCreationRounded from '@mui/icons-material/MovieCreationRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { compactNumber, formatClock } from '../../../lib/format';
import type { StudioScript } from '../api/types';
import { useShare } from '../hooks/use-share';
import { CATEGORY_GRADIENT, cardSx, STATUS_COLOR, STATUS_LABEL } from './studio-look';

export function ScriptCard({
  script,
  onEdit,
  onDelete,
  onUse,
}: {
  script: StudioScript;
  onEdit: () => void;
  onDelete: () => void;
  onUse: () => void;
}) {
  const { copy, done } = useShare();
  return (
    <Box component="article" aria-labelledby={`script-${script.id}`} sx={cardSx}>
      <Box
        sx={{ height: 6, background: CATEGORY_GRADIENT[script.category] ?? CATEGORY_GRADIENT.Lifestyle }}
      />
      <Box sx={{ p: 2.25, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="span"
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: 999,
              fontSize: 12,
              fontWeight: 700,
              color: '#0b0a12',
              background: CATEGORY_GRADIENT[script.category] ?? CATEGORY_GRADIENT.Lifestyle,
            }}
          >
            {script.category}
          </Box>
          <Box
            component="span"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.75,
              fontSize: 12,
              color: 'text.secondary',
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATUS_COLOR[script.status] }}
            />
            {STATUS_LABEL[script.status]}
          </Box>
        </Box>
        <Typography id={`script-${script.id}`} component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
          {script.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            flex: 1,
          }}
        >
          {script.preview}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
        >
          <span>{script.word_count} words</span>
          <span aria-label={`${script.estimated_duration} seconds`}>
            {formatClock(script.estimated_duration)}
          </span>
          <span>
            {compactNumber(script.views)} {script.views === 1 ? 'view' : 'views'}
          </span>
          {script.videos > 0 && (
            <span>
              in {script.videos} {script.videos === 1 ? 'video' : 'videos'}
            </span>
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<MovieCreationRounded />}
            onClick={onUse}
            sx={{ borderColor: 'divider', color: 'text.primary' }}
          >
            Use in a video
          </Button>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${script.title}`} onClick={onEdit}>
              <EditRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={done ? 'Copied' : 'Copy'}>
            <IconButton
              aria-label={done ? 'Copied' : `Copy ${script.title}`}
              onClick={() => void copy(script.content)}
              color={done ? 'success' : 'default'}
            >
              {done ? <CheckRounded fontSize="small" /> : <ContentCopyRounded fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label={`Delete ${script.title}`} onClick={onDelete}>
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
}
