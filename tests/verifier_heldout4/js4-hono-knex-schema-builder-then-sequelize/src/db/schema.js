// Creates the tables at start. knex's schema builder gives us indexes and
// foreign keys exactly as designed, which sequelize.sync() does not.
import knex from 'knex';
import { DB_FILE } from './file.js';

export async function ensureSchema() {
  const db = knex({ client: 'sqlite3', connection: { filename: DB_FILE }, useNullAsDefault: true });
  try {
    if (!(await db.schema.hasTable('users'))) {
      await db.schema.createTable('users', (t) => {
        t.increments('id');
        t.string('username').notNullable().unique();
        t.string('email').notNullable().unique();
        t.string('password_hash').notNullable();
        t.text('bio');
        t.string('image');
        t.timestamps(true, true);
      });
    }
    if (!(await db.schema.hasTable('articles'))) {
      await db.schema.createTable('articles', (t) => {
        t.increments('id');
        t.string('slug').notNullable().unique();
        t.string('title').notNullable();
        t.text('description').notNullable();
        t.text('body').notNullable();
        t.integer('author_id').references('users.id').onDelete('CASCADE');
        t.timestamps(true, true);
        t.index(['author_id']);
      });
    }
    if (!(await db.schema.hasTable('article_tags'))) {
      await db.schema.createTable('article_tags', (t) => {
        t.integer('article_id').references('articles.id').onDelete('CASCADE');
        t.string('tag').notNullable();
        t.primary(['article_id', 'tag']);
      });
    }
  } finally {
    await db.destroy();
  }
}
