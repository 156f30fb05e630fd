/** The shape of our row ids (PostgreSQL `uuid`), checked before an id from a URL or body reaches SQL. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
