import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';

export interface Faq {
  q: string;
  a: string;
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqList({ items }: { items: Faq[] }) {
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', display: 'grid', gap: 1.5 }}>
      {items.map((f) => (
        <Box
          component="details"
          key={f.q}
          sx={{
            borderRadius: '16px',
            border: '1px solid rgba(255,255,255,0.08)',
            bgcolor: 'rgba(255,255,255,0.03)',
            transition: 'background-color .2s, border-color .2s',
            '&[open]': { bgcolor: 'rgba(139,92,246,0.08)', borderColor: 'rgba(167,139,250,0.3)' },
            '&[open] summary svg': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            sx={{
              listStyle: 'none',
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              px: { xs: 2.5, md: 3 },
              py: 2.25,
              fontWeight: 600,
              fontSize: 17,
              '&::-webkit-details-marker': { display: 'none' },
              '& svg': { transition: 'transform .2s', color: '#c4b5fd', flexShrink: 0 },
            }}
          >
            {f.q}
            <ExpandMoreRounded aria-hidden />
          </Box>
          <Box sx={{ px: { xs: 2.5, md: 3 }, pb: 2.5, color: 'text.secondary', lineHeight: 1.7 }}>{f.a}</Box>
        </Box>
      ))}
    </Box>
  );
}
