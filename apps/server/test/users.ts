import type { AppContext } from '../src/context.ts';
import { createSignedInUser } from '../src/modules/users/users.test-helpers.ts';

/** The password every test account has (for closing one, or changing it). */
export { TEST_PASSWORD } from '../src/modules/users/users.test-helpers.ts';

/** An active account straight in the database, and a bearer header for it. */
export async function makeUser(ctx: AppContext, over: Parameters<typeof createSignedInUser>[1] = {}) {
  const { user, access, auth } = await createSignedInUser(ctx, over);
  return { user, token: access, headers: auth };
}
