const path = require('path');
const knex = require('knex');

const db = knex({
  client: 'better-sqlite3',
  connection: { filename: path.join(__dirname, '..', '..', 'conduit.db') },
  useNullAsDefault: true,
});

async function ensureSchema() {
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
  if (!(await db.schema.hasTable('follows'))) {
    await db.schema.createTable('follows', (t) => {
      t.integer('follower_id').references('users.id').onDelete('CASCADE');
      t.integer('following_id').references('users.id').onDelete('CASCADE');
      t.primary(['follower_id', 'following_id']);
    });
  }
}

module.exports = { db, ensureSchema };
