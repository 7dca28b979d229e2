const path = require('path');
const knex = require('knex');

const db = knex({
  client: 'sqlite3',
  connection: { filename: path.join(__dirname, '..', 'conduit.sqlite3') },
  useNullAsDefault: true,
});

db.migrateSchema = async () => {
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
  if (!(await db.schema.hasTable('comments'))) {
    await db.schema.createTable('comments', (t) => {
      t.increments('id');
      t.text('body').notNullable();
      t.integer('article_id').notNullable();
      t.integer('author_id').references('users.id');
      t.timestamps(true, true);
    });
  }
};

module.exports = db;
