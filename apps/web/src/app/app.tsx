import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, matchPath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { AppProviders } from './providers';
import { RequireAuth } from './require-auth';
import { ROUTES } from './routes';

const NotFoundPage = lazy(() => import('../features/system/components/not-found-page'));

function ScrollAndSignOut() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Braces matter: Chromium's scrollTo returns a promise, and React would call it as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    // The API client signals a dead session; on a signed-in screen, send the user to sign in and
    // back here after. A public page (the landing, pricing) just carries on as signed out.
    const onSignedOut = () => {
      const here = window.location.pathname;
      if (!ROUTES.some((r) => r.auth && matchPath(r.path, here))) return;
      navigate(`/login?next=${encodeURIComponent(here)}`, { replace: true });
    };
    window.addEventListener('reelsmith:signed-out', onSignedOut);
    return () => window.removeEventListener('reelsmith:signed-out', onSignedOut);
  }, [navigate]);
  return null;
}

/** The screens under a router: the browser's in the app, a static one when the build prerenders the landing. */
export function AppRoutes() {
  return (
    <>
      <ScrollAndSignOut />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {ROUTES.map(({ path, component: Page, auth }) => (
            <Route
              key={path}
              path={path}
              element={
                auth ? (
                  <RequireAuth>
                    <Page />
                  </RequireAuth>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
