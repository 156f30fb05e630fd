import { createTheme } from '@mui/material/styles';

// The spec's breakpoints are MUI's defaults, stated here so nobody "fixes" them.
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  cssVariables: true,
  palette: {
    mode: 'dark',
    primary: { main: '#a78bfa', contrastText: '#0b0a12' },
    secondary: { main: '#f472b6', contrastText: '#0b0a12' },
    success: { main: '#34d399' },
    warning: { main: '#fbbf24' },
    error: { main: '#f87171' },
    background: { default: '#0b0a12', paper: '#15131f' },
    text: { primary: '#f5f3ff', secondary: '#c4c0d6' },
    divider: 'rgba(255,255,255,0.10)',
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    h1: {
      fontFamily: '"Plus Jakarta Sans Variable", "Inter Variable", sans-serif',
      fontWeight: 800,
      letterSpacing: '-0.03em',
    },
    h2: {
      fontFamily: '"Plus Jakarta Sans Variable", "Inter Variable", sans-serif',
      fontWeight: 800,
      letterSpacing: '-0.02em',
    },
    h3: { fontFamily: '"Plus Jakarta Sans Variable", "Inter Variable", sans-serif', fontWeight: 700 },
    h4: { fontFamily: '"Plus Jakarta Sans Variable", "Inter Variable", sans-serif', fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid rgba(255,255,255,0.08)' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // MUI's half-black backdrop barely dims a dark page: a dialog over bright thumbnails got lost.
    MuiBackdrop: {
      styleOverrides: {
        root: {
          variants: [
            {
              props: { invisible: false },
              style: { backgroundColor: 'rgba(5,4,10,0.78)', backdropFilter: 'blur(4px)' },
            },
          ],
        },
      },
    },
    MuiDialog: { styleOverrides: { paper: { border: '1px solid rgba(255,255,255,0.10)' } } },
  },
});

export const brandGradient = 'linear-gradient(135deg, #8b5cf6 0%, #ec4899 100%)';

/** A square of the brand gradient with an icon centred in it (feature lists, empty states). */
export const gradientTile = (size: number, borderRadius: string) =>
  ({
    width: size,
    height: size,
    borderRadius,
    display: 'grid',
    placeItems: 'center',
    background: brandGradient,
  }) as const;

/** A list without bullets, indent or margins: the lists laid out as grids, rows and cards. */
export const bareList = { listStyle: 'none', p: 0, m: 0 } as const;

/** Two columns side by side from medium screens on (`columns`, e.g. '1.1fr 0.9fr'), stacked below. */
export const twoColumns = (columns: string, gap: { xs: number; md: number }) =>
  ({ display: 'grid', gap, gridTemplateColumns: { xs: '1fr', md: columns }, alignItems: 'center' }) as const;

/** The small capitals over a list of links (footer columns, a page's contents). */
export const overline = {
  fontSize: 13,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '#a5a1bb',
} as const;

/** A dark pill in a video's top-left corner (what the preview shows). */
export const cornerBadge = {
  position: 'absolute',
  top: 10,
  left: 10,
  px: 1.25,
  py: 0.5,
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 700,
} as const;
