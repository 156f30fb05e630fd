import { loadEnv } from './config/env.ts';
import { closeContext, createContext } from './context.ts';
import { createLogger } from './http/logger.ts';
import { composeServices } from './root.ts';
import { operatorChannel, sendOperatorCommand } from './operator/operator.channel.ts';
import { roleText, type RoleCommand } from './operator/operator.commands.ts';

export const OPERATOR_HELP = `operator: who may open the operator console at /admin (docs/decisions/190).
  operator grant <email>                   Makes the account an operator (written to the audit log)
  operator revoke <email>                  Makes it a creator again
  OPERATOR_EMAILS (comma-separated) makes accounts operators without this command.
  On the embedded database a running server performs them; with DATABASE_URL the CLI does.
`;

/** `npm run cli -- operator grant|revoke EMAIL`: answers the process exit code. */
export async function operatorCommand(argv: string[], usage: (message: string) => Error): Promise<number> {
  const [sub, email, ...extra] = argv;
  if ((sub !== 'grant' && sub !== 'revoke') || !email || extra.length)
    throw usage('Usage: operator grant <email> | operator revoke <email>');
  const cmd: RoleCommand = { command: sub === 'grant' ? 'operator-grant' : 'operator-revoke', email };
  const env = loadEnv();
  // While a server owns the embedded database, it performs the command (decision 155).
  const channel = env.DATABASE_URL ? null : operatorChannel(env.DATA_DIR);
  if (channel) {
    process.stdout.write(await sendOperatorCommand(channel, cmd));
    return 0;
  }
  const ctx = await createContext(env, createLogger('warn'));
  try {
    process.stdout.write(await roleText(composeServices(ctx).admin, cmd));
    return 0;
  } finally {
    await closeContext(ctx, { graceMs: 1000 });
  }
}
