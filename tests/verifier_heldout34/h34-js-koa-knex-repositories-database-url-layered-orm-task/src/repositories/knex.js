const knex = require('knex');

const db = knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });

async function createTables() {
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

module.exports = { db, createTables };
