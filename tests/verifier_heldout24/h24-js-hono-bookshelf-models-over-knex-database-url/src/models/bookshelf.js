const knex = require('knex')({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });
const bookshelf = require('bookshelf')(knex);

async function createSchema() {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').unique().notNullable();
      t.string('email').unique().notNullable();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('tags'))) {
    await knex.schema.createTable('tags', (t) => { t.increments('id'); t.string('name').unique(); });
  }
}

module.exports = { knex, bookshelf, createSchema };
