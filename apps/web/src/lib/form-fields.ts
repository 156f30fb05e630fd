import { useState, type ChangeEvent } from 'react';

interface FieldOptions<K extends string> {
  /** The server's complaint about a field, shown when the client found none. */
  serverError?: (name: K) => string | undefined;
  /** Called on every keystroke (clear a "saved" note, reset a failed mutation). */
  onEdit?: () => void;
  disabled?: boolean;
}

/**
 * A form's text fields by name with their client-side errors. `bind(name)` gives a field its value,
 * change handler, error state and helper text; typing in a field clears that field's error.
 */
export function useFormFields<K extends string>(initial: Record<K, string>, options: FieldOptions<K> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const bind = (name: K) => {
    const error = errors[name] ?? options.serverError?.(name);
    return {
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setErrors((x) => ({ ...x, [name]: undefined }));
        options.onEdit?.();
      },
      error: !!error,
      helperText: error,
      disabled: options.disabled,
    };
  };
  return { values, setValues, setErrors, bind };
}
