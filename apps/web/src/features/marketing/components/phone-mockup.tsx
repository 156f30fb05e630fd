import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import ModeCommentRounded from '@mui/icons-material/ModeCommentRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import Box from '@mui/material/Box';
import { displayFigure } from './section';

export type Scene = 'sunset' | 'ocean' | 'neon' | 'forest';

const SCENES: Record<Scene, { sky: string; hill1: string; hill2: string; sun: string }> = {
  sunset: {
    sky: 'linear-gradient(180deg,#312e81 0%,#7c3aed 38%,#db2777 70%,#f59e0b 100%)',
    hill1: '#1e1b4b',
    hill2: '#3b0764',
    sun: '#fde68a',
  },
  ocean: {
    sky: 'linear-gradient(180deg,#0c4a6e 0%,#0891b2 45%,#67e8f9 100%)',
    hill1: '#082f49',
    hill2: '#164e63',
    sun: '#f0fdfa',
  },
  neon: {
    sky: 'linear-gradient(180deg,#020617 0%,#4c1d95 50%,#be185d 100%)',
    hill1: '#0f172a',
    hill2: '#312e81',
    sun: '#f472b6',
  },
  forest: {
    sky: 'linear-gradient(180deg,#052e16 0%,#15803d 50%,#a3e635 100%)',
    hill1: '#022c22',
    hill2: '#14532d',
    sun: '#fef9c3',
  },
};

/**
 * A drawn 9:16 phone showing a finished short: scenery, word-by-word captions and the platform's
 * side actions. Everything is CSS and SVG; animation stops under reduced motion.
 */
export function PhoneMockup({
  caption = 'This AI made my video in 30 seconds',
  handle = '@you',
  scene = 'sunset',
  width = 280,
  label = 'Preview of a generated short video',
}: {
  caption?: string;
  handle?: string;
  scene?: Scene;
  width?: number | Record<string, number>;
  label?: string;
}) {
  const s = SCENES[scene];
  const words = caption.split(' ');
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width,
        aspectRatio: '9 / 19',
        borderRadius: '44px',
        p: '10px',
        background: 'linear-gradient(160deg,#3f3a55,#16141f 40%,#2a2638)',
        boxShadow:
          '0 40px 80px -20px rgba(0,0,0,0.8), 0 0 0 1px rgba(255,255,255,0.08) inset, 0 0 80px -10px rgba(167,139,250,0.35)',
        position: 'relative',
        flexShrink: 0,
      }}
    >
      <Box
        sx={{
          position: 'relative',
          height: '100%',
          borderRadius: '34px',
          overflow: 'hidden',
          background: s.sky,
        }}
      >
        {/* scenery */}
        <Box
          sx={{
            position: 'absolute',
            width: '34%',
            aspectRatio: '1',
            borderRadius: '50%',
            left: '33%',
            top: '30%',
            background: s.sun,
            boxShadow: `0 0 60px 20px ${s.sun}55`,
            animation: 'rs-sun 6s ease-in-out infinite alternate',
            '@keyframes rs-sun': {
              from: { transform: 'translateY(6%)' },
              to: { transform: 'translateY(-6%)' },
            },
          }}
        />
        <Box
          component="svg"
          viewBox="0 0 100 60"
          preserveAspectRatio="none"
          sx={{ position: 'absolute', bottom: 0, width: '100%', height: '48%' }}
        >
          <path d="M0 30 Q20 10 40 26 T80 18 T100 24 V60 H0Z" fill={s.hill2} opacity="0.9" />
          <path d="M0 42 Q25 26 50 40 T100 34 V60 H0Z" fill={s.hill1} />
        </Box>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(180deg,rgba(0,0,0,0.35) 0%,transparent 22%,transparent 55%,rgba(0,0,0,0.55) 100%)',
          }}
        />
        {/* platform chrome */}
        <Box
          sx={{
            position: 'absolute',
            top: '9%',
            insetInline: 0,
            display: 'flex',
            justifyContent: 'center',
            gap: 1.5,
            fontSize: 12,
            fontWeight: 700,
            color: 'rgba(255,255,255,0.75)',
          }}
        >
          <span>Following</span>
          <Box component="span" sx={{ color: '#fff', borderBottom: '2px solid #fff', pb: 0.25 }}>
            For You
          </Box>
        </Box>
        {/* captions, one word lit at a time */}
        <Box
          sx={{
            position: 'absolute',
            left: '7%',
            right: '19%',
            top: '50%',
            textAlign: 'center',
            ...displayFigure,
            fontSize: { xs: 17, md: 20 },
            lineHeight: 1.2,
            color: '#fff',
            textShadow: '0 2px 0 #000, 0 0 12px rgba(0,0,0,0.6)',
            textTransform: 'uppercase',
          }}
        >
          {words.map((w, i) => (
            <Box
              key={i}
              component="span"
              sx={{
                display: 'inline-block',
                mx: '0.14em',
                animation: `rs-word ${words.length * 0.45}s ${i * 0.45}s infinite`,
                '@keyframes rs-word': {
                  '0%, 100%': { color: '#fff', transform: 'scale(1)' },
                  '2%, 9%': { color: '#fde047', transform: 'scale(1.12)' },
                  '12%': { color: '#fff', transform: 'scale(1)' },
                },
              }}
            >
              {w}
            </Box>
          ))}
        </Box>
        {/* side actions */}
        <Box
          sx={{
            position: 'absolute',
            right: '5%',
            bottom: '20%',
            display: 'grid',
            gap: 1.5,
            justifyItems: 'center',
            color: '#fff',
            fontSize: 11,
            fontWeight: 700,
          }}
        >
          {[
            { icon: <FavoriteRounded sx={{ fontSize: 26, color: '#fb7185' }} />, n: '128K' },
            { icon: <ModeCommentRounded sx={{ fontSize: 24 }} />, n: '2,304' },
            { icon: <ReplyRounded sx={{ fontSize: 26, transform: 'scaleX(-1)' }} />, n: 'Share' },
          ].map((a) => (
            <Box key={a.n} sx={{ display: 'grid', justifyItems: 'center', gap: 0.25 }}>
              {a.icon}
              {a.n}
            </Box>
          ))}
        </Box>
        {/* author and hashtags */}
        <Box sx={{ position: 'absolute', left: '6%', right: '22%', bottom: '5%', color: '#fff' }}>
          <Box sx={{ fontWeight: 700, fontSize: 13 }}>{handle}</Box>
          <Box sx={{ fontSize: 11.5, opacity: 0.9, mt: 0.25 }}>#fyp #aitools #viral #creator</Box>
          <Box
            sx={{ mt: 1, height: 3, borderRadius: 2, bgcolor: 'rgba(255,255,255,0.25)', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: '100%',
                bgcolor: '#fff',
                transformOrigin: 'left',
                animation: 'rs-play 9s linear infinite',
                '@keyframes rs-play': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } },
              }}
            />
          </Box>
        </Box>
      </Box>
      {/* notch */}
      <Box
        sx={{
          position: 'absolute',
          top: 18,
          left: '50%',
          transform: 'translateX(-50%)',
          width: '30%',
          height: 22,
          borderRadius: 999,
          bgcolor: '#0b0a12',
        }}
      />
    </Box>
  );
}
