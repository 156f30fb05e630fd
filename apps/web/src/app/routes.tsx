import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';

/** A screen's code, loaded on first use; `preload` loads it ahead (main.tsx, for the first screen). */
type Page = ComponentType & { preload: () => Promise<unknown> };
export const page = (load: () => Promise<{ default: ComponentType }>): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  // Once loaded, the screen renders at once: lazy() would still wait a turn, and draw the page twice.
  const Screen = () => {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  };
  return Object.assign(Screen, { preload });
};

export interface AppRoute {
  path: string;
  component: Page;
  /** Signed-in screens redirect to /login with the return path. */
  auth?: boolean;
}

/** An address people type for a screen that lives elsewhere: the URL becomes the screen's own, query kept. */
const alias = (to: string): Page =>
  page(async () => ({
    default: function Alias() {
      const { search, hash } = useLocation();
      return <Navigate to={`${to}${search}${hash}`} replace />;
    },
  }));

const adminPage = page(() => import('../features/admin/components/admin-page'));

// The spec's route table, plus the account pages it links to. Each screen is its own chunk.
export const ROUTES: AppRoute[] = [
  { path: '/', component: page(() => import('../features/marketing/components/landing-page')) },
  { path: '/works-how', component: page(() => import('../features/marketing/components/how-it-works-page')) },
  { path: '/uses', component: page(() => import('../features/marketing/components/use-cases-page')) },
  { path: '/use-cases', component: page(() => import('../features/marketing/components/use-cases-page')) },
  { path: '/pricing', component: page(() => import('../features/marketing/components/pricing-page')) },
  { path: '/contact', component: page(() => import('../features/marketing/components/contact-page')) },
  { path: '/waitlist', component: page(() => import('../features/waitlist/components/waitlist-page')) },
  { path: '/privacy-policy', component: page(() => import('../features/legal/components/privacy-page')) },
  { path: '/privacy', component: page(() => import('../features/legal/components/privacy-page')) },
  { path: '/service-terms', component: page(() => import('../features/legal/components/terms-page')) },
  { path: '/terms', component: page(() => import('../features/legal/components/terms-page')) },
  { path: '/support', component: page(() => import('../features/marketing/components/contact-page')) },
  {
    path: '/payment-success',
    component: page(() => import('../features/billing/components/payment-success-page')),
  },
  {
    path: '/cancel-payment',
    component: page(() => import('../features/billing/components/cancel-payment-page')),
  },

  { path: '/login', component: page(() => import('../features/auth/components/login-page')) },
  { path: '/signup', component: page(() => import('../features/auth/components/signup-page')) },
  { path: '/register', component: alias('/signup') },
  { path: '/sign-up', component: alias('/signup') },
  {
    path: '/email-confirmation',
    component: page(() => import('../features/auth/components/email-confirmation-page')),
  },
  // A share link's page (the desktop's QR code): plays and shares one finished video, no sign-in.
  { path: '/watch/:token', component: page(() => import('../features/share/components/watch-page')) },
  { path: '/activate', component: page(() => import('../features/auth/components/activate-page')) },
  // Where "Continue with Google" comes back to: takes the session the server set, or says why not.
  { path: '/auth/google', component: page(() => import('../features/auth/components/google-done-page')) },
  {
    path: '/forgot-password',
    component: page(() => import('../features/auth/components/forgot-password-page')),
  },
  {
    path: '/reset-password',
    component: page(() => import('../features/auth/components/reset-password-page')),
  },

  {
    path: '/dashboard',
    auth: true,
    component: page(() => import('../features/dashboard/components/dashboard-page')),
  },
  {
    path: '/ai-generate',
    auth: true,
    component: page(() => import('../features/create/components/create-page')),
  },
  { path: '/create', auth: true, component: page(() => import('../features/create/components/create-page')) },
  {
    path: '/upload-video',
    auth: true,
    component: page(() => import('../features/upload/components/upload-page')),
  },
  { path: '/voices', auth: true, component: page(() => import('../features/voices/components/voices-page')) },
  {
    path: '/my-content',
    auth: true,
    component: page(() => import('../features/content/components/my-content-page')),
  },
  {
    path: '/videos/:id/edit',
    auth: true,
    component: page(() => import('../features/editor/components/editor-page')),
  },
  {
    path: '/scripts',
    auth: true,
    component: page(() => import('../features/studio/components/scripts-page')),
  },
  { path: '/social', auth: true, component: page(() => import('../features/social/components/social-page')) },
  {
    path: '/channels',
    auth: true,
    component: page(() => import('../features/channels/components/channels-page')),
  },
  {
    path: '/channels/brand-kits',
    auth: true,
    component: page(() => import('../features/channels/components/brand-kits-page')),
  },
  {
    path: '/channels/:id',
    auth: true,
    component: page(() => import('../features/channels/components/channel-page')),
  },
  {
    path: '/analytics',
    auth: true,
    component: page(() => import('../features/analytics/components/analytics-page')),
  },
  {
    path: '/monetization',
    auth: true,
    component: page(() => import('../features/monetization/components/monetization-page')),
  },
  {
    path: '/trending',
    auth: true,
    component: page(() => import('../features/trending/components/trending-page')),
  },
  // No redirect: without a token the page itself says "Not authenticated. Please log in." (the spec).
  {
    path: '/affiliate',
    component: page(() => import('../features/affiliate/components/affiliate-page')),
  },
  {
    path: '/settings',
    auth: true,
    component: page(() => import('../features/settings/components/settings-page')),
  },
  // The operator console: its own chunk, opened only by operators (the server checks every call).
  ...[
    '/admin',
    '/admin/jobs',
    '/admin/payments',
    '/admin/social',
    '/admin/payouts',
    '/admin/abuse',
    '/admin/audit',
    '/admin/configuration',
  ].map((path) => ({
    path,
    auth: true,
    component: adminPage,
  })),
  { path: '/test', component: page(() => import('../features/system/components/system-check-page')) },
];
