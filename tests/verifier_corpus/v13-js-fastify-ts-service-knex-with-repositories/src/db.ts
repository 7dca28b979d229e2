import knexFactory, { type Knex } from 'knex';

export const db: Knex = knexFactory({
  client: 'pg',
  connection: process.env.DATABASE_URL,
  pool: { min: 0, max: 10 },
});

export async function migrate(): Promise<void> {
  if (!(await db.schema.hasTable('articles'))) {
    await db.schema.createTable('articles', (t) => {
      t.increments('id').primary();
      t.string('slug').notNullable().unique();
      t.string('title').notNullable();
      t.string('description').notNullable();
      t.text('body').notNullable();
      t.timestamps(true, true);
    });
  }
  if (!(await db.schema.hasTable('favorites'))) {
    await db.schema.createTable('favorites', (t) => {
      t.integer('user_id').notNullable();
      t.integer('article_id').notNullable().references('articles.id').onDelete('CASCADE');
      t.primary(['user_id', 'article_id']);
    });
  }
}
