import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import SubtitlesRounded from '@mui/icons-material/SubtitlesRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Tool {
  id: string;
  title: string;
  subtitle: string;
  Icon: SvgIconComponent;
  gradient: string;
  to?: string;
  onClick?: () => void;
  popular?: boolean;
  note?: string;
  disabled?: boolean;
}

function ToolCard({ tool }: { tool: Tool }) {
  const interactive = !tool.disabled;
  const linkProps = tool.to
    ? { component: RouterLink, to: tool.to }
    : { component: 'button' as const, type: 'button' as const, onClick: tool.onClick };
  return (
    <Box
      {...(interactive ? linkProps : { component: 'div' as const, 'aria-disabled': true })}
      data-testid={`tool-${tool.id}`}
      sx={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2.25,
        borderRadius: '18px',
        minHeight: 168,
        cursor: interactive ? 'pointer' : 'default',
        position: 'relative',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: tool.popular ? 'rgba(236,72,153,0.45)' : 'divider',
        transition: 'transform .18s ease, border-color .18s, box-shadow .18s',
        opacity: interactive ? 1 : 0.72,
        '&:hover': interactive
          ? {
              transform: 'translateY(-3px)',
              borderColor: 'rgba(167,139,250,0.6)',
              boxShadow: '0 18px 40px -20px rgba(139,92,246,0.6)',
            }
          : undefined,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Box
          sx={{
            width: 42,
            height: 42,
            borderRadius: '14px',
            display: 'grid',
            placeItems: 'center',
            background: tool.gradient,
          }}
        >
          <tool.Icon sx={{ color: '#fff' }} />
        </Box>
        {tool.popular && (
          <Chip
            label="Popular"
            size="small"
            sx={{ fontWeight: 700, color: '#fff', background: 'linear-gradient(135deg,#ec4899,#f97316)' }}
          />
        )}
        {tool.disabled && <Chip label="Later" size="small" variant="outlined" sx={{ fontWeight: 600 }} />}
      </Box>
      <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{tool.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.45 }}>
        {tool.subtitle}
      </Typography>
      {tool.note && (
        <Typography variant="caption" sx={{ color: 'warning.light', mt: 'auto' }}>
          {tool.note}
        </Typography>
      )}
    </Box>
  );
}

/** The five tools; each opens something that works, or says plainly when it arrives. */
export function ToolCards({ onIdeas }: { onIdeas: () => void }) {
  const tools: Tool[] = [
    {
      id: 'text-to-video',
      title: 'Text to video',
      subtitle: 'Topic → script → voice → finished video, step by step with full control.',
      Icon: AutoFixHighRounded,
      gradient: 'linear-gradient(135deg,#8b5cf6,#ec4899)',
      to: '/create',
      popular: true,
    },
    {
      id: 'script-generator',
      title: 'Script generator',
      subtitle: 'A hook, the body and a call to action, timed for 15 to 60 seconds.',
      Icon: EditNoteRounded,
      gradient: 'linear-gradient(135deg,#0ea5e9,#6366f1)',
      to: '/create',
    },
    {
      id: 'idea-generator',
      title: 'Idea generator',
      subtitle: 'Ten video ideas for your niche, each one click from a video.',
      Icon: LightbulbRounded,
      gradient: 'linear-gradient(135deg,#f59e0b,#ef4444)',
      onClick: onIdeas,
    },
    {
      id: 'caption-generator',
      title: 'Caption generator',
      subtitle: 'Captions in five tones, sized for each platform and scored for engagement.',
      Icon: SubtitlesRounded,
      gradient: 'linear-gradient(135deg,#10b981,#06b6d4)',
      to: '/scripts?tab=captions',
    },
    {
      id: 'image-to-video',
      title: 'Image to video',
      subtitle: 'Up to 20 photos become a moving short with a voice-over or music.',
      Icon: ImageRounded,
      gradient: 'linear-gradient(135deg,#f43f5e,#8b5cf6)',
      to: '/upload-video?mode=photos',
    },
  ];
  return (
    <Box component="section" aria-labelledby="tools-title">
      <Typography id="tools-title" component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1.5 }}>
        Tools
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          gap: { xs: 1.5, sm: 2 },
          '& > :first-child': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        }}
      >
        {tools.map((t) => (
          <ToolCard key={t.id} tool={t} />
        ))}
      </Box>
    </Box>
  );
}
