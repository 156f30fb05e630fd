import { describe, expect, it } from 'vitest';
import {
  accentFlag,
  accentsOf,
  categoryCounts,
  filterVoices,
  NO_FILTERS,
  resolvePreviewUrl,
  resultLine,
  safeReturnTo,
  withVoice,
} from './voice-filters';

import { voice } from './voice-fixture';

const voices = [
  voice({ id: 'rachel', name: 'Rachel', description: 'Calm, composed young woman' }),
  voice({
    id: 'alice',
    name: 'Alice',
    accent: 'British',
    tone: 'Confident',
    description: 'News-presenter energy',
    is_favorite: true,
  }),
  voice({
    id: 'josh',
    name: 'Josh',
    tone: 'Energetic',
    category: 'Energetic',
    description: 'Made for hooks',
  }),
  voice({
    id: 'fin',
    name: 'Fin',
    accent: 'Irish',
    tone: 'Lively',
    category: 'Energetic',
    description: 'Sea-shanty cheer',
  }),
];

describe('voice filters', () => {
  it('searches name, accent, tone and description, ignoring case', () => {
    const ids = (search: string) => filterVoices(voices, { ...NO_FILTERS, search }).map((v) => v.id);
    expect(ids('RACH')).toEqual(['rachel']);
    expect(ids('british')).toEqual(['alice']);
    expect(ids('lively')).toEqual(['fin']);
    expect(ids('hooks')).toEqual(['josh']);
    expect(ids('  ')).toHaveLength(4);
  });

  it('combines category, accent and favourites', () => {
    expect(filterVoices(voices, { ...NO_FILTERS, category: 'Energetic' }).map((v) => v.id)).toEqual([
      'josh',
      'fin',
    ]);
    expect(
      filterVoices(voices, { ...NO_FILTERS, category: 'Energetic', accent: 'Irish' }).map((v) => v.id),
    ).toEqual(['fin']);
    expect(filterVoices(voices, { ...NO_FILTERS, favoritesOnly: true }).map((v) => v.id)).toEqual(['alice']);
  });

  it('counts categories and lists accents once', () => {
    expect(categoryCounts(voices)).toEqual({
      Professional: 2,
      Energetic: 2,
      Educational: 0,
      Casual: 0,
      Unique: 0,
    });
    expect(accentsOf(voices)).toEqual(['American', 'British', 'Irish']);
    expect(accentFlag('British')).toBe('🇬🇧');
  });

  it('writes the result line with the search text and favourites', () => {
    expect(resultLine(21, 21, NO_FILTERS)).toBe('21 of 21 voices');
    expect(resultLine(1, 21, { ...NO_FILTERS, search: ' brit ', favoritesOnly: true })).toBe(
      '1 of 21 voices matching "brit" (favorites only)',
    );
  });

  it('returns only to paths in this app, with the voice appended', () => {
    expect(safeReturnTo('/create')).toBe('/create');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
    expect(withVoice('/create', 'drew')).toBe('/create?voice=drew');
    expect(withVoice('/create?step=3', 'drew')).toBe('/create?step=3&voice=drew');
  });

  it('prefixes relative preview URLs and keeps absolute ones', () => {
    expect(resolvePreviewUrl('/api/files/public/voices/a.mp3', 'http://app.test')).toBe(
      'http://app.test/api/files/public/voices/a.mp3',
    );
    expect(resolvePreviewUrl('https://cdn.test/a.mp3', 'http://app.test')).toBe('https://cdn.test/a.mp3');
  });
});
