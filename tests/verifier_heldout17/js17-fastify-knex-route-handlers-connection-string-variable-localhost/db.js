const knex = require('knex')({
  client: 'pg',
  connection: process.env.PG_CONNECTION_STRING || 'postgres://postgres:postgres@localhost:5432/conduit',
  pool: { min: 0, max: 10 },
});

async function migrate() {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id'); t.string('username').unique(); t.string('email').unique();
      t.string('password'); t.text('bio'); t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('articles'))) {
    await knex.schema.createTable('articles', (t) => {
      t.increments('id'); t.string('slug').unique(); t.string('title'); t.string('description');
      t.text('body'); t.integer('author_id').references('users.id').onDelete('CASCADE');
      t.specificType('tag_list', 'text[]').defaultTo('{}'); t.timestamps(true, true);
    });
  }
}

module.exports = { knex, migrate };
