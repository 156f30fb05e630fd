/** A card's paper background with the thin divider edge. */
export const surface = { bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' } as const;

/** The signed-in screens' card surface (analytics, monetization, trending, affiliate, chart cards). */
export const panelSx = {
  p: { xs: 2, sm: 2.5 },
  borderRadius: '18px',
  ...surface,
} as const;

/** A stack of panels as a list (top posts, scheduled posts, tips, accounts). */
export const panelListSx = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 } as const;

/** One panel of such a list. */
export const panelRowSx = { ...panelSx, p: 1.75 } as const;
