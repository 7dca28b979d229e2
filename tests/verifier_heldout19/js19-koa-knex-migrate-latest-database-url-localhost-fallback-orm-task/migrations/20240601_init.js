exports.up = (knex) => knex.schema
  .createTable('users', (t) => {
    t.increments('id'); t.string('username').unique(); t.string('email').unique();
    t.string('password'); t.text('bio'); t.string('image');
  })
  .createTable('articles', (t) => {
    t.increments('id'); t.string('slug').unique(); t.string('title'); t.text('description'); t.text('body');
    t.integer('author_id').references('users.id').onDelete('CASCADE'); t.timestamps(true, true);
  });

exports.down = (knex) => knex.schema.dropTable('articles').dropTable('users');
