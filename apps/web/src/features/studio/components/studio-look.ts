// Card colours per script category and per caption platform (the sample's "gradient").
export const CATEGORY_GRADIENT: Record<string, string> = {
  Lifestyle: 'linear-gradient(135deg, #f472b6 0%, #fb923c 100%)',
  Technology: 'linear-gradient(135deg, #60a5fa 0%, #a78bfa 100%)',
  Health: 'linear-gradient(135deg, #34d399 0%, #22d3ee 100%)',
  Food: 'linear-gradient(135deg, #fbbf24 0%, #f87171 100%)',
  Business: 'linear-gradient(135deg, #818cf8 0%, #38bdf8 100%)',
  Entertainment: 'linear-gradient(135deg, #e879f9 0%, #f43f5e 100%)',
};

export const PLATFORM_GRADIENT: Record<string, string> = {
  tiktok: 'linear-gradient(135deg, #22d3ee 0%, #f43f5e 100%)',
  instagram: 'linear-gradient(135deg, #f59e0b 0%, #ec4899 55%, #8b5cf6 100%)',
  youtube: 'linear-gradient(135deg, #ef4444 0%, #f97316 100%)',
  twitter: 'linear-gradient(135deg, #38bdf8 0%, #6366f1 100%)',
};

export const STATUS_LABEL = { completed: 'Completed', draft: 'Draft', 'in-progress': 'In progress' } as const;
export const STATUS_COLOR = { completed: '#34d399', draft: '#c4c0d6', 'in-progress': '#fbbf24' } as const;

export const cardSx = {
  borderRadius: '20px',
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'rgba(21,19,31,0.85)',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
} as const;

/** The spec's read time: words ÷ 150, rounded up, at least 1 minute. */
export const readMinutes = (words: number) => Math.max(1, Math.ceil(words / 150));
