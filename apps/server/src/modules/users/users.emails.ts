import type { OutgoingEmail } from '../../providers/email/email.types.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One simple, readable layout for every account email; the text part carries the same words and link. */
function layout(opts: {
  heading: string;
  lines: string[];
  button?: { label: string; href: string };
  footer: string;
}) {
  const paragraphs = opts.lines
    .map(
      (l) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2e2a3d">${escapeHtml(l)}</p>`,
    )
    .join('');
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#8b5cf6;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(opts.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b6780">Or paste this link into your browser:<br><a href="${escapeHtml(opts.button.href)}" style="color:#7c3aed;word-break:break-all">${escapeHtml(opts.button.href)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f3ff;font-family:Inter,Segoe UI,Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-weight:800;font-size:20px;color:#0b0a12">Reelsmith</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0b0a12">${escapeHtml(opts.heading)}</h1>
${paragraphs}${button}
<p style="margin:24px 0 0;font-size:13px;color:#6b6780">${escapeHtml(opts.footer)}</p>
</div></body></html>`;
}

export function activationEmail(to: string, firstName: string, link: string): OutgoingEmail {
  const heading = 'Activate your Reelsmith account';
  const lines = [
    `Hi ${firstName},`,
    'Thanks for signing up! Confirm your email address to start creating videos.',
  ];
  const footer =
    "This link works once and expires in 24 hours. If you didn't sign up, you can ignore this email.";
  return {
    to,
    subject: heading,
    text: `${lines.join('\n\n')}\n\nActivate your account:\n${link}\n\n${footer}\n`,
    html: layout({ heading, lines, button: { label: 'Activate my account', href: link }, footer }),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): OutgoingEmail {
  const heading = 'Reset your Reelsmith password';
  const lines = [
    `Hi ${firstName},`,
    'Someone (hopefully you) asked to reset the password of your Reelsmith account.',
  ];
  const footer =
    "This link works once and expires in 1 hour. If you didn't ask for it, ignore this email: your password stays the same.";
  return {
    to,
    subject: heading,
    text: `${lines.join('\n\n')}\n\nChoose a new password:\n${link}\n\n${footer}\n`,
    html: layout({ heading, lines, button: { label: 'Choose a new password', href: link }, footer }),
  };
}

export function passwordChangedEmail(to: string, firstName: string, resetLink: string): OutgoingEmail {
  const heading = 'Your Reelsmith password was changed';
  const lines = [
    `Hi ${firstName},`,
    'The password of your Reelsmith account was just changed, and every other signed-in device was signed out.',
    "If this wasn't you, reset your password right away.",
  ];
  const footer = 'You are receiving this email because it is about the security of your account.';
  return {
    to,
    subject: heading,
    text: `${lines.join('\n\n')}\n\nReset your password:\n${resetLink}\n\n${footer}\n`,
    html: layout({ heading, lines, button: { label: 'Reset my password', href: resetLink }, footer }),
  };
}
