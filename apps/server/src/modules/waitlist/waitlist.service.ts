import type { AppContext } from '../../context.ts';
import type { EmailService } from '../email/email.service.ts';
import { AppError } from '../../http/errors.ts';
import { EMAIL_SHAPE, escapeHtml } from '../../lib/text.ts';
import { WaitlistRepo } from './waitlist.repo.ts';

/** The spec: the first 50 podcasters (entries with a podcast link) get early access. */
export const EARLY_ACCESS_SEATS = 50;
export const INVALID_EMAIL = 'Please enter a valid email.';
export const JOINED = "You're in! Check your email for a confirmation.";
export const ALREADY_JOINED = "You're already on the list. We'll be in touch soon!";

export interface JoinInput {
  email: string;
  podcast_url?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  utm_term?: string | null;
  referrer?: string | null;
  source?: string | null;
}

export interface JoinResult {
  created: boolean;
  earlyAccess: boolean;
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

function podcastUrlOf(raw: string | null | undefined): string | null {
  const v = blankToNull(raw);
  if (!v) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname.includes('.')) throw new Error('bad');
    return url.toString();
  } catch {
    const msg = 'Please enter a valid podcast link (for example https://yourshow.fm).';
    throw new AppError(400, 'invalid_podcast_url', msg, { detail: msg, podcast_url: [msg] });
  }
}

/** The waitlist: one entry per email and a confirmation email for each new one. */
export class WaitlistService {
  readonly repo: WaitlistRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly email: Pick<EmailService, 'enqueue'>,
  ) {
    this.repo = new WaitlistRepo(ctx.database.db);
  }

  /**
   * Adds an email to the waitlist once (case-insensitively) and sends a confirmation. Entries with a
   * podcast link take one of the early-access seats while any are left.
   */
  async join(input: JoinInput): Promise<JoinResult> {
    const email = input.email.trim();
    if (!EMAIL_SHAPE.test(email)) {
      throw new AppError(400, 'invalid_email', INVALID_EMAIL, {
        detail: INVALID_EMAIL,
        email: [INVALID_EMAIL],
      });
    }
    const podcastUrl = podcastUrlOf(input.podcast_url);
    const result = await this.repo.addOnce(
      {
        email,
        podcastUrl,
        utmSource: blankToNull(input.utm_source),
        utmMedium: blankToNull(input.utm_medium),
        utmCampaign: blankToNull(input.utm_campaign),
        utmContent: blankToNull(input.utm_content),
        utmTerm: blankToNull(input.utm_term),
        referrer: blankToNull(input.referrer),
        source: blankToNull(input.source) ?? 'waitlist',
      },
      EARLY_ACCESS_SEATS,
    );
    if (result.created)
      await sendConfirmation(this.ctx.env.PUBLIC_URL, this.email, email, result.earlyAccess);
    return result;
  }
}

async function sendConfirmation(
  publicUrl: string,
  outbox: Pick<EmailService, 'enqueue'>,
  email: string,
  earlyAccess: boolean,
) {
  const seat = earlyAccess
    ? 'Good news: you are one of our first 50 podcasters, so you get early access. We will email you as soon as your seat opens.'
    : 'We will email you as soon as your spot opens.';
  const text = [
    "You're on the Reelsmith waitlist!",
    '',
    seat,
    '',
    'Reelsmith turns an idea into a captioned, voiced short video for TikTok, Instagram Reels and YouTube Shorts in about 30 seconds.',
    '',
    `See what is coming: ${publicUrl}/works-how`,
    '',
    'If you did not sign up, ignore this email and you will not hear from us again.',
  ].join('\n');
  await outbox.enqueue({
    to: email,
    subject: "You're on the Reelsmith waitlist",
    text,
    html: `<h2>You're on the Reelsmith waitlist!</h2><p>${escapeHtml(seat)}</p><p>Reelsmith turns an idea into a captioned, voiced short video for TikTok, Instagram Reels and YouTube Shorts in about 30 seconds.</p><p><a href="${escapeHtml(publicUrl)}/works-how">See what is coming</a></p><p style="color:#666">If you did not sign up, ignore this email and you will not hear from us again.</p>`,
  });
}
