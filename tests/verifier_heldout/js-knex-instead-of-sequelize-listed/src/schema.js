const { db } = require('./db');

async function createSchema() {
  if (!(await db.schema.hasTable('users'))) {
    await db.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').unique().notNullable();
      t.string('email').unique().notNullable();
      t.string('passwordHash').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await db.schema.hasTable('articles'))) {
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('slug').unique().notNullable();
      t.string('title').notNullable();
      t.string('description').notNullable();
      t.text('body').notNullable();
      t.integer('author_id').references('users.id');
      t.timestamps(true, true);
    });
  }
}

module.exports = { createSchema };
