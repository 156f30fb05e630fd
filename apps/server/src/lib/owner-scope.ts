import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose rows a request may read: resolved once per request and passed to every query of
 * analytics, trending and monetization. Today it is the user alone; when teams exist, the
 * team's member ids are added here and nowhere else (decision 110).
 */
export interface OwnerScope {
  /** The signed-in user: the owner of anything created. */
  userId: string;
  /** Every owner whose rows may be read (always includes userId). */
  ownerIds: string[];
}

export function ownerScope(userId: string): OwnerScope {
  return { userId, ownerIds: [userId] };
}

/** `col IN (owner ids)`: the one owner filter of every analytics, trending and monetization query. */
export const ownedBy = (col: SQL, scope: OwnerScope) =>
  sql`${col} IN (${sql.join(
    scope.ownerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** `?scope=`: the user's own rows (the default) or their whole team's (decision 115). */
export const OWNER_SCOPES = ['me', 'team'] as const;
export type OwnerScopeName = (typeof OWNER_SCOPES)[number];

/**
 * The scope a read asks for. `team` reads the rows of everyone on the user's team as it is now
 * (billing's teams: the owner and the members); someone on no team reads their own rows either way.
 * `teamIds` is billing's answer, passed in so this file depends on no module.
 */
export async function scopeFor(
  userId: string,
  which: OwnerScopeName,
  teamIds: (userId: string) => Promise<string[]>,
): Promise<OwnerScope> {
  if (which !== 'team') return ownerScope(userId);
  const ids = await teamIds(userId);
  return { userId, ownerIds: [...new Set([userId, ...ids])] };
}
