import { api } from '../../../lib/api-client';
import type { BillingSummary, Team } from '../../../lib/billing/billing-api';

export const inviteMember = (email: string) =>
  api<{ team: Team | null }>('/api/billing/team/invites/', { method: 'POST', body: { email } });
export const withdrawInvite = (id: string) =>
  api<{ team: Team | null }>(`/api/billing/team/invites/${id}/`, { method: 'DELETE' });
export const removeMember = (id: string) =>
  api<{ team: Team | null }>(`/api/billing/team/members/${id}/`, { method: 'DELETE' });
export const leaveTeam = () => api<BillingSummary>('/api/billing/team/leave/', { method: 'POST' });
export const acceptInvite = (token: string) =>
  api<{ ok: true }>('/api/billing/team/accept/', { method: 'POST', body: { token } });
