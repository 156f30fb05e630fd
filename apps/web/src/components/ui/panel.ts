/** A card's paper background with the thin divider edge. */
export const surface = { bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' } as const;

/** The signed-in screens' card surface (analytics, monetization, trending, affiliate, chart cards). */
export const panelSx = {
  p: { xs: 2, sm: 2.5 },
  borderRadius: '18px',
  ...surface,
} as const;
