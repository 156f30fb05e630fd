import { PLANS } from '@reelsmith/contracts/plans';
import type { AppContext } from '../../context.ts';
import { API_KEY_SCOPES, type ApiKey } from '../../db/schema/index.ts';
import { mintApiKey } from '../../http/api-key-auth.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { ApiKeysRepo } from './api-keys.repo.ts';
import type { CreateKeyBody } from './api-keys.schemas.ts';

/** Active keys one account may hold: enough for every tool, few enough to review. */
export const MAX_ACTIVE_KEYS = 20;

export const keyDto = (k: ApiKey) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  scopes: k.scopes,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});

const notInPlan = () =>
  new ForbiddenError(
    'API access comes with the Business plan. Upgrade to use API keys.',
    'api_access_not_in_plan',
  );

/** Settings → API: keys made, listed by prefix, revoked; the whole key exists only in the answer to create. */
export class ApiKeysService {
  readonly repo: ApiKeysRepo;
  constructor(
    ctx: AppContext,
    /** The plan in force (billing's answer: grant, subscription or team). */
    private readonly planOf: (userId: string) => Promise<string>,
  ) {
    this.repo = new ApiKeysRepo(ctx.database.db);
  }

  private async hasApiAccess(userId: string) {
    const plan = await this.planOf(userId);
    return Boolean(PLANS.find((p) => p.id === plan)?.apiAccess);
  }

  async list(userId: string) {
    return {
      api_access: await this.hasApiAccess(userId),
      scopes: [...API_KEY_SCOPES],
      keys: (await this.repo.list(userId)).map(keyDto),
    };
  }

  async create(userId: string, body: CreateKeyBody) {
    if (!(await this.hasApiAccess(userId))) throw notInPlan();
    if ((await this.repo.countActive(userId)) >= MAX_ACTIVE_KEYS)
      throw new ValidationError(`You can have at most ${MAX_ACTIVE_KEYS} active keys. Revoke one first.`, {
        name: [`You can have at most ${MAX_ACTIVE_KEYS} active keys. Revoke one first.`],
      });
    const { key, prefix, hash } = mintApiKey();
    const row = await this.repo.insert({
      userId,
      name: body.name,
      prefix,
      hash,
      scopes: [...new Set(body.scopes)],
    });
    return { ...keyDto(row), key };
  }

  async revoke(userId: string, id: string) {
    const row = await this.repo.revoke(userId, id);
    if (row) return keyDto(row);
    const existing = await this.repo.find(userId, id);
    if (!existing) throw new NotFoundError('API key not found.');
    return keyDto(existing); // already revoked: revoking again changes nothing
  }
}
