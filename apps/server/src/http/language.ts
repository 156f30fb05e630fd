import { DEFAULT_LANGUAGE, LANGUAGE_MESSAGE, LANGUAGES } from '@reelsmith/contracts/languages';
import { z } from 'zod';

/** A video's language in any request (body or query): ISO 639-1, one of LANGUAGES (issue 42). */
export const languageSchema = z.enum(LANGUAGES, { error: () => LANGUAGE_MESSAGE }).default(DEFAULT_LANGUAGE);
