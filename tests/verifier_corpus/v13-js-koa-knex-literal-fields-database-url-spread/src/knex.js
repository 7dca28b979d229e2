import knexFactory from 'knex';

export const knex = knexFactory({
  client: 'pg',
  connection: {
    host: 'localhost',
    port: 5432,
    user: 'postgres',
    password: 'postgres',
    database: 'conduit_dev',
    // When the platform provides a URL it overrides the local defaults above.
    ...(process.env.DATABASE_URL ? { connectionString: process.env.DATABASE_URL } : {}),
  },
  pool: { min: 0, max: 10 },
});

export async function ensureSchema() {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id').primary();
      t.string('email').notNullable().unique();
      t.string('username').notNullable().unique();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('tags'))) {
    await knex.schema.createTable('tags', (t) => {
      t.increments('id').primary();
      t.string('name').notNullable().unique();
    });
  }
}
