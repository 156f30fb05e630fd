import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { copyText } from '../../lib/clipboard';

/** The spec's copy feedback: the button reads "Copied" for 2 s. */
export const COPIED_MS = 2000;

export function CopyButton({
  text,
  label = 'Copy',
  copiedMs = COPIED_MS,
  ...props
}: {
  text: string;
  label?: string;
  /** How long "Copied" shows (the affiliate link: 1.5 s). */ copiedMs?: number;
} & ButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), copiedMs);
    return () => clearTimeout(t);
  }, [copied, copiedMs]);
  const copy = async () => {
    await copyText(text);
    setCopied(true);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      color={copied ? 'success' : 'inherit'}
      startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
      onClick={copy}
      aria-live="polite"
      {...props}
      sx={{ borderColor: 'divider', flexShrink: 0, ...props.sx }}
    >
      {copied ? 'Copied' : label}
    </Button>
  );
}
