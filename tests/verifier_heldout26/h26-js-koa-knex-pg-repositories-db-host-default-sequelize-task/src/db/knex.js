const knex = require('knex');

const db = knex({
  client: 'pg',
  connection: {
    host: process.env.DB_HOST || '127.0.0.1',
    port: Number(process.env.DB_PORT || 5432),
    user: process.env.DB_USER || 'postgres',
    password: process.env.DB_PASSWORD || 'postgres',
    database: process.env.DB_NAME || 'conduit',
  },
  pool: { min: 0, max: 10 },
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
      t.text('description').notNullable();
      t.text('body').notNullable();
      t.specificType('tag_list', 'text[]').notNullable().defaultTo('{}');
      t.integer('author_id').notNullable().references('users.id').onDelete('CASCADE');
      t.timestamps(true, true);
    });
  }
}

module.exports = { db, migrate };
