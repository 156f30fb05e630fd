import { emailLayout } from '../../lib/email-layout.ts';
import type { OutgoingEmail } from '../../providers/email/email.types.ts';

/** To the owner when the server turned an endpoint off after it failed for a day (decision 125). */
export function endpointDisabledEmail(
  to: string,
  firstName: string,
  url: string,
  failures: number,
  lastError: string,
  link: string,
): OutgoingEmail {
  const heading = 'A webhook endpoint was turned off';
  const lines = [
    `Hi ${firstName},`,
    `Your endpoint ${url} did not accept the last ${failures} events (each tried 6 times) for more than a day, so Reelsmith stopped sending to it.`,
    `The last answer: ${lastError}`,
    'Fix the endpoint, then turn it back on in Settings → Webhooks. Events from while it was off can be sent again from its log.',
  ];
  return {
    to,
    subject: `Webhook endpoint turned off: ${url}`,
    text: `${lines.join('\n\n')}\n\nOpen Settings:\n${link}\n`,
    html: emailLayout({
      heading,
      lines,
      button: { label: 'Open Settings', href: link },
      footer: 'You get this email because you added this endpoint to your Reelsmith account.',
    }),
  };
}
