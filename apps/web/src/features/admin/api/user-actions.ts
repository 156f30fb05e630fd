import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { ADMIN_KEY } from './users';

// The account actions of the console (POST /api/admin/users/:id/...); each refreshes the console's
// lists, the audit log included.

export const banUser = ({ id, reason }: { id: string; reason: string }) =>
  api(`/api/admin/users/${id}/ban`, { method: 'POST', body: { reason } });
export const unbanUser = (id: string) => api(`/api/admin/users/${id}/unban`, { method: 'POST' });
export const grantPlan = ({ id, plan, until }: { id: string; plan: string; until: string | null }) =>
  api(`/api/admin/users/${id}/plan`, { method: 'POST', body: { plan, until } });
export const resendActivation = (id: string) =>
  api<{ message: string }>(`/api/admin/users/${id}/resend-activation`, { method: 'POST' });

export const closeUser = (id: string) =>
  api<{ closed_at: string }>(`/api/admin/users/${id}/close`, { method: 'POST' });

export const useBanUser = () => useInvalidatingMutation(banUser, [ADMIN_KEY], { wait: true });
export const useUnbanUser = () => useInvalidatingMutation(unbanUser, [ADMIN_KEY], { wait: true });
export const useGrantPlan = () => useInvalidatingMutation(grantPlan, [ADMIN_KEY], { wait: true });
export const useResendActivation = () => useInvalidatingMutation(resendActivation, [ADMIN_KEY]);
export const useCloseUser = () => useInvalidatingMutation(closeUser, [ADMIN_KEY], { wait: true });
