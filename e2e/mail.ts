import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../apps/server/test/smtp.ts';
import { MAIL_DIR } from './global-setup.ts';

/** Waits for an email the app sent to `to` (caught by the local SMTP server of global-setup.ts). */
export async function waitForMail(
  to: string,
  pred: (m: ReceivedMail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A mail the catcher is still writing is half a JSON file: it is read on the next pass.
    const mails = readdirSync(MAIL_DIR)
      .sort()
      .flatMap((f) => {
        try {
          return [JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail];
        } catch {
          return [];
        }
      });
    const found = mails.reverse().find((m) => m.to.includes(to.toLowerCase()) && pred(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function firstLink(text: string): string {
  const m = /https?:\/\/\S+/.exec(text);
  if (!m) throw new Error(`No link in: ${text}`);
  return m[0];
}
