import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';

/** The round play badge over a video thumbnail, with a shade at the bottom so it reads on any frame. */
export function PlayOverlay() {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'flex-end',
        p: 1,
        background: 'linear-gradient(180deg, transparent 60%, rgba(0,0,0,0.6))',
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(0,0,0,0.45)',
          backdropFilter: 'blur(6px)',
          border: '1px solid rgba(255,255,255,0.3)',
        }}
      >
        <PlayArrowRounded sx={{ color: '#fff' }} />
      </Box>
    </Box>
  );
}
