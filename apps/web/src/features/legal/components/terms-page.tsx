import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use Reelsmith',
    body: (
      <>
        <p>
          You must be at least <strong>16 years old</strong> to use Reelsmith. If you are under 18, you may
          use it only with the consent of a parent or legal guardian, who agrees to these terms for you.
        </p>
        <p>
          You are responsible for your account, for keeping your password safe, and for everything done with
          your account.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, quotas and limits',
    body: (
      <>
        <p>Reelsmith is offered on Free, Pro and Enterprise tiers. Voice generation is limited per plan:</p>
        <ul>
          <li>
            <strong>Free:</strong> 10 voice generations a month, up to 1000 characters each.
          </li>
          <li>
            <strong>Pro:</strong> 500 voice generations a month, up to 5000 characters each.
          </li>
          <li>
            <strong>Enterprise:</strong> limits agreed in your order.
          </li>
        </ul>
        <p>
          To keep the service fast for everyone, programs using an account’s API keys may make up to{' '}
          <strong>60 API calls a minute</strong>. Requests beyond that are refused until the minute has
          passed. Using Reelsmith in your browser is not held to that number.
        </p>
      </>
    ),
  },
  {
    id: 'overage',
    title: 'Usage notices and overage',
    body: (
      <>
        <p>
          We email you when you have used <strong>80%</strong> and again at <strong>100%</strong> of your
          monthly quota.
        </p>
        <p>
          If you choose to continue beyond your quota, usage is billed at{' '}
          <strong>$0.10 per voice generation</strong> and <strong>$0.001 per character</strong> beyond your
          plan’s characters per generation, on your next invoice.
        </p>
        <p>
          Continuing is something you turn on in Settings → Billing, with a monthly limit in dollars that you
          set; it needs a paid subscription and a server that takes payments. When you reach your limit, or if
          you have not turned it on, or where payments are not available, the service stops at your quota
          until the next month starts, and nothing beyond your plan is charged.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Billing, cancellation and refunds',
    body: (
      <>
        <ul>
          <li>Paid plans renew automatically each month or year until cancelled.</li>
          <li>
            If a payment fails, you keep access during a <strong>7-day grace period</strong> while we retry.
          </li>
          <li>
            Cancel at least <strong>24 hours</strong> before renewal to avoid the next charge. You keep your
            plan until the end of the paid period.
          </li>
          <li>
            We give at least <strong>30 days’ notice</strong> before any price change.
          </li>
          <li>
            First-time annual subscribers may ask for a full refund within <strong>14 days</strong> of
            purchase.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and acceptable use',
    body: (
      <>
        <p>
          You own the ideas you type and the videos you create. You grant us the rights needed to process them
          and deliver the service.
        </p>
        <p>
          Do not use Reelsmith to create content that is illegal, infringes others’ rights, impersonates real
          people without consent, harasses, or misleads. We may remove such content and suspend accounts that
          break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'dmca',
    title: 'Copyright complaints (DMCA)',
    body: (
      <p>
        If you believe content on Reelsmith infringes your copyright, send a notice through our{' '}
        <RouterLink to="/contact">contact page</RouterLink>. We remove infringing material within{' '}
        <strong>48 hours</strong> of a valid notice.
      </p>
    ),
  },
  {
    id: 'closure',
    title: 'Closing your account',
    body: (
      <p>
        You can close your account at any time. We keep your data for <strong>30 days</strong> after closure,
        during which you can reactivate and get everything back. After that it is deleted, except where the
        law requires us to keep it.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We aim for <strong>99.5% uptime</strong> each month, excluding announced maintenance. The service is
        provided as is, and features may change as the product improves.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, our total liability for any claim is limited to the amount you paid us
        in the <strong>12 months</strong> before the claim. We are not liable for indirect or consequential
        losses.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will tell you about material changes to these terms by email or in the app. Questions?{' '}
        <RouterLink to="/support">Contact support</RouterLink>.
      </p>
    ),
  },
];

export default function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Reelsmith: eligibility, plan quotas and rate limits, billing, refunds, content rules, DMCA, uptime and liability.',
    path: '/service-terms',
  });
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <>
          These terms are the agreement between you and Reelsmith when you use our website, apps and API.
          Please read them; by using Reelsmith you accept them.
        </>
      }
      sections={SECTIONS}
    />
  );
}
