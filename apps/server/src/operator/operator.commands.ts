import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { AffiliatePayoutsService } from '../modules/affiliate/payouts.service.ts';
import { COMMAND_LINE, type AdminService } from '../modules/admin/admin.service.ts';
import { grantPlan } from '../modules/billing/allowances.service.ts';

// The operator commands a running server performs for the command line (decision 155): the same
// work and the same printed text whether the CLI opened the database itself or asked the server.

export const OperatorCommand = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('plan-set'),
    email: z.string().min(1),
    plan: z.string().min(1),
    until: z.iso.datetime().nullable(),
  }),
  z.object({ command: z.literal('payouts') }),
  z.object({ command: z.literal('run-payouts') }),
  z.object({
    command: z.literal('payout-mark-paid'),
    id: z.string().min(1),
    reference: z.string().nullable(),
  }),
  z.object({ command: z.literal('payout-mark-failed'), id: z.string().min(1), reason: z.string().min(1) }),
  z.object({ command: z.literal('operator-grant'), email: z.string().min(1) }),
  z.object({ command: z.literal('operator-revoke'), email: z.string().min(1) }),
]);
export type OperatorCommand = z.infer<typeof OperatorCommand>;
export type RoleCommand = Extract<OperatorCommand, { command: 'operator-grant' | 'operator-revoke' }>;
export type AffiliateCommand = Exclude<OperatorCommand, { command: 'plan-set' } | RoleCommand>;
type Roles = Pick<AdminService, 'setOperator'>;
type Payouts = Pick<
  AffiliatePayoutsService,
  'pendingPayouts' | 'runPayouts' | 'approvePayout' | 'markPayoutPaid' | 'markPayoutFailed'
>;

/** `plan set`: needs the database alone, so the CLI does not build a whole context for it. */
export async function planSetText(db: Db, email: string, plan: string, until: Date | null): Promise<string> {
  const state = await grantPlan(db, email, plan, until);
  return `${email} is now on ${state.plan.name}${state.grantedUntil ? ` until ${state.grantedUntil.toISOString()}` : ''}${state.source === 'grant' || state.plan.id === 'free' ? '' : ` (their ${state.source} gives ${state.plan.name})`}.\n`;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function affiliateText(s: Payouts, cmd: AffiliateCommand): Promise<string> {
  if (cmd.command === 'payouts') {
    const list = await s.pendingPayouts();
    if (!list.length) return 'No payouts waiting.\n';
    return list
      .map(
        (p) =>
          `${p.id}  ${p.email}  ${dollars(p.amount_cents)}  ${p.period_start.slice(0, 10)} to ${p.period_end.slice(0, 10)}\n`,
      )
      .join('');
  }
  if (cmd.command === 'run-payouts') return `${(await s.runPayouts()).length} payout(s) created.\n`;
  if (cmd.command === 'payout-mark-paid') {
    // The operator at the server's shell approves and marks paid in one command (decision 221).
    const pending = (await s.pendingPayouts()).find((x) => x.id === cmd.id);
    if (pending && !pending.approved_at) await s.approvePayout(cmd.id);
    const p = await s.markPayoutPaid(cmd.id, cmd.reference);
    return `Payout ${p.id} (${dollars(p.amount_cents)}) is paid.\n`;
  }
  const p = await s.markPayoutFailed(cmd.id, cmd.reason);
  return `Payout ${p.id} failed; its commissions are ready again.\n`;
}

/** `operator grant|revoke EMAIL`: the console at /admin; written to the audit log as the command line. */
export const roleText = (s: Roles, cmd: RoleCommand) =>
  s.setOperator(COMMAND_LINE, cmd.email, cmd.command === 'operator-grant');

export function runOperatorCommand(
  deps: { db: Db; payouts: () => Payouts; admin: () => Roles },
  cmd: OperatorCommand,
): Promise<string> {
  if (cmd.command === 'plan-set')
    return planSetText(deps.db, cmd.email, cmd.plan, cmd.until ? new Date(cmd.until) : null);
  if (cmd.command === 'operator-grant' || cmd.command === 'operator-revoke')
    return roleText(deps.admin(), cmd);
  return affiliateText(deps.payouts(), cmd);
}
