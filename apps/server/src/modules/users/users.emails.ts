import { emailLayout as layout } from '../../lib/email-layout.ts';
import type { OutgoingEmail } from '../../providers/email/email.types.ts';

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
