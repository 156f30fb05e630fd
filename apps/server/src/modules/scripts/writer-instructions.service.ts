import {
  INSTRUCTIONS_FEATURE,
  INSTRUCTIONS_UPGRADE_MESSAGE,
  type PromptInstructions,
} from '@reelsmith/contracts/instructions';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { hasInstructions } from '../../providers/llm/instructions.ts';
import { planIncludes } from '../billing/allowances.service.ts';
import type { previewBody } from './writer-instructions.schemas.ts';
import { WriterInstructionsRepo } from './writer-instructions.repo.ts';

export class PlanRequiredError extends AppError {
  constructor(message = INSTRUCTIONS_UPGRADE_MESSAGE) {
    super(403, 'plan_required', message, { detail: message });
  }
}

/** Fields given in `over` replace the saved ones; an empty string or list clears one. */
function merge(
  saved: PromptInstructions | undefined,
  over: PromptInstructions | undefined,
): PromptInstructions {
  const out: PromptInstructions = { ...(saved ?? {}) };
  for (const [k, v] of Object.entries(over ?? {}) as [keyof PromptInstructions, unknown][]) {
    if (v === undefined) continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

/** The creator's prompt instructions: saved per user, overridden per video, on paid plans only. */
export class WriterInstructionsService {
  constructor(
    private readonly ctx: AppContext,
    /** The plan in force (billing's answer: grant, subscription or team). */
    private readonly planInForce: (userId: string) => Promise<string>,
  ) {}

  private get repo() {
    return new WriterInstructionsRepo(this.ctx.database.db);
  }

  /** The plan in force, as billing decides it (a grant, a subscription or a team). */
  private async planOfUser(userId: string): Promise<string> {
    return this.planInForce(userId);
  }

  async get(userId: string) {
    const plan = await this.planOfUser(userId);
    return {
      instructions: (await this.repo.find(userId)) ?? {},
      available: planIncludes(plan, INSTRUCTIONS_FEATURE),
      plan,
    };
  }

  async save(userId: string, instructions: PromptInstructions) {
    const plan = await this.planOfUser(userId);
    if (!planIncludes(plan, INSTRUCTIONS_FEATURE)) throw new PlanRequiredError();
    await this.repo.save(userId, instructions);
    return { instructions, available: true, plan };
  }

  /**
   * What the writer gets for one script: the saved instructions with this video's over them.
   * A free plan asking for instructions is refused; a free plan's saved ones (from a lapsed paid
   * plan) are not used.
   */
  async forScript(userId: string, override?: PromptInstructions): Promise<PromptInstructions | undefined> {
    const plan = await this.planOfUser(userId);
    if (!planIncludes(plan, INSTRUCTIONS_FEATURE)) {
      if (hasInstructions(override)) throw new PlanRequiredError();
      return undefined;
    }
    const merged = merge(await this.repo.find(userId), override);
    return hasInstructions(merged) ? merged : undefined;
  }

  /** The same short script written without and with the instructions, so the creator sees the effect. */
  async preview(userId: string, body: z.infer<typeof previewBody>, signal?: AbortSignal) {
    const plan = await this.planOfUser(userId);
    if (!planIncludes(plan, INSTRUCTIONS_FEATURE)) throw new PlanRequiredError();
    const req = { idea: body.topic, vibe: body.vibe, durationSec: 15, seed: 0 };
    const llm = this.ctx.providers.llm;
    const [without, withThem] = await Promise.all([
      llm.writeScript(req, { signal }),
      llm.writeScript({ ...req, instructions: body.instructions }, { signal }),
    ]);
    const sample = (s: typeof without) => ({
      hook: s.hook,
      script: s.narration,
      call_to_action: s.callToAction,
    });
    return { topic: body.topic, without: sample(without), with: sample(withThem) };
  }
}
