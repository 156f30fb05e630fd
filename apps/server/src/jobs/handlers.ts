import type { AppContext } from '../context.ts';
import type { JobHandlers } from './queue.ts';

/** The one place that maps each job in the catalogue to its handler. */
export function jobHandlers(ctx: AppContext): JobHandlers {
  return {
    'email.send': ({ emailId }) => ctx.email.deliver(emailId),
  };
}
