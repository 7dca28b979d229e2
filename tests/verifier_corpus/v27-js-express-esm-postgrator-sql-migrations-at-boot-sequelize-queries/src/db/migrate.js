import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Postgrator from 'postgrator';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function runMigrations() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const postgrator = new Postgrator({
      migrationPattern: path.join(here, '..', '..', 'migrations', '*'),
      driver: 'pg',
      database: process.env.PGDATABASE || 'conduit',
      schemaTable: 'schemaversion',
      execQuery: (query) => client.query(query),
    });
    const applied = await postgrator.migrate();
    console.log(`postgrator: ${applied.length} migration(s) applied`);
  } finally {
    await client.end();
  }
}
