import knex from 'knex';

export const db = knex({
  client: 'pg',
  connection: 'postgres://postgres:postgres@localhost:5432/conduit',
  pool: { min: 0, max: 10 },
});

export async function ensureSchema(): Promise<void> {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').unique().notNullable();
      t.string('email').unique().notNullable();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
}
