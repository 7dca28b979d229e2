exports.up = async (knex) => {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username').unique().notNullable();
    t.string('email').unique().notNullable();
    t.string('password').notNullable();
    t.text('bio');
    t.string('image');
  });
  await knex.schema.createTable('comments', (t) => {
    t.increments('id');
    t.text('body').notNullable();
    t.integer('author_id').references('users.id').onDelete('CASCADE');
    t.string('article_slug').notNullable();
    t.timestamps(true, true);
  });
};
exports.down = async (knex) => {
  await knex.schema.dropTable('comments');
  await knex.schema.dropTable('users');
};
