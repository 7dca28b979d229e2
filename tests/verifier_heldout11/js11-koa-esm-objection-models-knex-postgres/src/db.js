import Knex from 'knex';
import { Model } from 'objection';

export const knex = Knex({ client: 'pg', connection: process.env.DATABASE_URL });
Model.knex(knex);

export async function ensureSchema() {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id'); t.string('username').unique(); t.string('email').unique();
      t.string('password'); t.text('bio'); t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('articles'))) {
    await knex.schema.createTable('articles', (t) => {
      t.increments('id'); t.string('slug').unique(); t.string('title'); t.string('description'); t.text('body');
      t.integer('author_id').references('users.id'); t.timestamps(true, true);
    });
  }
}
