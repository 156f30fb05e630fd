import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReelsMark, ShortsMark, TikTokMark } from './platform-icons';
import { pageWidth } from './section';

/** The platforms under the landing's hero: fetched with the sections below, after the hero paints. */
export default function PlatformStrip() {
  return (
    <Box sx={{ ...pageWidth, position: 'relative', mt: { xs: 6, md: 9 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 2, md: 5 },
          justifyContent: 'center',
          alignItems: 'center',
          color: '#a5a1bb',
        }}
      >
        <Typography
          sx={{ fontSize: 14, fontWeight: 600, width: { xs: '100%', md: 'auto' }, textAlign: 'center' }}
        >
          Made for the feeds that matter
        </Typography>
        {[
          { icon: <TikTokMark size={22} />, name: 'TikTok' },
          { icon: <ReelsMark size={22} />, name: 'Instagram Reels' },
          { icon: <ShortsMark size={22} />, name: 'YouTube Shorts' },
        ].map((p) => (
          <Box
            key={p.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 700,
              fontSize: { xs: 15, md: 18 },
              color: '#d4d0e6',
            }}
          >
            {p.icon}
            {p.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
