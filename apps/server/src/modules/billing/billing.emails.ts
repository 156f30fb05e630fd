import type { OutgoingEmail } from '../../providers/email/email.types.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function email(
  to: string,
  heading: string,
  lines: string[],
  button: { label: string; href: string },
  footer: string,
): OutgoingEmail {
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f3ff;font-family:Inter,Segoe UI,Roboto,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-weight:800;font-size:20px;color:#0b0a12">Reelsmith</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0b0a12">${escapeHtml(heading)}</h1>
${lines.map((l) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#2e2a3d">${escapeHtml(l)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#8b5cf6;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b6780">${escapeHtml(footer)}</p>
</div></body></html>`;
  return {
    to,
    subject: heading,
    text: `${lines.join('\n\n')}\n\n${button.label}:\n${button.href}\n\n${footer}\n`,
    html,
  };
}

export function usageNoticeEmail(
  to: string,
  firstName: string,
  n: {
    kind: 'videos' | 'voice';
    used: number;
    limit: number;
    reached: 80 | 100;
    resetsOn: string;
    upgradeUrl: string;
  },
): OutgoingEmail {
  const what = n.kind === 'videos' ? 'videos' : 'voice generations';
  const heading =
    n.reached === 100
      ? `You've used all your ${what} this month`
      : `You've used ${Math.round((n.used / n.limit) * 100)}% of your ${what} this month`;
  return email(
    to,
    heading,
    [
      `Hi ${firstName},`,
      `You have used ${n.used} of your ${n.limit} ${what} this month.`,
      n.reached === 100
        ? `New ones wait until your allowance resets on ${n.resetsOn}, or upgrade your plan to keep going now.`
        : `Your allowance resets on ${n.resetsOn}. Upgrade your plan if you need more before then.`,
    ],
    { label: 'See plans', href: n.upgradeUrl },
    'We send this notice once at 80% and once at 100% of each allowance per month.',
  );
}

export function invoiceFailedEmail(to: string, firstName: string, billingUrl: string): OutgoingEmail {
  return email(
    to,
    'Your Reelsmith payment did not go through',
    [
      `Hi ${firstName},`,
      'We could not take your latest subscription payment. Your plan stays on for 7 days while Stripe tries again.',
      'Please check your card in Manage billing so nothing is interrupted.',
    ],
    { label: 'Open billing', href: billingUrl },
    'If you already updated your card, you can ignore this email.',
  );
}

export function teamInviteEmail(to: string, ownerName: string, link: string, days: number): OutgoingEmail {
  return email(
    to,
    `${ownerName} invited you to their Reelsmith team`,
    [
      'Hi,',
      `${ownerName} invited you to join their team on Reelsmith Business. You will share the team's plan and see the team's projects; your own account stays yours.`,
      'Sign in (or create an account with this email address), then accept the invitation.',
    ],
    { label: 'Accept the invitation', href: link },
    `This link works once and expires in ${days} days. If you don't know ${ownerName}, ignore this email.`,
  );
}
