exports.up = async (knex) => {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username').notNullable().unique();
    t.string('email').notNullable().unique();
    t.string('password').notNullable();
    t.text('bio');
    t.string('image');
  });
  await knex.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('slug').notNullable().unique();
    t.string('title').notNullable();
    t.string('description').notNullable();
    t.text('body').notNullable();
    t.integer('author_id').references('users.id').onDelete('CASCADE');
    t.timestamps(true, true);
  });
};

exports.down = async (knex) => {
  await knex.schema.dropTable('articles');
  await knex.schema.dropTable('users');
};
