const knex = require('knex');

const db = knex({
  client: 'better-sqlite3',
  connection: {
    filename: process.env.SQLITE_FILE || ':memory:',
  },
  useNullAsDefault: true,
});

async function migrate() {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('email').notNullable().unique();
      t.string('username').notNullable().unique();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await db.schema.hasTable('articles'))) {
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('slug').notNullable().unique();
      t.string('title').notNullable();
      t.string('description').notNullable();
      t.text('body').notNullable();
      t.integer('author_id').references('users.id').onDelete('CASCADE');
      t.timestamps(true, true);
    });
  }
  if (!(await db.schema.hasTable('tags'))) {
    await db.schema.createTable('tags', (t) => {
      t.integer('article_id').references('articles.id').onDelete('CASCADE');
      t.string('name').notNullable();
      t.primary(['article_id', 'name']);
    });
  }
  if (!(await db.schema.hasTable('favorites'))) {
    await db.schema.createTable('favorites', (t) => {
      t.integer('user_id').references('users.id').onDelete('CASCADE');
      t.integer('article_id').references('articles.id').onDelete('CASCADE');
      t.primary(['user_id', 'article_id']);
    });
  }
}

module.exports = { db, migrate };
