import type { Env } from '../config/env.ts';

/** An operator by the users.role column or by OPERATOR_EMAILS (decision 190). */
export const isOperator = (env: Pick<Env, 'OPERATOR_EMAILS'>, user: { role: string; email: string }) =>
  user.role === 'operator' || env.OPERATOR_EMAILS.includes(user.email.toLowerCase());
