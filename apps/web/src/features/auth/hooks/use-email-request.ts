import type { FormEvent } from 'react';
import { emailError } from '../../../lib/auth/validation';
import { useFormFields } from '../../../lib/form-fields';
import { failureText } from '../../../lib/server-errors';

/**
 * A form that sends one email address (forgot password, resend activation): the checked field, the
 * submit handler and the failure line (`otherwise` for a failure that is neither network nor server).
 */
export function useEmailRequest(
  request: { mutate: (email: string) => void; error: Error | null; isPending: boolean },
  { initialEmail = '', otherwise }: { initialEmail?: string; otherwise?: string } = {},
) {
  const { values, setErrors, bind } = useFormFields({ email: initialEmail }, { disabled: request.isPending });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(values.email);
    setErrors({ email: problem });
    if (!problem) request.mutate(values.email.trim());
  };
  return { submit, field: bind('email'), failure: failureText(request.error, otherwise) };
}
