import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';

// POSTGRES_URL is what the hosting platform provides
export const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.POSTGRES_URL }) }),
});

export async function migrate() {
  await db.schema.createTable('users').ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.unique().notNull())
    .addColumn('email', 'text', (c) => c.unique().notNull())
    .addColumn('bio', 'text').addColumn('image', 'text').execute();
}
