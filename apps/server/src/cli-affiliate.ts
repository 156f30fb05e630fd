import { parseArgs } from 'node:util';
import { loadEnv } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { createLogger } from './http/logger.ts';
import { composeServices } from './root.ts';

export const AFFILIATE_HELP = `affiliate: the creator program's payouts, for operators (docs/decisions/096).
  affiliate payouts                        Lists payouts waiting to be paid (id, email, amount, period)
  affiliate run-payouts                    Gathers last month's ready commissions into payouts now
  affiliate payout-mark-paid <payoutId> [--reference <text>]
                                           Records that the money was sent another way (no Stripe);
                                           the reference (a bank wire id) shows as the transfer id
  affiliate payout-mark-failed <payoutId> --reason <text>
                                           The payment did not go out: its commissions are ready again
  With the embedded database, stop the server first; with DATABASE_URL it may keep running.
`;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `npm run cli -- affiliate ...`: answers the process exit code. */
export async function affiliateCommand(argv: string[], usage: (message: string) => Error): Promise<number> {
  const [sub, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { reference: { type: 'string' }, reason: { type: 'string' } },
  });
  const known = ['payouts', 'run-payouts', 'payout-mark-paid', 'payout-mark-failed'];
  if (!sub || !known.includes(sub)) throw usage(`affiliate needs one of: ${known.join(', ')}`);
  const id = positionals[0];
  if (sub.startsWith('payout-mark') && !id) throw usage(`affiliate ${sub} needs a payout id`);
  if (sub === 'payout-mark-failed' && !values.reason)
    throw usage('affiliate payout-mark-failed needs --reason');

  const env = loadEnv();
  const ctx = await createContext(env, createLogger('warn'));
  try {
    const s = composeServices(ctx).affiliate;
    if (sub === 'payouts') {
      const list = await s.pendingPayouts();
      if (!list.length) process.stdout.write('No payouts waiting.\n');
      for (const p of list)
        process.stdout.write(
          `${p.id}  ${p.email}  ${dollars(p.amount_cents)}  ${p.period_start.slice(0, 10)} to ${p.period_end.slice(0, 10)}\n`,
        );
    } else if (sub === 'run-payouts') {
      const made = await s.runPayouts();
      process.stdout.write(`${made.length} payout(s) created.\n`);
    } else if (sub === 'payout-mark-paid') {
      const p = await s.markPayoutPaid(id!, values.reference ?? null);
      process.stdout.write(`Payout ${p.id} (${dollars(p.amount_cents)}) is paid.\n`);
    } else {
      const p = await s.markPayoutFailed(id!, values.reason!);
      process.stdout.write(`Payout ${p.id} failed; its commissions are ready again.\n`);
    }
    return 0;
  } finally {
    await closeContext(ctx, { graceMs: 1000 });
  }
}
