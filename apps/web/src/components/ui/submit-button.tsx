import Button, { type ButtonProps } from '@mui/material/Button';

/** A form's contained submit button: disabled while the form sends, reading `busyLabel` meanwhile. */
export function SubmitButton({
  pending,
  busyLabel,
  disabled,
  children,
  ...props
}: { pending: boolean; busyLabel: string } & ButtonProps) {
  return (
    <Button type="submit" variant="contained" disabled={pending || disabled} {...props}>
      {pending ? busyLabel : children}
    </Button>
  );
}
