const path = require('path');
const Knex = require('knex');
const { Model } = require('objection');

const knex = Knex({
  client: 'sqlite3',
  connection: { filename: path.join(__dirname, '..', 'conduit.sqlite3') },
  useNullAsDefault: true,
});
Model.knex(knex);

async function init() {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id'); t.string('username').unique(); t.string('email').unique();
      t.string('password'); t.text('bio'); t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('articles'))) {
    await knex.schema.createTable('articles', (t) => {
      t.increments('id'); t.string('slug').unique(); t.string('title'); t.string('description');
      t.text('body'); t.integer('author_id').references('users.id'); t.timestamps(true, true);
    });
  }
}

module.exports = { knex, init };
