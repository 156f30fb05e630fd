import { emailLayout } from '../../lib/email-layout.ts';
import type { OutgoingEmail } from '../../providers/email/email.types.ts';

const FOOTER =
  'You get this email because you left the page before it was done. Turn these emails off in Settings.';

export function videoReadyEmail(to: string, firstName: string, title: string, link: string): OutgoingEmail {
  const heading = 'Your video is ready';
  const lines = [`Hi ${firstName},`, `"${title}" has finished rendering and is waiting for you.`];
  return {
    to,
    subject: `Your video is ready: ${title}`,
    text: `${lines.join('\n\n')}\n\nWatch and download it:\n${link}\n\n${FOOTER}\n`,
    html: emailLayout({ heading, lines, button: { label: 'Watch my video', href: link }, footer: FOOTER }),
  };
}

export function videoFailedEmail(
  to: string,
  firstName: string,
  title: string,
  reason: string,
  link: string,
): OutgoingEmail {
  const heading = 'Your video could not be made';
  const lines = [
    `Hi ${firstName},`,
    `"${title}" failed: ${reason}`,
    'It did not count against your allowance. You can try again from My Content.',
  ];
  return {
    to,
    subject: `Your video could not be made: ${title}`,
    text: `${lines.join('\n\n')}\n\nOpen My Content:\n${link}\n\n${FOOTER}\n`,
    html: emailLayout({ heading, lines, button: { label: 'Open My Content', href: link }, footer: FOOTER }),
  };
}
