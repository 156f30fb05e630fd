import type { Voice } from '../../../lib/voices/get-voices';

/** A catalogue voice for tests: a calm American female voice with no preview, unless `over` says otherwise. */
export const voice = (over: Partial<Voice>): Voice => ({
  id: 'x',
  name: 'X',
  description: '',
  accent: 'American',
  tone: 'Calm',
  category: 'Professional',
  mood: '😌',
  gender: 'female',
  has_preview: false,
  preview_url: null,
  preview_needs_update: false,
  preview_text: '',
  last_preview_generated: null,
  is_favorite: false,
  language: 'en',
  robotic: false,
  pace: null,
  ...over,
});
