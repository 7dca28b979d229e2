import Knex from 'knex';
import { Model } from 'objection';

export const knex = Knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });
Model.knex(knex);

// Tables are declared with the schema builder, not hand-written DDL.
export async function ensureSchema(): Promise<void> {
  if (!(await knex.schema.hasTable('users'))) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('username').notNullable().unique();
      t.string('email').notNullable().unique();
      t.string('password').notNullable();
      t.text('bio');
      t.string('image');
    });
  }
  if (!(await knex.schema.hasTable('articles'))) {
    await knex.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('slug').notNullable().unique();
      t.string('title').notNullable();
      t.string('description').notNullable();
      t.text('body').notNullable();
      t.integer('author_id').references('users.id').onDelete('CASCADE');
      t.timestamps(true, true);
    });
  }
}
