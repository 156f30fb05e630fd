import { useState } from 'react';
import { api, ApiError } from '../api-client';
import { SOMETHING_WENT_WRONG } from '../server-errors';

export const INVALID_EMAIL = 'Please enter a valid email.';
export const JOIN_FALLBACK_ERROR = SOMETHING_WENT_WRONG;
export const JOINED = "You're in! Check your email for a confirmation.";

/** The spec's rule: text, at sign, text, dot, text. */
export const isEmailShaped = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

export interface JoinPayload {
  email: string;
  podcast_url: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  referrer: string | null;
  source?: 'waitlist' | 'footer';
  website?: string;
}

export interface JoinAnswer {
  message: string;
  early_access: boolean;
  already_joined: boolean;
}

/** UTM fields from the current address and the page that sent the visitor here. */
export function attribution(): Pick<
  JoinPayload,
  'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term' | 'referrer'
> {
  const q = new URLSearchParams(window.location.search);
  return {
    utm_source: q.get('utm_source'),
    utm_medium: q.get('utm_medium'),
    utm_campaign: q.get('utm_campaign'),
    utm_content: q.get('utm_content'),
    utm_term: q.get('utm_term'),
    referrer: document.referrer || null,
  };
}

export const joinWaitlist = (payload: JoinPayload) =>
  api<JoinAnswer>('/api/waitlist/join/', { body: { ...payload }, anonymous: true });

/** The spec reads an error answer as detail, then message, then its first value. */
export function joinErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return JOIN_FALLBACK_ERROR;
  const body = err.body;
  for (const key of ['detail', 'message']) {
    if (typeof body[key] === 'string' && body[key]) return body[key] as string;
  }
  const first = Object.values(body)[0];
  if (typeof first === 'string' && first) return first;
  if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  return JOIN_FALLBACK_ERROR;
}

export type JoinState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string; earlyAccess: boolean }
  | { kind: 'error'; message: string };

/**
 * The one waitlist join (the waitlist page and the footer): honeypot, the email rule, the call
 * with attribution, and the spec's answers. `join` resolves true when the visitor is on the list.
 */
export function useWaitlistJoin(source: NonNullable<JoinPayload['source']>) {
  const [state, setState] = useState<JoinState>({ kind: 'idle' });
  const join = async ({
    email,
    podcastUrl = null,
    trap = '',
  }: {
    email: string;
    podcastUrl?: string | null;
    trap?: string;
  }): Promise<boolean> => {
    // A filled honeypot means a bot: stop without a word.
    if (trap) return false;
    if (!isEmailShaped(email)) {
      setState({ kind: 'error', message: INVALID_EMAIL });
      return false;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await joinWaitlist({
        email: email.trim(),
        podcast_url: podcastUrl,
        ...attribution(),
        source,
      });
      setState({
        kind: 'done',
        message: answer.already_joined ? answer.message : JOINED,
        earlyAccess: answer.early_access,
      });
      return true;
    } catch (err) {
      setState({ kind: 'error', message: joinErrorMessage(err) });
      return false;
    }
  };
  const reset = () => setState({ kind: 'idle' });
  return { state, join, reset };
}
