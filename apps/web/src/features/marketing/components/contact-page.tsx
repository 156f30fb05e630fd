import BugReportRounded from '@mui/icons-material/BugReportRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import HelpCenterRounded from '@mui/icons-material/HelpCenterRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { brandGradient, gradientTile } from '../../../lib/theme';
import { GradientText } from '../../../components/layout/gradient-text';
import { PublicLayout } from '../../../components/layout/public-layout';
import { SocialLinks } from '../../../components/layout/social-links';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';
import { FaqList } from './faq-list';
import { glassCard, PageHero, pageWidth, Section } from './section';
import { CANNOT_CONNECT } from '../../../lib/server-errors';
import { VOICE_SAMPLE_LENGTH } from '../../../lib/voices/voice-sample';
import { HoneypotField } from '../../../components/ui/honeypot-field';

/** The spec: the success banner stays for 5 seconds. */
export const SUCCESS_BANNER_MS = 5000;

const EMPTY: ContactMessage = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  website: '',
};
const REQUIRED: (keyof ContactMessage)[] = ['firstName', 'lastName', 'email', 'subject', 'message'];

const QUICK_ACTIONS = [
  { label: 'Schedule a Demo', icon: <EventRounded /> },
  { label: 'Report a Bug', icon: <BugReportRounded /> },
  { label: 'Feature Request', icon: <LightbulbRounded /> },
];

const FAQ = [
  {
    q: 'How fast will you reply?',
    a: 'We answer every message within 24 hours, usually much sooner on weekdays.',
  },
  {
    q: 'How long does a video take to make?',
    a: 'About 30 seconds from pressing create to a finished, captioned video.',
  },
  {
    q: 'How long can videos be?',
    a: 'Between 15 and 60 seconds, in 9:16 for TikTok, Instagram Reels and YouTube Shorts.',
  },
  {
    q: 'Is there a free plan?',
    a: 'Yes. Try Free includes 3 videos every month with a small watermark, and no credit card is required.',
  },
  {
    q: 'Can I use my own voice?',
    a: `On the Creator and Business plans, record a voice sample of ${VOICE_SAMPLE_LENGTH} and Reelsmith can narrate in your voice.`,
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your settings and keep your plan until the end of the billing period.',
  },
];

/** Monday to Friday, 9 AM to 6 PM Pacific. */
function chatIsOpen(now = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const day = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  return !['Sat', 'Sun'].includes(day) && hour >= 9 && hour < 18;
}

function Channel({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  action: ReactNode;
}) {
  return (
    <Box sx={{ ...glassCard, p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          ...gradientTile(44, '12px'),
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', fontSize: 15, mt: 0.5 }}>{body}</Box>
        <Box sx={{ mt: 1 }}>{action}</Box>
      </Box>
    </Box>
  );
}

export default function ContactPage() {
  const { pathname } = useLocation();
  const support = pathname === '/support';
  usePageMeta({
    title: support ? 'Support and help center' : 'Contact us',
    description:
      'Questions, demos, bug reports or feature ideas: message the Reelsmith team and get a reply within 24 hours. Live chat Monday to Friday, 9 AM to 6 PM PST.',
    path: support ? '/support' : '/contact',
  });
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const open = chatIsOpen();

  useEffect(() => {
    if (!sent) return;
    const t = window.setTimeout(() => setSent(false), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(t);
  }, [sent]);

  const set = (k: keyof ContactMessage) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (error) setError('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The spec: with any required field empty, submitting does nothing and says nothing.
    if (sending || REQUIRED.some((k) => !form[k].trim())) return;
    setSending(true);
    setSent(false);
    setError('');
    try {
      await sendContactMessage(form);
      setForm(EMPTY);
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : CANNOT_CONNECT);
    } finally {
      setSending(false);
    }
  };

  const prefill = (subject: string) => {
    setForm((f) => ({ ...f, subject }));
    formRef.current?.scrollIntoView({ block: 'start' });
    window.setTimeout(() => messageRef.current?.focus({ preventScroll: true }), 0);
  };

  const field = {
    variant: 'outlined' as const,
    slotProps: { inputLabel: { sx: { color: 'text.secondary' } } },
    sx: { '& .MuiOutlinedInput-root': { borderRadius: '14px', bgcolor: 'rgba(255,255,255,0.03)' } },
  };
  const input = (name: keyof ContactMessage) => ({
    ...field,
    name,
    value: form[name],
    onChange: set(name),
    disabled: sending,
  });

  return (
    <PublicLayout>
      <PageHero
        id="contact-title"
        eyebrow={support ? 'Support' : 'Contact us'}
        grid={false}
        title={
          <>
            {support ? 'How can we ' : 'Let’s talk about '}
            <GradientText>{support ? 'help?' : 'your videos.'}</GradientText>
          </>
        }
        lead="Questions, demos, bugs or big ideas. A real person replies within 24 hours."
      >
        <Box sx={{ mt: 4, display: 'flex', gap: 1.25, justifyContent: 'center', flexWrap: 'wrap' }}>
          {QUICK_ACTIONS.map((a) => (
            <Button
              key={a.label}
              variant="outlined"
              startIcon={a.icon}
              onClick={() => prefill(a.label)}
              sx={{
                color: 'text.primary',
                borderColor: 'rgba(255,255,255,0.18)',
                bgcolor: 'rgba(255,255,255,0.03)',
                '&:hover': { borderColor: '#a78bfa', bgcolor: 'rgba(139,92,246,0.12)' },
              }}
            >
              {a.label}
            </Button>
          ))}
        </Box>
      </PageHero>

      <Box
        component="section"
        aria-label="Contact form and other ways to reach us"
        sx={{ pb: { xs: 6, md: 10 } }}
      >
        <Box
          sx={{
            ...pageWidth,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box
            component="form"
            ref={formRef}
            id="contact-form"
            onSubmit={submit}
            noValidate
            aria-label="Contact form"
            sx={{ ...glassCard, p: { xs: 2.5, md: 4 }, scrollMarginTop: '88px' }}
          >
            <Typography variant="h2" sx={{ fontSize: 26, mb: 0.5 }}>
              Send us a message
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Fields marked * are required.
            </Typography>
            {sent && (
              <Alert
                icon={<CheckCircleRounded />}
                severity="success"
                role="status"
                sx={{ mb: 3, borderRadius: '14px' }}
              >
                Thanks! Your message is on its way. We reply within 24 hours.
              </Alert>
            )}
            {error && (
              <Alert severity="error" role="alert" sx={{ mb: 3, borderRadius: '14px' }}>
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label="First name" autoComplete="given-name" required {...input('firstName')} />
              <TextField label="Last name" autoComplete="family-name" required {...input('lastName')} />
              <TextField label="Email" type="email" autoComplete="email" required {...input('email')} />
              <TextField label="Company (optional)" autoComplete="organization" {...input('company')} />
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextField label="Subject" required {...input('subject')} />
              </Box>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextField
                  label="Message"
                  required
                  multiline
                  minRows={5}
                  inputRef={messageRef}
                  {...input('message')}
                />
              </Box>
            </Box>
            <HoneypotField value={form.website} onChange={set('website')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={sending}
              endIcon={<SendRounded />}
              sx={{
                mt: 3,
                px: 4,
                background: brandGradient,
                color: '#fff',
                width: { xs: '100%', sm: 'auto' },
                '&.Mui-disabled': { color: 'rgba(255,255,255,0.85)', opacity: 0.75 },
              }}
            >
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h2" sx={{ fontSize: 22, mb: 0.5 }}>
              Other ways to reach us
            </Typography>
            <Channel
              icon={<EmailRounded />}
              title="Email support"
              body="Write to the team and we reply within 24 hours."
              action={
                <Button
                  size="small"
                  onClick={() => prefill('Support request')}
                  sx={{ color: '#ddd6fe', px: 0 }}
                >
                  Write to support
                </Button>
              }
            />
            <Channel
              icon={<ChatRounded />}
              title="Live chat"
              body={
                <>
                  Monday to Friday, 9 AM to 6 PM PST.{' '}
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.75,
                      color: open ? '#6ee7b7' : '#fcd34d',
                      fontWeight: 600,
                    }}
                  >
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
                    />
                    {open ? 'Online now' : 'Offline right now'}
                  </Box>
                </>
              }
              action={
                <Button
                  size="small"
                  onClick={() => prefill('Live chat request')}
                  sx={{ color: '#ddd6fe', px: 0 }}
                >
                  {open ? 'Ask for a chat' : 'Leave a message'}
                </Button>
              }
            />
            <Channel
              icon={<HelpCenterRounded />}
              title="Help center"
              body="Guides to every step, from your first idea to posting."
              action={
                <Button size="small" component={RouterLink} to="/works-how" sx={{ color: '#ddd6fe', px: 0 }}>
                  Browse guides
                </Button>
              }
            />
            <Box sx={{ ...glassCard, p: 2.5 }}>
              <Typography variant="h3" sx={{ fontSize: 17, mb: 1.5 }}>
                Follow along
              </Typography>
              <SocialLinks size={44} />
            </Box>
          </Box>
        </Box>
      </Box>

      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions">
        <FaqList items={FAQ} />
      </Section>
    </PublicLayout>
  );
}
