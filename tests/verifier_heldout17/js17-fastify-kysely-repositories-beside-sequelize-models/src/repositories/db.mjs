import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';

// Typed query builder for the read paths; the tables themselves are owned by the Sequelize models.
export const db = new Kysely({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL }) }),
});
