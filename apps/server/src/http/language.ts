import { LANGUAGE_MESSAGE, LANGUAGES } from '@reelsmith/contracts/languages';
import { z } from 'zod';

/**
 * A video's language in any request (body or query): ISO 639-1, one of LANGUAGES (issue 42). Left
 * out, it is the account's language, which the service looks up (`UsersRepo.language`; decision
 * 233): a creator who makes Spanish videos is not sent back to English by a caller that names none.
 */
export const languageSchema = z
  .enum(LANGUAGES, { error: () => LANGUAGE_MESSAGE })
  .optional()
  .describe(
    "ISO 639-1 code of the language the video is written and spoken in. Left out: the account's language (default_language on /api/users/me/, set in Settings → Video defaults; English unless changed).",
  );
