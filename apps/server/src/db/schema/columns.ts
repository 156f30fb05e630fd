import { timestamp, uuid } from 'drizzle-orm/pg-core';

// The column shapes nearly every table repeats. Each call makes a fresh builder, as drizzle needs.

/** A random UUID primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A moment in time, kept with its time zone. */
export const timestampTz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
