import { Client } from 'pg';

/** Advisory lock id held while migrating (the demo seed holds its own, 7_140_965). */
const MIGRATION_LOCK = 7_140_966;

/**
 * Runs `work` (the migrations) while holding a PostgreSQL advisory lock on a connection of its own,
 * so replicas started together on one server database migrate one at a time: the first applies
 * what is new, the others wait and then find nothing to do. The embedded database needs none: its
 * data folder is locked to one process.
 */
export async function withMigrationLock<T>(databaseUrl: string | null, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a dropped connection ends the lock; the query in flight reports it
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}
