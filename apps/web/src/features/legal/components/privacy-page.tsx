import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your name, username, email address and password (stored only as a
          secure hash).
        </li>
        <li>
          <strong>Your content:</strong> the ideas you type, scripts, voice-overs, captions and videos you
          create, and any voice sample you upload for cloning.
        </li>
        <li>
          <strong>Usage data:</strong> which features you use, request logs, device and browser type, and
          approximate location from your IP address.
        </li>
        <li>
          <strong>Payments:</strong> plan, invoices and billing history. Card numbers are handled by our
          payment processor, never stored by us.
        </li>
        <li>
          <strong>Messages:</strong> what you send through the contact form or the waitlist, with the page
          that referred you.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create your videos and deliver the service you ask for.</li>
        <li>To secure accounts, prevent abuse and enforce rate limits.</li>
        <li>To send service emails such as confirmations, usage notices and receipts.</li>
        <li>To understand, in aggregate, how Reelsmith is used and improve it.</li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Generated content</strong> (scripts, audio and videos) is kept for <strong>90 days</strong>,
          then deleted. Download anything you want to keep.
        </li>
        <li>
          <strong>Usage logs</strong> are anonymized after <strong>24 months</strong>.
        </li>
        <li>
          <strong>Payment records</strong>: our payment processor (Stripe) keeps the record of each payment
          and invoice for <strong>7 years</strong>, as tax law requires. Our own copy (amount, currency, date)
          is deleted with your account.
        </li>
        <li>
          After you close your account, your data (videos, scripts, captions, posts, our copy of your invoices
          and any data download you made) is kept for <strong>30 days</strong> so you can reactivate, then
          deleted with every file.
        </li>
        <li>
          A <strong>data download</strong> (Settings, Download my data) is kept until you ask for a new one or
          close your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your personal data. We share it only with the service providers that help us run
        Reelsmith (hosting, email delivery, payments, and the AI providers that generate scripts and voices),
        under contracts that limit their use to our instructions, and when the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    body: (
      <>
        <p>We use only the cookies and browser storage the product needs:</p>
        <ul>
          <li>
            <strong>Sign-in:</strong> a secure, http-only cookie that keeps you signed in, and your access
            token in your browser’s local storage.
          </li>
          <li>
            <strong>Preferences:</strong> small local-storage entries, such as an idea you typed before
            signing up.
          </li>
        </ul>
        <p>
          We do not use advertising or third-party tracking cookies. Clearing your browser’s storage signs you
          out.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        You can see, correct or delete your data at any time from your settings, download all of it (Settings,
        Download my data), or do any of these by <RouterLink to="/support">contacting support</RouterLink>.
        Depending on where you live you may have further rights, including objecting to processing and
        complaining to your data protection authority.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Reelsmith is not for children under 16. Users under 18 need a parent’s or guardian’s consent. If you
        believe a child has given us data, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will tell you about material changes to this policy by email or in the app. Questions about
        privacy? <RouterLink to="/contact">Send us a message</RouterLink>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What Reelsmith collects, why, how long it is kept (generated content 90 days, usage logs anonymized after 24 months, payment records 7 years at our payment processor) and your rights.',
    path: '/privacy-policy',
  });
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <>
          Your ideas and videos are yours. This policy explains what we collect when you use Reelsmith, why,
          how long we keep it, and the choices you have.
        </>
      }
      sections={SECTIONS}
    />
  );
}
