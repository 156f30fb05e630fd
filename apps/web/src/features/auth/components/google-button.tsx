import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { googleStartUrl, useSignInProviders } from '../api/sign-in-providers';

/** Google's "G", in its four colours (their branding guidelines ask for the mark as it is). */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.2C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.6 0 20.2 0 24s.9 7.4 2.6 10.8l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** "Continue with Google" above the form, shown only when this server offers it. */
export function GoogleButton({ next, disabled }: { next: string; disabled?: boolean }) {
  const providers = useSignInProviders();
  if (!providers.data?.google) return null;
  return (
    <>
      <Button
        component="a"
        href={googleStartUrl(next)}
        variant="outlined"
        size="large"
        fullWidth
        disabled={disabled}
        startIcon={<GoogleMark />}
        sx={{ py: 1.2, fontSize: 16, color: 'text.primary', borderColor: 'divider' }}
      >
        Continue with Google
      </Button>
      <Divider sx={{ my: 2.5, color: 'text.secondary', fontSize: 14 }}>or</Divider>
    </>
  );
}
