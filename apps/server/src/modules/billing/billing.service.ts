import { PLANS, type Plan } from '@reelsmith/contracts/plans';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videoUsage, voiceUsage } from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../http/errors.ts';

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

export class VoiceLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.voiceGenerations} voice generations this month. Upgrade your plan for more, or wait until next month.`;
    super(402, 'voice_limit_reached', message, { detail: message });
  }
}

/** The most characters one narration may speak on this plan; asking for more is a 400. */
export function voiceCharacterCap(planId: string, asked: number | undefined): number {
  const cap = planOf(planId).voiceCharacters;
  if (asked !== undefined && asked > cap) {
    const message = `max_chars can be at most ${cap}.`;
    throw new ValidationError(message, { max_chars: [message] });
  }
  return asked ?? cap;
}

/**
 * Takes one voice generation for `audioId`, or throws VoiceLimitError. Run inside the transaction
 * that creates the narration: the user's row is locked, so two requests cannot share the last one.
 */
export async function takeVoiceGeneration(
  tx: Db,
  user: { id: string; plan: string },
  audioId: string,
  now = new Date(),
): Promise<void> {
  const plan = planOf(user.plan);
  await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
  const [row] = await tx
    .select({ n: count() })
    .from(voiceUsage)
    .where(and(eq(voiceUsage.userId, user.id), eq(voiceUsage.period, currentPeriod(now))));
  if (Number(row?.n ?? 0) >= plan.voiceGenerations) throw new VoiceLimitError(plan);
  await tx.insert(voiceUsage).values({ userId: user.id, audioId, period: currentPeriod(now) });
}
