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
