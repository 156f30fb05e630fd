import type { Voice, VoiceCategory } from '../../../lib/voices/get-voices';

export const CATEGORIES: VoiceCategory[] = ['Professional', 'Energetic', 'Educational', 'Casual', 'Unique'];
export const ALL_ACCENTS = 'all';
/** The spec's side panel. */
export const POPULAR_VOICE_IDS = ['rachel', 'drew', 'alice'];

const FLAGS: Record<string, string> = {
  American: '🇺🇸',
  British: '🇬🇧',
  Australian: '🇦🇺',
  Irish: '🇮🇪',
  Scottish: '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  Italian: '🇮🇹',
  Unique: '✨',
};
export const accentFlag = (accent: string) => FLAGS[accent] ?? '🌐';

export interface VoiceFilters {
  search: string;
  category: VoiceCategory | null;
  accent: string;
  favoritesOnly: boolean;
}

export const NO_FILTERS: VoiceFilters = {
  search: '',
  category: null,
  accent: ALL_ACCENTS,
  favoritesOnly: false,
};

export const hasFilters = (f: VoiceFilters) =>
  f.search.trim() !== '' || f.category !== null || f.accent !== ALL_ACCENTS || f.favoritesOnly;

/** The spec's search: name, accent, tone and description, ignoring case. */
export function matchesSearch(voice: Voice, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [voice.name, voice.accent, voice.tone, voice.description].some((field) =>
    field.toLowerCase().includes(q),
  );
}

export function filterVoices(voices: Voice[], f: VoiceFilters): Voice[] {
  return voices.filter(
    (v) =>
      matchesSearch(v, f.search) &&
      (f.category === null || v.category === f.category) &&
      (f.accent === ALL_ACCENTS || v.accent === f.accent) &&
      (!f.favoritesOnly || v.is_favorite),
  );
}

export function categoryCounts(voices: Voice[]): Record<VoiceCategory, number> {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<VoiceCategory, number>;
  for (const v of voices) counts[v.category] = (counts[v.category] ?? 0) + 1;
  return counts;
}

/** Each distinct accent once, in the catalogue's order. */
export const accentsOf = (voices: Voice[]) => [...new Set(voices.map((v) => v.accent))];

/** 'N of M voices', the search text and '(favorites only)'. */
export function resultLine(shown: number, total: number, f: VoiceFilters): string {
  const search = f.search.trim();
  return [
    `${shown} of ${total} voices`,
    search ? `matching "${search}"` : '',
    f.favoritesOnly ? '(favorites only)' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type PreviewStatus = 'ready' | 'update' | 'none';
export const previewStatus = (v: Voice): PreviewStatus =>
  !v.has_preview ? 'none' : v.preview_needs_update ? 'update' : 'ready';
export const PREVIEW_STATUS_TEXT: Record<PreviewStatus, string> = {
  ready: 'Preview ready',
  update: 'Update available',
  none: 'No preview yet',
};

/** Only a path inside this app may be returned to (never another site). */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The caller's path with `voice=<id>` set, keeping its other parameters. */
export function withVoice(path: string, voiceId: string): string {
  const url = new URL(path, 'http://app.invalid');
  url.searchParams.set('voice', voiceId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Relative preview URLs are served by the API's origin; absolute ones are used as they are. */
export function resolvePreviewUrl(url: string, base = window.location.origin): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, base).toString();
}
