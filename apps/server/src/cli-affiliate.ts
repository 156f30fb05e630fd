import { parseArgs } from 'node:util';
import { loadEnv } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { createLogger } from './http/logger.ts';
import { composeServices } from './root.ts';
import { operatorChannel, sendOperatorCommand } from './operator/operator.channel.ts';
import { affiliateText, type AffiliateCommand } from './operator/operator.commands.ts';

export const AFFILIATE_HELP = `affiliate: the creator program's payouts, for operators (docs/decisions/096).
  affiliate payouts                        Lists payouts waiting to be paid (id, email, amount, period)
  affiliate run-payouts                    Gathers last month's ready commissions into payouts now
  affiliate payout-mark-paid <payoutId> [--reference <text>]
                                           Records that the money was sent another way (no Stripe);
                                           the reference (a bank wire id) shows as the transfer id
  affiliate payout-mark-failed <payoutId> --reason <text>
                                           The payment did not go out: its commissions are ready again
  On the embedded database a running server performs them; with DATABASE_URL the CLI does.
`;

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

  const cmd: AffiliateCommand =
    sub === 'payout-mark-paid'
      ? { command: sub, id: id!, reference: values.reference ?? null }
      : sub === 'payout-mark-failed'
        ? { command: sub, id: id!, reason: values.reason! }
        : { command: sub as 'payouts' | 'run-payouts' };
  const env = loadEnv();
  // While a server owns the embedded database, it performs the command (decision 155).
  const channel = env.DATABASE_URL ? null : operatorChannel(env.DATA_DIR);
  if (channel) {
    process.stdout.write(await sendOperatorCommand(channel, cmd));
    return 0;
  }
  const ctx = await createContext(env, createLogger('warn'));
  try {
    process.stdout.write(await affiliateText(composeServices(ctx).affiliatePayouts, cmd));
    return 0;
  } finally {
    await closeContext(ctx, { graceMs: 1000 });
  }
}
