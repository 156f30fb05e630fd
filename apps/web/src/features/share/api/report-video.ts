import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const REPORT_REASONS = [
  { id: 'spam', label: 'Spam or a scam' },
  { id: 'hateful', label: 'Hateful or harassing' },
  { id: 'violent', label: 'Violent or dangerous' },
  { id: 'sexual', label: 'Sexual content' },
  { id: 'copyright', label: 'Uses my work without permission' },
  { id: 'other', label: 'Something else' },
] as const;

/** A viewer's report of a shared video to the Reelsmith team (no sign-in). */
export const reportVideo = ({ token, reason, details }: { token: string; reason: string; details: string }) =>
  api<{ message: string }>(`/api/shared/${encodeURIComponent(token)}/report`, {
    method: 'POST',
    anonymous: true,
    body: { reason, details: details.trim() || null },
  });

export const useReportVideo = () => useMutation({ mutationFn: reportVideo });
