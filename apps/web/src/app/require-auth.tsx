import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../lib/auth-token';

/** Signed-in screens: without a token, go to /login and come back after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) {
    const next = location.pathname + location.search;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
