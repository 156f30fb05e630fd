import { PLANS, type Plan } from '@reelsmith/contracts/plans';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoUsage } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export const currentPeriod = (now = new Date()) => now.toISOString().slice(0, 7);

export function planOf(planId: string): Plan {
  return PLANS.find((p) => p.id === planId) ?? PLANS[0];
}

export class PlanLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.videos} free videos this month. Upgrade to Creator for unlimited videos, or wait until next month.`;
    super(402, 'plan_limit_reached', message, { detail: message });
  }
}

/** Videos left this month: a number, or null when the plan is unlimited. Derived from usage rows, never stored. */
export async function creditsAvailable(
  db: Db,
  user: { id: string; plan: string },
  now = new Date(),
): Promise<number | null> {
  const plan = planOf(user.plan);
  if (plan.videos === null) return null;
  const [row] = await db
    .select({ n: count() })
    .from(videoUsage)
    .where(and(eq(videoUsage.userId, user.id), eq(videoUsage.period, currentPeriod(now))));
  return Math.max(0, plan.videos - Number(row?.n ?? 0));
}
