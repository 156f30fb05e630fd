import Box from '@mui/material/Box';

// The product's public profiles; drawn as inline SVG so no third-party asset is loaded.
const PROFILES = [
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@reelsmith',
    path: 'M16.6 5.8a4.3 4.3 0 0 1-1-2.8h-3.1v12.4a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.7a5.8 5.8 0 1 0 4.9 5.7V9.1a7.4 7.4 0 0 0 4.3 1.4V7.4a4.3 4.3 0 0 1-3.3-1.6Z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/reelsmith',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1Zm0 1.7c2.5 0 2.8 0 3.8.1 2.5.1 3.7 1.3 3.8 3.8.1 1 .1 1.3.1 3.8s0 2.9-.1 3.9c-.1 2.5-1.3 3.7-3.8 3.8-1 .1-1.3.1-3.8.1s-2.9 0-3.8-.1c-2.6-.1-3.7-1.3-3.8-3.8-.1-1-.1-1.3-.1-3.9s0-2.8.1-3.8c.1-2.5 1.3-3.7 3.8-3.8 1-.1 1.3-.1 3.8-.1Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@reelsmith',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  },
  {
    name: 'X',
    href: 'https://x.com/reelsmith',
    path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/reelsmith',
    path: 'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2ZM8.3 18.3H5.7V9.8h2.6v8.5ZM7 8.6a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm11.3 9.7h-2.6v-4.1c0-1 0-2.3-1.4-2.3s-1.6 1.1-1.6 2.2v4.2h-2.6V9.8h2.5V11c.4-.7 1.2-1.4 2.5-1.4 2.7 0 3.2 1.8 3.2 4.1v4.6Z',
  },
];

export function SocialLinks({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="ul"
      aria-label="Reelsmith on social media"
      sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
    >
      {PROFILES.map((p) => (
        <li key={p.name}>
          <Box
            component="a"
            href={p.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Reelsmith on ${p.name}`}
            sx={{
              width: size,
              height: size,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '12px',
              color: 'text.secondary',
              bgcolor: 'rgba(255,255,255,0.05)',
              border: '1px solid rgba(255,255,255,0.08)',
              transition: 'color .2s, background-color .2s, transform .2s',
              '&:hover': { color: '#fff', bgcolor: 'rgba(167,139,250,0.2)', transform: 'translateY(-2px)' },
            }}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d={p.path} />
            </svg>
          </Box>
        </li>
      ))}
    </Box>
  );
}
