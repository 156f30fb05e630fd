import { existsSync } from 'node:fs';
import type { Language } from '@reelsmith/contracts/languages';
import type { CatalogueVoice } from './catalogue.ts';

// Festival's recorded diphone voices of other languages that Debian packages (issue 42, decision
// 225): Italian, a woman (festvox-italp16k) and a man (festvox-itapc16k), and Hindi, a man
// (festvox-hi-nsk with festival-hi's lexicon). They sound less mechanical than espeak-ng, so a
// catalogue voice of the same gender speaks them; the others keep espeak-ng (decision 208).

interface FestivalLanguageVoice {
  /** The Scheme call that selects it. */
  select: string;
  /** Installed when this exists. */
  needs: string[];
  genders: readonly CatalogueVoice['gender'][];
}

const VOICES: Partial<Record<Language, FestivalLanguageVoice[]>> = {
  it: [
    {
      select: '(voice_lp_diphone)',
      needs: ['/usr/share/festival/voices/italian/lp_diphone'],
      genders: ['female', 'character'],
    },
    {
      select: '(voice_pc_diphone)',
      needs: ['/usr/share/festival/voices/italian/pc_diphone'],
      genders: ['male'],
    },
  ],
  hi: [
    {
      select: '(voice_hindi_NSK_diphone)',
      needs: ['/usr/share/festival/voices/hindi/hindi_NSK_diphone', '/usr/share/festival/hindi_scm'],
      genders: ['male'],
    },
  ],
};

const installed = new Map<string, boolean>();
const present = (paths: string[]) =>
  paths.every((p) => installed.get(p) ?? (installed.set(p, existsSync(p)), installed.get(p)!));

/** The Festival voice this catalogue voice speaks `language` with offline, if Debian's is installed. */
export function festivalVoiceFor(voice: CatalogueVoice, language: Language): FestivalLanguageVoice | null {
  return VOICES[language]?.find((f) => f.genders.includes(voice.gender) && present(f.needs)) ?? null;
}
