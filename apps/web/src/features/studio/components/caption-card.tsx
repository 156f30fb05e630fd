import CheckRounded from '@mui/icons-material/CheckRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { captionPostText, PLATFORM_RULES } from '@reelsmith/contracts/captions';
import { titleCase } from '../../../lib/video-options';
import type { StudioCaption } from '../api/types';
import { useShare } from '../hooks/use-share';
import { EngagementBadge } from './engagement-badge';
import { ShareActions } from './share-actions';
import { cardSx, PLATFORM_GRADIENT } from './studio-look';

export function CaptionCard({
  caption,
  onEdit,
  onDelete,
  onUse,
  useLabel,
  useNote,
}: {
  caption: StudioCaption;
  onEdit: () => void;
  onDelete: () => void;
  /** Copies the caption (and sets it on the chosen video, if any). */
  onUse: (copy: (text: string) => Promise<void>) => void;
  useLabel: string;
  useNote?: string;
}) {
  const { copy, done } = useShare();
  const post = captionPostText(caption.text, caption.hashtags);
  const platform = PLATFORM_RULES[caption.platform];
  return (
    <Box component="article" aria-label={`${platform.label} caption, ${caption.tone}`} sx={cardSx}>
      <Box sx={{ height: 6, background: PLATFORM_GRADIENT[caption.platform] }} />
      <Box sx={{ p: 2.25, display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{platform.label}</Typography>
          <Typography variant="body2" color="text.secondary">
            · {titleCase(caption.tone)}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <EngagementBadge caption={caption} />
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="caption-text">
          {caption.text}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }} role="list" aria-label="Hashtags">
          {caption.hashtags.map((h) => (
            <Box
              key={h}
              component="span"
              role="listitem"
              sx={{
                fontSize: 13,
                fontWeight: 600,
                color: 'primary.light',
                bgcolor: 'rgba(167,139,250,0.12)',
                px: 1,
                py: 0.25,
                borderRadius: 999,
              }}
            >
              {h}
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {caption.character_count}/{caption.character_limit} characters
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="contained"
            color={done ? 'success' : 'primary'}
            startIcon={done ? <CheckRounded /> : undefined}
            onClick={() => onUse(copy)}
          >
            {done ? (useNote ?? 'Copied') : useLabel}
          </Button>
          <ShareActions title={`${platform.label} caption`} text={post} />
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Edit">
            <IconButton aria-label="Edit caption" onClick={onEdit}>
              <EditRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton aria-label="Delete caption" onClick={onDelete}>
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
}
