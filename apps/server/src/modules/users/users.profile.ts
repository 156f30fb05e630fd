import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@reelsmith/contracts/languages';
import type { AppContext } from '../../context.ts';
import type { User } from '../../db/schema/index.ts';
import { isOperator } from '../../lib/operator-role.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';

export interface Profile {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  plan: string;
  credits: number | null;
  avatar: string | null;
  default_voice: string;
  default_style: string;
  default_caption_preset: string;
  default_language: Language;
  date_joined: string;
  /** Shows the operator console in the navigation; the server checks every console call itself. */
  operator: boolean;
}

/** What Settings and the app bar show of an account. */
export async function profileOf(
  user: User,
  ctx: Pick<AppContext, 'env' | 'urls'>,
  billing: Pick<AllowancesService, 'planFor' | 'creditsLeft'>,
): Promise<Profile> {
  const version = user.updatedAt.getTime().toString(36);
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    // The plan in force (a grant, a subscription or the team's), from billing like everywhere else.
    plan: (await billing.planFor(user.id)).id,
    // Videos left this month (null: unlimited), counted from usage like everywhere else.
    credits: await billing.creditsLeft(user.id),
    // The version makes a replaced picture a new URL, so browsers do not show the cached one.
    avatar: user.avatarUrl ? `${ctx.urls.sign(user.avatarUrl)}&v=${version}` : null,
    default_voice: user.defaultVoice,
    default_style: user.defaultStyle,
    default_caption_preset: user.defaultCaptionPreset,
    default_language: isLanguage(user.defaultLanguage) ? user.defaultLanguage : DEFAULT_LANGUAGE,
    date_joined: user.createdAt.toISOString(),
    operator: isOperator(ctx.env, user),
  };
}
