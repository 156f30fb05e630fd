import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { EmailService } from '../email/email.service.ts';
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../../db/schema/index.ts';
import { PLANS } from '@reelsmith/contracts/plans';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { createTokenCrypto, type TokenCrypto } from '../../providers/social/token-crypto.ts';
import { endpointDisabledEmail } from './webhooks.emails.ts';
import { isSavableUrl, PRIVATE_ADDRESS_MESSAGE, type Resolve } from '../../lib/public-address.ts';
import { postToEndpoint } from './webhook-transport.ts';
import { newWebhookSecret, signatureHeader } from './webhook-signing.ts';
import { WebhooksRepo } from './webhooks.repo.ts';
import type { CreateEndpointBody } from './webhooks.schemas.ts';

/** Attempts per delivery: the first and five retries (30 s, 2 min, 8 min, 32 min, about 2 h by default). */
export const MAX_ATTEMPTS = 6;
const MAX_ENDPOINTS = 10;
/** Deliveries in a row that fail every attempt before an endpoint is turned off... */
export const DISABLE_AFTER_FAILURES = 5;
/** ...and only once it has been failing this long (a short outage never turns it off). */
export const DISABLE_AFTER_MS = 24 * 3600_000;

export const endpointToDto = (e: WebhookEndpoint, pausedReason: string | null = null) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  disabled_at: e.disabledAt?.toISOString() ?? null,
  consecutive_failures: e.consecutiveFailures,
  paused_reason: pausedReason,
  created_at: e.createdAt.toISOString(),
});

/** Webhooks are part of API access: on a plan without it, nothing is sent (decision 194). */
export const WEBHOOKS_PAUSED =
  'No events are sent because your plan no longer includes API access. Upgrade to Business to start them again.';

export const deliveryToDto = (d: WebhookDelivery) => ({
  id: d.id,
  event: d.event,
  status: d.status,
  payload: d.payload,
  // Only the status line of an answer is shown (decision 160); rows from before kept a body excerpt.
  attempts: d.attempts.map((a) => ({ ...a, body: '' })),
  next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
  replay_of: d.replayOf,
  created_at: d.createdAt.toISOString(),
});

/** Webhooks: endpoints, signed deliveries on the queue with backoff, their log, and replays (decision 121). */
export class WebhooksService {
  readonly repo: WebhooksRepo;
  private readonly crypto: TokenCrypto;
  /** How endpoint hosts are resolved (the system's resolver; tests hand in their own). */
  resolve?: Resolve;
  constructor(
    private readonly ctx: AppContext,
    /** The plan in force (billing's answer: grant, subscription or team). */
    private readonly planOf: (userId: string) => Promise<string>,
    private readonly email: Pick<EmailService, 'enqueue'>,
  ) {
    this.repo = new WebhooksRepo(ctx.database.db);
    this.crypto = createTokenCrypto({ key: ctx.env.SOCIAL_TOKEN_KEY, secret: ctx.env.JWT_SECRET });
  }

  /** Whether the plan in force includes API access, which webhooks are part of (like keys). */
  private async hasApiAccess(userId: string) {
    const plan = await this.planOf(userId);
    return Boolean(PLANS.find((p) => p.id === plan)?.apiAccess);
  }

  async list(userId: string) {
    const paused = (await this.hasApiAccess(userId)) ? null : WEBHOOKS_PAUSED;
    return (await this.repo.endpoints(userId)).map((e) => endpointToDto(e, paused));
  }

  async create(userId: string, body: CreateEndpointBody) {
    if (!(await this.hasApiAccess(userId)))
      throw new ForbiddenError(
        'Webhooks come with the Business plan. Upgrade to use them.',
        'api_access_not_in_plan',
      );
    if ((await this.repo.endpoints(userId)).length >= MAX_ENDPOINTS)
      throw new ValidationError(`You can have at most ${MAX_ENDPOINTS} webhook endpoints.`, {
        url: [`You can have at most ${MAX_ENDPOINTS} webhook endpoints.`],
      });
    if (!isSavableUrl(new URL(body.url), this.ctx.env.OUTBOUND_ALLOW_LOOPBACK))
      throw new ValidationError(PRIVATE_ADDRESS_MESSAGE, { url: [PRIVATE_ADDRESS_MESSAGE] });
    const secret = newWebhookSecret();
    const row = await this.repo.insertEndpoint({
      userId,
      url: body.url,
      events: [...new Set(body.events)],
      secretEnc: this.crypto.encrypt(secret),
    });
    return { ...endpointToDto(row), secret };
  }

  async remove(userId: string, id: string) {
    if (!(await this.repo.deleteEndpoint(userId, id))) throw new NotFoundError('Webhook endpoint not found.');
  }

  /** Turns an endpoint on or off from Settings; turning it on forgets its failures. */
  async setEnabled(userId: string, id: string, enabled: boolean) {
    const row = await this.repo.setEnabled(userId, id, enabled);
    if (!row) throw new NotFoundError('Webhook endpoint not found.');
    if (!enabled) await this.repo.failWaiting(id);
    return endpointToDto(row, (await this.hasApiAccess(userId)) ? null : WEBHOOKS_PAUSED);
  }

  async deliveries(userId: string, endpointId: string) {
    if (!(await this.repo.endpoint(userId, endpointId)))
      throw new NotFoundError('Webhook endpoint not found.');
    return (await this.repo.deliveries(userId, endpointId)).map(deliveryToDto);
  }

  /** Sends one event to every endpoint of the user that listens for it. */
  async emit(userId: string, event: WebhookEvent, data: unknown): Promise<void> {
    const endpoints = await this.repo.listeners(userId, event);
    if (!endpoints.length) return;
    // Not sent, not logged: the endpoints' list says why.
    if (!(await this.hasApiAccess(userId))) return;
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      type: event,
      created_at: new Date().toISOString(),
      data,
    });
    for (const e of endpoints) {
      const d = await this.repo.insertDelivery({ endpointId: e.id, userId, event, payload });
      await this.ctx.queue.send('webhook.deliver', { deliveryId: d.id }, { singletonKey: `${d.id}:0` });
    }
  }

  /** Sends a logged delivery again, as a new delivery with the same event (same id, fresh signature). */
  async replay(userId: string, deliveryId: string) {
    const d = await this.repo.deliveryForOwner(userId, deliveryId);
    if (!d) throw new NotFoundError('Delivery not found.');
    if (!(await this.hasApiAccess(userId)))
      throw new ForbiddenError(WEBHOOKS_PAUSED, 'api_access_not_in_plan');
    const endpoint = await this.repo.endpoint(userId, d.endpointId);
    if (!endpoint?.enabled)
      throw new ConflictError(
        'This endpoint is turned off. Turn it back on in Settings before sending events to it.',
        'webhook_endpoint_disabled',
      );
    const copy = await this.repo.insertDelivery({
      endpointId: d.endpointId,
      userId,
      event: d.event,
      payload: d.payload,
      replayOf: d.id,
    });
    await this.ctx.queue.send('webhook.deliver', { deliveryId: copy.id }, { singletonKey: `${copy.id}:0` });
    return deliveryToDto(copy);
  }

  /**
   * The `webhook.deliver` job: one signed POST, its answer logged; a failure schedules the next
   * attempt as a new job after a growing wait, until MAX_ATTEMPTS.
   */
  async deliver(deliveryId: string): Promise<void> {
    const found = await this.repo.deliveryWithEndpoint(deliveryId);
    if (!found) return; // endpoint deleted
    const { delivery: d, endpoint: e } = found;
    if (d.status === 'delivered' || d.status === 'failed') return;
    // A retry waiting when the endpoint was turned off, or when the plan lost API access, is not sent.
    const notSent = !e.enabled
      ? 'The endpoint is turned off.'
      : (await this.hasApiAccess(d.userId))
        ? null
        : WEBHOOKS_PAUSED;
    if (notSent) {
      const off = { at: new Date().toISOString(), status: null, ms: 0, body: '', error: notSent };
      await this.repo.recordAttempt(d.id, off, { status: 'failed', nextAttemptAt: null });
      return;
    }
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await postToEndpoint({
        url: new URL(e.url),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Reelsmith-Webhooks/1.0',
          'Reelsmith-Event': d.event,
          'Reelsmith-Delivery': d.id,
          'Reelsmith-Signature': signatureHeader(this.crypto.decrypt(e.secretEnc), d.payload),
        },
        body: d.payload,
        timeoutMs: this.ctx.env.WEBHOOK_TIMEOUT_SECONDS * 1000,
        allowLoopback: this.ctx.env.OUTBOUND_ALLOW_LOOPBACK,
        resolve: this.resolve,
      });
      status = res.status;
      if (status < 200 || status >= 300) error = `The endpoint answered ${status}.`;
    } catch (err) {
      const e2 = err as Error;
      error = e2.name === 'TimeoutError' ? 'No answer within the time limit.' : e2.message || String(err);
    }
    const attempt = {
      at: new Date(started).toISOString(),
      status,
      ms: Date.now() - started,
      body: '',
      error,
    };
    const attemptNo = d.attempts.length + 1;
    if (!error) {
      await this.repo.recordAttempt(d.id, attempt, { status: 'delivered', nextAttemptAt: null });
      await this.repo.endpointAnswered(e.id);
      return;
    }
    if (attemptNo >= MAX_ATTEMPTS) {
      await this.repo.recordAttempt(d.id, attempt, { status: 'failed', nextAttemptAt: null });
      await this.countFailure(e, new Date(d.attempts[0]?.at ?? started), error);
      return;
    }
    const waitMs = this.ctx.env.WEBHOOK_RETRY_BASE_SECONDS * 1000 * 4 ** (attemptNo - 1);
    const next = new Date(Date.now() + waitMs);
    await this.repo.recordAttempt(d.id, attempt, { status: 'retrying', nextAttemptAt: next });
    await this.ctx.queue.send(
      'webhook.deliver',
      { deliveryId: d.id },
      { startAfter: next, singletonKey: `${d.id}:${attemptNo}` },
    );
  }

  /**
   * A delivery failed every attempt. After DISABLE_AFTER_FAILURES in a row spanning at least
   * DISABLE_AFTER_MS the endpoint is turned off and its owner told by email (decision 125).
   */
  private async countFailure(e: WebhookEndpoint, firstAttempt: Date, lastError: string) {
    const row = await this.repo.endpointFailed(e.id, firstAttempt);
    if (!row?.enabled || row.consecutiveFailures < DISABLE_AFTER_FAILURES) return;
    if (!row.failingSince || Date.now() - row.failingSince.getTime() < DISABLE_AFTER_MS) return;
    const off = await this.repo.disable(e.id);
    if (!off) return; // another worker did it
    await this.repo.failWaiting(e.id);
    this.ctx.logger.warn(
      { endpointId: e.id, failures: row.consecutiveFailures },
      'webhook endpoint disabled',
    );
    const owner = await this.repo.owner(e.userId);
    if (owner)
      await this.email.enqueue(
        endpointDisabledEmail(
          owner.email,
          owner.firstName,
          e.url,
          row.consecutiveFailures,
          lastError,
          `${this.ctx.env.PUBLIC_URL}/settings`,
        ),
      );
  }
}

/** What a receiver runs to check a delivery (webhook-signing.ts). */
export { verifySignature } from './webhook-signing.ts';
