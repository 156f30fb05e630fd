import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { users } from './schema/index.ts';

describe('embedded database', () => {
  it('keeps data across a restart', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'reelsmith-db-')), 'db');
    const first = await openPglite({ dataDir });
    await first.db.insert(users).values({
      username: 'ada',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      passwordHash: 'x',
    });
    await first.close();

    const second = await openPglite({ dataDir });
    const [row] = await second.db.select().from(users).where(eq(users.username, 'ada'));
    expect(row.email).toBe('ada@example.com');
    await second.close();
  });
});
