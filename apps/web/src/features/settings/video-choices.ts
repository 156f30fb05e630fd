// The ids of packages/contracts/src/video.ts and the voice catalogue, copied so the settings chunk
// does not pull zod into the browser; video-choices.test.ts fails when they drift apart.
export const VIDEO_STYLES = [
  'cinematic',
  'documentary',
  'abstract',
  'minimal',
  'retro',
  'futuristic',
] as const;
export const CAPTION_PRESETS = ['bold', 'pop', 'boxed', 'minimal', 'neon'] as const;

// The spec's voices: 5 female, 15 male and one character voice.
export const VOICES: { id: string; group: 'Female' | 'Male' | 'Character' }[] = [
  ...['rachel', 'sarah', 'charlotte', 'alice', 'matilda'].map((id) => ({ id, group: 'Female' as const })),
  ...[
    'josh',
    'antoni',
    'adam',
    'sam',
    'drew',
    'clyde',
    'dave',
    'fin',
    'giovanni',
    'arnold',
    'thomas',
    'charlie',
    'george',
    'callum',
    'liam',
  ].map((id) => ({ id, group: 'Male' as const })),
  { id: 'mimi', group: 'Character' },
];
